import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { BuildSettings } from './server/config/buildSettings';
import { demoFallbacks, readBuildSettings } from './server/config/buildSettings';
// Relative, not @contract/…: ts-node loads this file without the aliases.
import { BUILD_RECORD_FILE, buildRecordText, NO_FORMS } from './contract/buildRecord.mjs';
import { checkCompanyDetails } from './scripts/companyDetails';
import type { ClientManifest } from './server/pages/htmlTemplate';

interface BuildEnv {
  /** Fail the build when a committed CSS Module `.d.ts` is stale (CI). */
  verifyCssTypes?: boolean;
  /** Build somewhere other than dist/ (parallel builds, experiments). */
  outDir?: string;
  /** Set by `webpack serve` (`npm run dev`): an edited component is swapped in, its state kept. */
  WEBPACK_SERVE?: boolean;
}

type Argv = { mode?: 'production' | 'development' };

const root = __dirname;

/** The company's photographs: variants cut and resized by the image pipeline at the build. */
const photoRule = ({ emit }: { emit: boolean }): webpack.RuleSetRule => ({
  test: /\.(png|jpe?g|webp)$/,
  use: {
    loader: path.resolve(root, 'scripts/photoLoader.cjs'),
    options: { emit, cacheDir: path.resolve(root, '.cache/photos') },
  },
});

/**
 * React Router's package exports only its development build (remix-run/react-router#12532),
 * which validates routes and warns as it matches them: production builds take the
 * production files it ships beside it.
 */
const reactRouterBuild = (isProduction: boolean) => {
  const dist = path.resolve(
    root,
    'node_modules/react-router/dist',
    isProduction ? 'production' : 'development',
  );
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
};

/**
 * Which build this is, as QA recordings name it: BUILD_ID when the deploy sets one, else the
 * package version and the commit it was built from.
 */
const buildId = (): string => {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return `${version}+${commit}`;
  } catch {
    return version;
  }
};

/** Settings baked into the bundle (see README, "Configuration"). */
const buildTimeSettings = (settings: BuildSettings) => ({
  'process.env.API_BASE_URL': JSON.stringify(settings.API_BASE_URL),
  'process.env.SITE_URL': JSON.stringify(settings.SITE_URL),
  'process.env.CONTENT_MAX_AGE_SECONDS': JSON.stringify(String(settings.CONTENT_MAX_AGE_SECONDS)),
  // '' for this site's own server, 'none' for no forms server, or the forms server's address.
  'process.env.FORMS_URL': JSON.stringify(settings.FORMS_URL ?? NO_FORMS),
  'process.env.IMAGE_SERVICE_URL': JSON.stringify(settings.IMAGE_SERVICE_URL ?? ''),
  // Builds for QA can turn the recorder and Redux DevTools on for every tab.
  'process.env.QA_RECORDER': JSON.stringify(process.env.QA_RECORDER ?? 'false'),
  'process.env.DEVTOOLS': JSON.stringify(process.env.DEVTOOLS ?? 'false'),
  'process.env.QA_RECORDING_LIMIT': JSON.stringify(process.env.QA_RECORDING_LIMIT ?? ''),
  'process.env.BUILD_ID': JSON.stringify(buildId()),
});

/** Records the build's settings beside the server bundle, for the server and the page generator. */
class BuildSettingsPlugin {
  constructor(private readonly settings: BuildSettings) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BuildSettingsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildSettingsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const record = buildRecordText(this.settings);
          compilation.emitAsset(BUILD_RECORD_FILE, new webpack.sources.RawSource(record));
        },
      );
    });
  }
}

/** Writes the files of each named chunk group (and the chunks it needs) for prerendering and budgets. */
class ClientManifestPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('ClientManifestPlugin', (stats) => {
      const { namedChunkGroups = {} } = stats.toJson({
        all: false,
        chunkGroups: true,
        chunkGroupAuxiliary: false,
      });
      const manifest: ClientManifest = { chunks: {} };
      for (const [name, group] of Object.entries(namedChunkGroups)) {
        const files = (group.assets ?? []).map((asset) => `/${asset.name}`);
        manifest.chunks[name] = {
          js: files.filter((file) => file.endsWith('.js')),
          css: files.filter((file) => file.endsWith('.css')),
        };
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify(manifest, null, 2));
    });
  }
}

