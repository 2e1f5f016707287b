import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addFakeServerBundle, makeFakeDist, removeFakeDist } from './testSupport';

/**
 * A scratch folder for databases and a fake build for server processes, both removed once
 * the suite is done. `withServerBundle` adds the server-rendering bundle next to the build.
 */
export function serverProcessScratch(
  prefix: string,
  { withServerBundle = false } = {},
): { dir: string; distDir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const distDir = makeFakeDist();
  if (withServerBundle) addFakeServerBundle(distDir);
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    removeFakeDist(distDir);
  });
  return { dir, distDir };
}
