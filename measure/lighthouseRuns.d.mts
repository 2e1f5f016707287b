import type { LaunchedChrome, Options } from 'chrome-launcher';

export const root: string;
export function launchChrome(ports: number[], options?: Options): Promise<LaunchedChrome>;
export function httpGet(url: string): Promise<{ status: number; body: string }>;

/** A Lighthouse report, as far as these scripts read it. */
export interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; numericValue?: number; details?: unknown }
  >;
}

export function runLighthouse(
  url: string,
  chromePort: number,
  label?: string,
): Promise<{ lhr: Lhr; report: string }>;

export function figures(lhr: Lhr): {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
};

export function failingAudits(lhr: Lhr, category: string): Lhr['audits'][string][];
export function median(values: number[]): number;
export function markdownTable(rows: (string | number)[][]): string;
