// `npm run build:server` (a step of `npm run build`): the server's commands compiled
// to plain JavaScript in dist-server/, so production runs them with node alone: no TypeScript
// loader at run time, no esbuild child process, and no build tools in the installed tree.
// The project's own code is bundled; npm packages stay external and load from node_modules as
// they would from the sources (native ones such as better-sqlite3 and sharp included).
import { mkdirSync, renameSync, statSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The compiled commands: `node dist-server/<name>.js`. */
export const SERVER_COMMANDS = {
  server: 'server/main.ts',
  migrate: 'server/store/migrateMain.ts',
  leads: 'server/leads/main.ts',
};

export const SERVER_OUT_DIR = path.join(root, 'dist-server');

/** What the compiled server is made from: newer than its files, it is out of date. */
const SOURCES = [
  'server',
  'src',
  'contract',
  'package-lock.json',
  'tsconfig.json',
  'scripts/buildServer.mjs',
];

const newestMtime = (target) => {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
};

/** True when a compiled command is missing or older than a file it is made from. */
export function serverBuildIsStale(outDir = SERVER_OUT_DIR) {
  const outputs = Object.keys(SERVER_COMMANDS).map((name) => path.join(outDir, `${name}.js`));
  if (!outputs.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => {
    const full = path.join(root, source);
    return existsSync(full) && newestMtime(full) > builtAt;
  });
}

/**
 * Compiles the commands into `outDir`, each file replaced whole (a server starting meanwhile
 * reads the old file or the new one, never half of one). Resolves to the npm packages the
 * compiled code loads at run time, which production must install.
 */
export async function buildServer({ outDir = SERVER_OUT_DIR } = {}) {
  // Imported here: production installs have no esbuild, and start.mjs only asks if it is stale.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_COMMANDS,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Not minified: a stack trace in the log names the real functions, near the source's lines.
    sourcemap: 'linked',
    sourcesContent: false,
    // Files the server reads from the project (the seed images, the inline script loader) are
    // found from the bundle's folder as from the sources' (server/projectRoot.ts).
    define: { HARBOURLINE_ROOT_FROM_BUNDLE: JSON.stringify(path.relative(outDir, root) || '.') },
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  const packages = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path: imported, external } of output.imports) {
      if (!external || imported.startsWith('node:')) continue;
      const [scope = '', name = ''] = imported.split('/');
      packages.add(scope.startsWith('@') ? `${scope}/${name}` : scope);
    }
  }
  return { packages: [...packages].sort() };
}

/** `--out-dir DIR` (tests), `--if-stale` (`npm start`), `--list-packages` (prints them as JSON). */
async function main(args) {
  const flag = (name) => args.includes(name);
  const outAt = args.indexOf('--out-dir');
  const outDir = outAt === -1 ? SERVER_OUT_DIR : path.resolve(args[outAt + 1] ?? '');
  if (flag('--if-stale') && !serverBuildIsStale(outDir)) return;
  const started = performance.now();
  let packages;
  try {
    ({ packages } = await buildServer({ outDir }));
  } catch (error) {
    // esbuild has already printed what failed, with its file and line.
    console.error(`Compiling the server failed: ${error.message.split('\n')[0]}`);
    process.exit(1);
  }
  if (flag('--list-packages')) {
    process.stdout.write(`${JSON.stringify(packages)}\n`);
    return;
  }
  const names = Object.keys(SERVER_COMMANDS).map((name) => `${name}.js`);
  const shown = path.relative(root, outDir) || '.';
  const took = Math.round(performance.now() - started);
  console.info(`Compiled the server to ${shown}/ (${names.join(', ')}) in ${took} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
