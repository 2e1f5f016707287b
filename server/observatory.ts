/**
 * The response-header tests of MDN's HTTP Observatory and their score modifiers
 * (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring), applied to
 * one HTTPS response and the answer to the same URL over plain HTTP.
 */
export type Headers = Record<string, string | string[] | number | undefined>;

export interface ScanInput {
  /** The page fetched over HTTPS. */
  https: { status: number; headers: Headers; body: string };
  /** The same URL over plain HTTP. */
  http: { status: number; headers: Headers };
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

const header = (headers: Headers, name: string): string | null => {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : String(value);
};

const parseCsp = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );

const cspTest = (headers: Headers): TestResult => {
  const raw = header(headers, 'content-security-policy');
  const result = (name: string, modifier: number) => ({
    test: 'content-security-policy',
    result: name,
    modifier,
  });
  if (!raw) return result('csp-not-implemented', -25);
  const csp = parseCsp(raw);
  const source = (name: string) => csp.get(name) ?? csp.get('default-src') ?? null;
  const scripts = source('script-src');
  const styles = source('style-src');
  const all = [...csp.values()].flat();
  if (!csp.has('default-src') && !scripts) return result('csp-implemented-with-unsafe-inline', -20);
  if (
    scripts?.includes("'unsafe-inline'") ||
    scripts?.some((value) => value === '*' || value === 'http:' || value === 'https:')
  ) {
    return result('csp-implemented-with-unsafe-inline', -20);
  }
  if (all.some((value) => value === 'http:' || value.startsWith('http://'))) {
    return result('csp-implemented-with-insecure-scheme', -20);
  }
  if (all.includes("'unsafe-eval'")) return result('csp-implemented-with-unsafe-eval', -10);
  if (styles?.includes("'unsafe-inline'"))
    return result('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  return csp.get('default-src')?.join(' ') === "'none'"
    ? result('csp-implemented-with-no-unsafe-default-src-none', 10)
    : result('csp-implemented-with-no-unsafe', 5);
};

const cookiesTest = (headers: Headers): TestResult => {
  const cookies = header(headers, 'set-cookie');
  if (!cookies) return { test: 'cookies', result: 'cookies-not-found', modifier: 0 };
  const secure = /;\s*secure/i.test(cookies) && /;\s*httponly/i.test(cookies);
  return secure
    ? { test: 'cookies', result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
    : { test: 'cookies', result: 'cookies-without-secure-flag', modifier: -20 };
};

const corsTest = (headers: Headers): TestResult => {
  const origin = header(headers, 'access-control-allow-origin');
  if (!origin)
    return {
      test: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-not-implemented',
      modifier: 0,
    };
  return origin === '*'
    ? {
        test: 'cross-origin-resource-sharing',
        result: 'cross-origin-resource-sharing-implemented-with-public-access',
        modifier: 0,
      }
    : {
        test: 'cross-origin-resource-sharing',
        result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
        modifier: 0,
      };
};

const redirectionTest = ({ status, headers }: ScanInput['http']): TestResult => {
  const location = header(headers, 'location');
  if (status >= 300 && status < 400 && location?.startsWith('https://')) {
    return { test: 'redirection', result: 'redirection-to-https', modifier: 0 };
  }
  return status >= 300 && status < 400
    ? { test: 'redirection', result: 'redirection-not-to-https', modifier: -20 }
    : { test: 'redirection', result: 'redirection-missing', modifier: -20 };
};

const PRIVATE_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const referrerTest = (headers: Headers): TestResult => {
  const policy = header(headers, 'referrer-policy')?.split(',').pop()?.trim().toLowerCase();
  if (!policy)
    return { test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 };
  return PRIVATE_REFERRER.includes(policy)
    ? { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 }
    : { test: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5 };
};

const SIX_MONTHS = 15_768_000;
const hstsTest = (headers: Headers): TestResult => {
  const hsts = header(headers, 'strict-transport-security');
  if (!hsts)
    return { test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? Number.NaN);
  if (Number.isNaN(maxAge))
    return { test: 'strict-transport-security', result: 'hsts-header-invalid', modifier: -20 };
  return maxAge >= SIX_MONTHS
    ? {
        test: 'strict-transport-security',
        result: 'hsts-implemented-max-age-at-least-six-months',
        modifier: 0,
      }
    : {
        test: 'strict-transport-security',
        result: 'hsts-implemented-max-age-less-than-six-months',
        modifier: -10,
      };
};

const sriTest = ({ headers, body }: ScanInput['https']): TestResult => {
  if (!/text\/html/.test(header(headers, 'content-type') ?? '')) {
    return {
      test: 'subresource-integrity',
      result: 'sri-not-implemented-response-not-html',
      modifier: 0,
    };
  }
  const sources = [...body.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)].map(
    (match) => match[1] ?? '',
  );
  if (sources.length === 0)
    return {
      test: 'subresource-integrity',
      result: 'sri-not-implemented-but-no-scripts-loaded',
      modifier: 0,
    };
  const external = sources.filter((src) => /^(https?:)?\/\//i.test(src));
  if (external.length === 0) {
    return {
      test: 'subresource-integrity',
      result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      modifier: 0,
    };
  }
  return external.every((src) => src.startsWith('https://'))
    ? {
        test: 'subresource-integrity',
        result: 'sri-not-implemented-but-external-scripts-loaded-securely',
        modifier: -5,
      }
    : {
        test: 'subresource-integrity',
        result: 'sri-not-implemented-and-external-scripts-not-loaded-securely',
        modifier: -50,
      };
};

const xctoTest = (headers: Headers): TestResult =>
  header(headers, 'x-content-type-options')?.toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : {
        test: 'x-content-type-options',
        result: 'x-content-type-options-not-implemented',
        modifier: -5,
      };

const xfoTest = (headers: Headers): TestResult => {
  const csp = parseCsp(header(headers, 'content-security-policy') ?? '');
  const ancestors = csp.get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) {
    return { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  const xfo = header(headers, 'x-frame-options')?.toUpperCase();
  return xfo === 'DENY' || xfo === 'SAMEORIGIN'
    ? { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 };
};

const corpTest = (headers: Headers): TestResult => {
  const corp = header(headers, 'cross-origin-resource-policy');
  return corp
    ? {
        test: 'cross-origin-resource-policy',
        result: 'corp-implemented-with-same-origin',
        modifier: 0,
      }
    : { test: 'cross-origin-resource-policy', result: 'corp-not-implemented', modifier: 0 };
};

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Scores a scan: 100 plus the modifiers, bonuses counting only from 90 up. */
export function scoreHeaders(input: ScanInput): {
  score: number;
  grade: string;
  tests: TestResult[];
} {
  const tests = [
    cspTest(input.https.headers),
    cookiesTest(input.https.headers),
    corsTest(input.https.headers),
    redirectionTest(input.http),
    referrerTest(input.https.headers),
    hstsTest(input.https.headers),
    sriTest(input.https),
    xctoTest(input.https.headers),
    xfoTest(input.https.headers),
    corpTest(input.https.headers),
  ];
  const penalties = tests.filter((t) => t.modifier < 0).reduce((sum, t) => sum + t.modifier, 0);
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((sum, t) => sum + t.modifier, 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= 90 ? base + bonuses : base;
  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
  return { score, grade, tests };
}
