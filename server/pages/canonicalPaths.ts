import type { FastifyInstance } from 'fastify';

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ESCAPE_OR_UNSAFE = /%([0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu;

/** Node reads the request line as Latin-1: one character per byte received. */
const escapeBytes = (character: string): string =>
  [...Buffer.from(character, (character.codePointAt(0) ?? 0) <= 0xff ? 'latin1' : 'utf8')]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');

export function canonicalPath(pathname: string): string {
  if (!pathname.startsWith('/')) return pathname;
  const escaped = pathname.replace(ESCAPE_OR_UNSAFE, (match, hex: string | undefined) => {
    if (hex === undefined) return escapeBytes(match);
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : match;
  });
  const parts = escaped.split('/').slice(1);
  const segments: string[] = [];
  for (const part of parts) {
    if (part === '..') segments.pop();
    else if (part !== '.' && part !== '') segments.push(part);
  }
  const last = parts.at(-1);
  const endsWithSlash = last === '' || last === '.' || last === '..';
  if (!endsWithSlash && segments.at(-1) === 'index.html') {
    segments.pop();
    return `/${segments.join('/')}`;
  }
  return `/${segments.join('/')}${endsWithSlash && segments.length > 0 ? '/' : ''}`;
}

// One address per page (301 to it), so no page is reached around its route or cached twice.
export function registerCanonicalPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const canonical = canonicalPath(pathname);
    if (canonical === pathname) return;
    const query = queryStart === -1 ? '' : request.url.slice(queryStart);
    return reply.redirect(`${canonical}${query}`, 301);
  });
}
