import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** The proof file with every `sample: true` taken off, as the company's own entries carry none. */
export const withoutSampleMarks = (source: string): string =>
  source.replace(/\n\s*sample: true,/g, '').replace(/, sample: true \}/g, ' }');

/** Rewrites a file of the copy at `dir` through `edit`. */
export const editFile = (dir: string, file: string, edit: (source: string) => string) => {
  const target = path.join(dir, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, 'utf8')));
};

/**
 * A clone of this commit; `withPackages`: with this machine's packages, linked one by one so
 * its build caches (node_modules/.cache) are its own, to build or run it in place.
 */
export function cloneOfThisCommit(prefix: string, { withPackages = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, dir], { stdio: 'pipe' });
  if (!withPackages) return dir;
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') {
      fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
    }
  }
  return dir;
}

/**
 * The company's copy of this commit, as its repository would hold it before its first build:
 * its own phone and e-mail in place of the demo's, the rest (the demo's proof) as it is.
 */
export function companyCopy(prefix: string, options: { withPackages?: boolean } = {}): string {
  const dir = cloneOfThisCommit(prefix, options);
  editFile(dir, 'src/config/site.ts', (source) =>
    source
      .replace(
        "display: '(02) 5550 1234', tel: '+61255501234'",
        "display: '(02) 9876 5432', tel: '+61298765432'",
      )
      .replace("'hello@harbourline.example'", "'hello@harbourline.com.au'"),
  );
  return dir;
}