/**
 * Production source maps go to `<build>-maps/` beside the build, never into the folder a host
 * serves, and the scripts name no map: only those given the maps (an error tracker, DevTools'
 * "Add source map") can read the original sources.
 */
const privateSourceMaps = (outDir: string): webpack.WebpackPluginInstance => {
  const mapsDir = `${outDir}-maps`;
  fs.rmSync(mapsDir, { recursive: true, force: true });
  return new webpack.SourceMapDevToolPlugin({
    filename: `${path.relative(outDir, mapsDir)}/[file].map`,
    append: false,
  });
};

/**
 * Webpack keeps what it compiled between builds (node_modules/.cache/webpack), so a build for a
 * changed post recompiles nothing. Its name keeps apart builds whose output differs by more than
 * the settings DefinePlugin tracks itself; a verifying build checks every CSS Module afresh.
 */
const persistentCache = (
  name: string,
  isProduction: boolean,
  env: BuildEnv,
  verifyCssTypes = false,
): webpack.FileCacheOptions => ({
  type: 'filesystem',
  name: [
    name,
    isProduction ? 'production' : 'development',
    env.outDir ? path.basename(env.outDir) : 'dist',
    verifyCssTypes ? 'verify' : 'emit',
  ].join('-'),
  buildDependencies: { config: [__filename] },
});

const clientConfig = (
  env: BuildEnv,
  argv: Argv,
  settings: BuildSettings,
): webpack.Configuration => {
  const isProduction = argv.mode !== 'development';
  const verifyCssTypes = Boolean(env.verifyCssTypes) || process.env.CI === 'true';
  const styleLoader = isProduction ? MiniCssExtractPlugin.loader : 'style-loader';
  const fastRefresh = Boolean(env.WEBPACK_SERVE) && !isProduction;
  const devServerPort = Number(process.env.DEV_PORT ?? 3000);
  const apiPort = Number(process.env.PORT ?? 8080);

  const devServer: DevServerConfiguration = {
    port: devServerPort,
    hot: true,
    // Every page address gets the shell the build writes (shell.html); public/ is copied into
    // the build, so its index.html, the template without the scripts, is not served as it is.
    static: false,
    historyApiFallback: { index: '/shell.html' },
    proxy: [
      {
        context: ['/api', '/forms', '/images', '/robots.txt'],
        target: `http://127.0.0.1:${apiPort}`,
      },
    ],
  };

  return {
    name: 'client',
    mode: isProduction ? 'production' : 'development',
    cache: persistentCache('client', isProduction, env, verifyCssTypes),
    context: root,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(root, env.outDir ?? 'dist'),
      publicPath: '/',
      filename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      // The CSP requires Trusted Types; the chunk loader gets its own named policy.
      trustedTypes: { policyName: 'webpack' },
    },
    // Production maps are written by the plugin below, outside the build.
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(root, 'src'),
        '@contract': path.resolve(root, 'contract'),
        ...reactRouterBuild(isProduction),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: {
              cacheDirectory: true,
              // Whatever NODE_ENV the shell has (Babel's env): this is a development build.
              plugins: fastRefresh ? [['react-refresh/babel', { skipEnvCheck: true }]] : [],
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            styleLoader,
            {
              loader: 'css-modules-typescript-loader',
              options: { mode: verifyCssTypes ? 'verify' : 'emit' },
            },
            {
              loader: 'css-loader',
              options: {
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: isProduction ? '[hash:base64:7]' : '[name]__[local]',
                },
              },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [styleLoader, 'css-loader'],
        },
        photoRule({ emit: true }),
        {
          test: /\.(svg|woff2?)$/,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(buildTimeSettings(settings)),
      new HtmlWebpackPlugin({
        template: path.resolve(root, 'public/index.html'),
        // The bare shell; scripts/prerender.ts writes each route's index.html from it.
        filename: 'shell.html',
        scriptLoading: 'defer',
      }),
      new CopyPlugin({
        patterns: [
          {
            from: path.resolve(root, 'public'),
            globOptions: { ignore: ['**/index.html'] },
          },
        ],
      }),
      new ClientManifestPlugin(
        `${path.resolve(root, env.outDir ?? 'dist')}-server/client-manifest.json`,
      ),
      ...(isProduction
        ? [
            privateSourceMaps(path.resolve(root, env.outDir ?? 'dist')),
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash:10].css',
              chunkFilename: 'assets/[name].[contenthash:10].css',
            }),
          ]
        : []),
      ...(fastRefresh ? [new ReactRefreshPlugin({ overlay: false })] : []),
    ],
    optimization: {
      // JavaScript keeps webpack's default minifier ('...'); CSS is minified too, as every
      // page carries its styles inline and their bytes count towards its first paint.
      minimizer: ['...', new CssMinimizerPlugin()],
      // A third pass and ES2020 output (every browser in .browserslistrc has it) take ~150 bytes
      // off the home page's compressed scripts; webpack's default is two passes.
      minimizeOptions: { javascript: { compress: { passes: 3 }, ecma: 2020 } },
      // A concatenated CommonJS module needs a runtime helper, which would ride in every page's
      // first script for the sake of one lazily loaded chunk (the e-mail checker's).
      concatenateModules: { commonjs: false },
      splitChunks: {
        chunks: 'all',
        // Code shared by two lazy pages stays in each below 30 KB (webpack's default is 20 KB): every
        // shared chunk costs each visitor a request and the entry script a line in its chunk map.
        minSize: 30_000,
        cacheGroups: {
          // Other packages stay in the chunks that use them: a vendors chunk of its own for the
          // shell's few (icons, redux-persist) came and went with the size of unrelated edits,
          // and cost the home page a request and 0.7 KB.
          defaultVendors: false,
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]/,
            name: 'framework',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    devServer,
  };
};

