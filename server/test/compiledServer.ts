import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';

const compile = (args: string[]): string =>
  execFileSync(process.execPath, ['scripts/buildServer.mjs', ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/**
 * `npm run serve`, `migrate` and `leads` run the compiled server in dist-server/: compiled
 * here first when it is missing or older than the sources, as `npm start` does.
 */
export const compileServerIfStale = (): void => {
  compile(['--if-stale']);
};

/** The server's commands compiled into `outDir`; resolves to the npm packages they load. */
export const compileServerInto = (outDir: string): string[] =>
  JSON.parse(compile(['--out-dir', outDir, '--list-packages'])) as string[];

export const compiledCommand = (outDir: string, name: 'server' | 'migrate' | 'leads'): string =>
  path.join(outDir, `${name}.js`);
