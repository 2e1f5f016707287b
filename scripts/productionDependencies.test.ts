import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/projectRoot';
import { compileServerInto } from '../server/test/compiledServer';

/**
 * Production installs `dependencies` alone (`npm ci --omit=dev`), then runs the compiled
 * server: they must hold every package it loads, and nothing that only builds or tests.
 */
jest.setTimeout(30_000);

/** What the server-rendering bundle leaves to node_modules (webpack.config.ts, `externals`). */
const SERVER_BUNDLE_EXTERNALS = ['jsdom'];

const outDir = path.join(fs.mkdtempSync(path.join(PROJECT_ROOT, 'dist-test-')), 'compiled');
afterAll(() => fs.rmSync(path.dirname(outDir), { recursive: true, force: true }));

it('are exactly the packages the compiled server and the server-rendering bundle load', () => {
  const loaded = compileServerInto(outDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const needed = [...new Set([...loaded, ...SERVER_BUNDLE_EXTERNALS])].sort();
  // A package missing here is needed at run time; one too many only builds or tests: move it
  // to devDependencies.
  expect(Object.keys(manifest.dependencies).sort()).toEqual(needed);
});
