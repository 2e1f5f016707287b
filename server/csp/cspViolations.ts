/** What is kept of a violation: nothing that could name or follow a visitor. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  disposition: 'enforce' | 'report';
}

const DIRECTIVES = new Set([
  'base-uri',
  'child-src',
  'connect-src',
  'default-src',
  'font-src',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'prefetch-src',
  'require-trusted-types-for',
  'script-src',
  'script-src-attr',
  'script-src-elem',
  'style-src',
  'style-src-attr',
  'style-src-elem',
  'trusted-types',
  'worker-src',
]);

const MAX_TEXT = 200;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, MAX_TEXT) : '';

const directiveOf = (value: string): string => {
  const name = value.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return DIRECTIVES.has(name) ? name : 'other';
};

const blockedOf = (value: string): string => {
  if (value === '') return 'unknown';
  try {
    const url = new URL(value);
    // data:, blob: and the like have no origin worth naming, and may carry content.
    return url.origin === 'null' ? url.protocol : url.origin;
  } catch {
    return /^[a-z-]+$/i.test(value) ? value.toLowerCase() : 'unknown';
  }
};

const pageOf = (value: string): string => {
  try {
    return new URL(value).pathname.slice(0, MAX_TEXT);
  } catch {
    return 'unknown';
  }
};

const violation = (
  directive: unknown,
  blocked: unknown,
  page: unknown,
  disposition: unknown,
): CspViolation => ({
  directive: directiveOf(text(directive)),
  blocked: blockedOf(text(blocked)),
  page: pageOf(text(page)),
  disposition: disposition === 'report' ? 'report' : 'enforce',
});

const fromCspReport = (report: Json): CspViolation =>
  violation(
    text(report['effective-directive']) || report['violated-directive'],
    report['blocked-uri'],
    report['document-uri'],
    report.disposition,
  );

const fromReportsList = (reports: unknown[]): CspViolation[] =>
  reports.flatMap((report) => {
    if (!isObject(report) || report.type !== 'csp-violation' || !isObject(report.body)) return [];
    const { body } = report;
    return [
      violation(body.effectiveDirective, body.blockedURL, body.documentURL, body.disposition),
    ];
  });

export function parseCspReports(body: unknown): CspViolation[] | null {
  if (Array.isArray(body)) return fromReportsList(body);
  if (isObject(body) && isObject(body['csp-report'])) return [fromCspReport(body['csp-report'])];
  return null;
}
