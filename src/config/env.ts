/**
 * Build-time settings. webpack's DefinePlugin replaces `process.env.API_BASE_URL`
 * with a string literal; Jest sets it in src/test/setupEnv.ts.
 */
export const API_BASE_URL: string = (process.env.API_BASE_URL ?? '/api').replace(/\/$/, '');
