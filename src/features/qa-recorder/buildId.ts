/** The running build, set by the bundler (webpack.config.ts); "source" when unbundled. */
export const BUILD_ID = process.env.BUILD_ID || 'source';
