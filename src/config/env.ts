// Put in by webpack's DefinePlugin once buildSettings.ts checked them; Jest: src/test/setupEnv.ts.
export const API_BASE_URL = (process.env.API_BASE_URL ?? '/api').replace(/\/$/, '');
export const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
export const CONTENT_MAX_AGE_SECONDS = Number(process.env.CONTENT_MAX_AGE_SECONDS ?? 60);
export const IMAGE_SERVICE_URL: string | null = process.env.IMAGE_SERVICE_URL || null;
