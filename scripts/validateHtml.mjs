// Runs the Nu HTML Checker (vnu-jar, offline, Java) over every page `npm run build` wrote.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vnu from 'vnu-jar';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'assets' ? [] : htmlFiles(full);
    return entry.endsWith('.html') ? [full] : [];
  });

const files = htmlFiles(distDir);
// The checker's CSS grammar (the W3C CSS validator's) predates container queries, Baseline
// since 2023: validator/validator#1811, w3c/css-validator#422. Only those two messages pass.
const CONTAINER_QUERIES =
  '.*CSS: (Unrecognized at-rule “@container”|“container-type”: Property “container-type” doesn.t exist).*';
const result = spawnSync(
  'java',
  [
    '-jar',
    String(vnu),
    '--errors-only',
    '--format',
    'text',
    '--filterpattern',
    CONTAINER_QUERIES,
    ...files,
  ],
  {
    encoding: 'utf8',
  },
);
if (result.error) {
  console.error(`Could not run Java for the HTML checker: ${result.error.message}`);
  process.exit(1);
}
const output = `${result.stdout}${result.stderr}`.trim();
if (result.status !== 0) {
  console.error(output);
  console.error(`HTML validation failed (${files.length} pages checked).`);
  process.exit(1);
}
console.info(output);
console.info(`HTML valid: ${files.length} pages checked with the Nu HTML Checker, no errors.`);
