/** The WHATWG rule for `<input type="email">`, so ours agrees with browsers, plus 254 chars. */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A top-level domain as the DNS has them: two or more letters, or an IDN's `xn--` form. */
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** Slips on .com, .net and .org that are no top-level domain, so no reply could reach them. */
export const MISTYPED_ENDINGS: ReadonlySet<string> = new Set([
  'con',
  'cmo',
  'ocm',
  'cpm',
  'cim',
  'vom',
  'xom',
  'comm',
  'coom',
  'nte',
  'ogr',
]);

/** Mail is answered at a dotted domain: `jo@company` passes the browser's syntax, not ours. */
const hasReachableDomain = (address: string): boolean => {
  const labels = address.slice(address.lastIndexOf('@') + 1).split('.');
  const ending = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    TOP_LEVEL_LABEL.test(ending) &&
    !MISTYPED_ENDINGS.has(ending.toLowerCase())
  );
};

export const isValidEmail = (value: string): boolean => {
  const address = value.trim();
  return (
    address.length > 0 &&
    address.length <= 254 &&
    WHATWG_EMAIL.test(address) &&
    hasReachableDomain(address)
  );
};
