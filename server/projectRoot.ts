import path from 'node:path';

/**
 * The compiled server's way from its folder to the project (scripts/buildServer.mjs sets it,
 * `..` from dist-server/); unset in the sources, where this file sits in server/.
 */
declare const HARBOURLINE_ROOT_FROM_BUNDLE: string | undefined;

/** The release's folder: relative settings, the build and the seed images are found from it. */
export const PROJECT_ROOT =
  typeof HARBOURLINE_ROOT_FROM_BUNDLE === 'string'
    ? path.resolve(__dirname, HARBOURLINE_ROOT_FROM_BUNDLE)
    : path.resolve(__dirname, '..');
