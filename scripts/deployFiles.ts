// The files that let dist/ deploy as plain files.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_VIEWS_PATH } from '@contract/blog/builtViews';
import { securityHeaders } from '../server/http/securityHeaders';
import { IMMUTABLE, REVALIDATE } from '../server/pages/staticFiles';

/** The files this module writes; no host should serve them (deploy/nginx.conf answers 404). */
export const DEPLOY_FILES = ['_headers', '_redirects', '_nginx-headers.conf'] as const;

/** Cloudflare Pages reads at most 100 rules from `_headers`. */
const MAX_HEADER_RULES = 100;

/** Refuses a value a header file could not carry literally (and could be injected through). */
function checkedValue(name: string, value: string): string {
  // nginx expands `$name` in a quoted string; a line break would start a new rule in `_headers`.
  if (/[\\$\r\n]/.test(value) || /[^\x20-\x7e]/.test(value)) {
    throw new Error(`The ${name} header value cannot be written to the deploy files: ${value}`);
  }
  return value;
}

/** An nginx string holding `value`: double-quoted, or single-quoted when it has `"` in it. */
function nginxQuoted(name: string, value: string): string {
  const checked = checkedValue(name, value);
  if (!checked.includes('"')) return `"${checked}"`;
  if (!checked.includes("'")) return `'${checked}'`;
  throw new Error(`The ${name} header value has both kinds of quote: ${value}`);
}

// Every folder of the build that is made only of HTML pages (about/, services/, blog/…), by its
// top-level name.
function pageFolders(distDir: string): string[] {
  const onlyHtml = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).every((entry) =>
      entry.isDirectory() ? onlyHtml(path.join(dir, entry.name)) : entry.name.endsWith('.html'),
    );
  return readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && onlyHtml(path.join(distDir, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

const headerRule = (pattern: string, headers: Record<string, string>): string =>
  [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${checkedValue(name, value)}`),
  ].join('\n');

// `_headers`: security headers on everything, a year for the hashed assets, revalidation for the
// HTML and the built views of the blog.
function headersFile(distDir: string, security: Record<string, string>): string {
  const html = { 'Cache-Control': REVALIDATE };
  const folders = pageFolders(distDir);
  const rules = [
    headerRule('/*', security),
    headerRule('/assets/*', { 'Cache-Control': IMMUTABLE }),
    headerRule(`${BUILT_VIEWS_PATH}/*`, html),
    headerRule('/', html),
    headerRule('/*.html', html),
    // The pages are served at their extension-less paths (/about, or /about/ where the host
    // redirects to the trailing slash), which no pattern can tell apart from a file such as
    // /favicon.svg.
    ...folders.flatMap((folder) => [
      headerRule(`/${folder}`, html),
      headerRule(`/${folder}/*`, html),
    ]),
  ];
  if (rules.length > MAX_HEADER_RULES) {
    throw new Error(
      `_headers would have ${rules.length} rules; Cloudflare Pages reads at most ${MAX_HEADER_RULES}.`,
    );
  }
  return [
    '# Written by scripts/deployFiles.ts at build time; edit server/http/securityHeaders.ts instead.',
    '# Headers for static hosts that read _headers (Netlify, Cloudflare Pages).',
    '',
    rules.join('\n\n'),
    '',
  ].join('\n');
}

/** `_redirects`: every path with no file of its own opens the app shell, with status 200. */
const REDIRECTS_FILE = [
  '# Written by scripts/deployFiles.ts at build time (Netlify format).',
  '# A path with no file of its own, such as a blog post published after the build, gets',
  '# the app shell, which renders it in the browser. Files in the build win over this rule',
  '# on Netlify, so an unknown path answers 200 with the app Page Not Found screen.',
  '# Not for Cloudflare Pages, which applies this rule even where a file exists.',
  '/* /shell.html 200',
  '',
].join('\n');

/** `_nginx-headers.conf`: the security headers as nginx directives, for `include`. */
function nginxHeadersFile(security: Record<string, string>): string {
  return [
    '# Written by scripts/deployFiles.ts at build time; edit server/http/securityHeaders.ts instead.',
    '# Included by deploy/nginx.conf in every location that sets headers of its own.',
    ...Object.entries(security).map(
      ([name, value]) => `add_header ${name} ${nginxQuoted(name, value)} always;`,
    ),
    '',
  ].join('\n');
}

/** Writes `_headers`, `_redirects` and `_nginx-headers.conf` into a finished build. */
export function writeDeployFiles(
  distDir: string,
  options: {
    apiOrigin: string | null;
    formsOrigin?: string | null;
    imageOrigin?: string | null;
    cspReportsUrl?: string | null;
    inlineStyleHashes: string[];
  },
): void {
  const security = securityHeaders({ ...options, https: true });
  writeFileSync(path.join(distDir, '_headers'), headersFile(distDir, security));
  writeFileSync(path.join(distDir, '_redirects'), REDIRECTS_FILE);
  writeFileSync(path.join(distDir, '_nginx-headers.conf'), nginxHeadersFile(security));
}
