// Types of buildRecord.mjs, which stays plain JavaScript for npm start (see there).

export declare const BUILD_RECORD_FILE: 'build-settings.json';
export declare const NO_FORMS: 'none';
export declare const BUNDLED_API_PATH: '/api';

export declare const RECORDED_SETTINGS: Readonly<{
  API_BASE_URL: typeof BUNDLED_API_PATH;
  SITE_URL: string;
  CONTENT_MAX_AGE_SECONDS: number;
  FORMS_URL: '';
  IMAGE_SERVICE_URL: null;
}>;

export type RecordedName = keyof typeof RECORDED_SETTINGS;
/** A build record as the environment gives settings: text, undefined when unset. */
export type BuildRecord = Record<RecordedName, string | undefined>;

export declare const buildRecordFile: (distDir: string) => string;
export declare const buildRecordText: (
  settings: Partial<Record<RecordedName, string | number | null>>,
) => string;
export declare function asRecorded(
  name: RecordedName,
  value: string | undefined,
): string | undefined;
export declare function readBuildRecord(distDir: string): BuildRecord | null;
export declare const changedSetting: (
  record: BuildRecord,
  env: Record<string, string | undefined>,
) => RecordedName | undefined;