/**
 * The same app compiled for Node: prerendering and per-request blog rendering call its
 * `render(url)`. One file, no CSS emitted (class names only), asset URLs identical to the
 * client build so the markup matches on hydration.
 */
const serverConfig = (
  env: BuildEnv,
  argv: Argv,
  settings: BuildSettings,
): webpack.Configuration => {
  const isProduction = argv.mode !== 'development';
  const clientOut = path.resolve(root, env.outDir ?? 'dist');
  return {
    name: 'server',
    mode: isProduction ? 'production' : 'development',
    cache: persistentCache('server', isProduction, env),
    context: root,
    target: 'node22',
    entry: { 'entry-server': './src/entry-server.tsx' },
    output: {
      path: `${clientOut}-server`,
      publicPath: '/',
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The client build writes its manifest here too, and scripts/buildServer.mjs the
      // compiled server, which a client-only rebuild must not take away.
      clean: { keep: /^(client-manifest\.json|(server|migrate|leads)\.js(\.map)?)$/ },
    },
    devtool: false,
    // jsdom (the server's DOM for sanitising post bodies) cannot be bundled: it resolves a
    // worker file of its own at run time and probes for the optional canvas package. Node
    // loads it from node_modules.
    externals: { jsdom: 'commonjs jsdom' },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(root, 'src'),
        '@contract': path.resolve(root, 'contract'),
        ...reactRouterBuild(isProduction),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                namedExport: false,
                exportLocalsConvention: 'as-is',
                exportOnlyLocals: true,
                localIdentName: isProduction ? '[hash:base64:7]' : '[name]__[local]',
              },
            },
          },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source', generator: {} },
        photoRule({ emit: false }),
        {
          test: /\.(svg|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(buildTimeSettings(settings)),
      new BuildSettingsPlugin(settings),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
};

export default (env: BuildEnv = {}, argv: Argv = {}): webpack.Configuration[] => {
  // Read once; an impossible setting stops the build with a message that names it.
  const demo = demoFallbacks(process.env);
  if (demo) throw new Error(demo);
  const settings = readBuildSettings(process.env);
  checkCompanyDetails(settings.SITE_URL);
  return [clientConfig(env, argv, settings), serverConfig(env, argv, settings)];
};
