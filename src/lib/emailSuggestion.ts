import { POPULAR_DOMAINS, POPULAR_TLDS, run } from '@zootools/email-spell-checker';
import { isValidEmail } from '@contract/contact/email';

/** Mail services Australians use, ahead of the checker's worldwide list. */
const DOMAINS = [
  ...new Set([
    'gmail.com',
    'bigpond.com',
    'bigpond.net.au',
    'optusnet.com.au',
    'outlook.com',
    'outlook.com.au',
    'hotmail.com',
    'hotmail.com.au',
    'yahoo.com',
    'yahoo.com.au',
    'icloud.com',
    'iinet.net.au',
    'tpg.com.au',
    'westnet.com.au',
    'internode.on.net',
    ...POPULAR_DOMAINS,
  ]),
];

/** Endings checked in this order, so a tie goes to the likelier one (.con → .com, not .co). */
const ENDINGS = [
  ...new Set([
    'com',
    'com.au',
    'net.au',
    'org.au',
    'edu.au',
    'gov.au',
    'asn.au',
    'id.au',
    'au',
    'net',
    'org',
    ...POPULAR_TLDS,
  ]),
];

/** Names checked in any ending; short ones such as "live" would turn olive.com.au into one. */
const NAMES = ['yahoo', 'hotmail', 'outlook'];

/** Edits between two strings, a swap of neighbours counting as one slip (optimal string alignment). */
function slips(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const closestDomain = (domain: string): string | undefined =>
  run({
    email: `x@${domain}`,
    domains: DOMAINS,
    topLevelDomains: ENDINGS,
    secondLevelDomains: NAMES,
    distanceFunction: slips,
    domainThreshold: 1,
    secondLevelThreshold: 1,
    topLevelThreshold: 1,
  })?.domain;

/** Host names only: the checker builds a pattern from the ending. */
const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/**
 * The address the visitor probably meant when its domain looks like a slip on a common one
 * (jo@gmial.com → jo@gmail.com, x@company.con → x@company.com), or undefined.
 */
export function suggestEmail(value: string): string | undefined {
  const address = value.trim();
  const at = address.lastIndexOf('@');
  const typed = address.slice(at + 1).toLowerCase();
  if (at < 1 || !HOST_NAME.test(typed)) return undefined;
  let domain = typed;
  // A second look mends a slip in the name and one in the ending (gmial.con).
  for (let look = 0; look < 2; look += 1) {
    const closer = closestDomain(domain);
    if (closer === undefined || closer === domain) break;
    domain = closer;
  }
  const suggestion = `${address.slice(0, at)}@${domain}`;
  return domain !== typed && isValidEmail(suggestion) ? suggestion : undefined;
}
