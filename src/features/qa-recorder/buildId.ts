/** Which build is running, as recordings name it: set by the bundler (see webpack.config.ts); "source" when the code runs unbundled (the Node replay command, tests). */
export const BUILD_ID = process.env.BUILD_ID || 'source';
