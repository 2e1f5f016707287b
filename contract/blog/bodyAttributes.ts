/** The attributes a body's element is rendered with, as React props: each where it means something. */
export interface BodyAttributes {
  href?: string;
  rel?: string;
  title?: string;
  colSpan?: number;
  rowSpan?: number;
  scope?: string;
  start?: number;
  reversed?: boolean;
  type?: string;
  value?: number;
  dateTime?: string;
  lang?: string;
  dir?: string;
}

const SCOPES = ['row', 'col', 'rowgroup', 'colgroup'];
const LIST_TYPES = ['1', 'a', 'A', 'i', 'I'];
const DIRECTIONS = ['ltr', 'rtl', 'auto'];
const LANGUAGE = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;

const whole = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^-?\d{1,6}$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

const oneOf = (value: string | null, allowed: readonly string[]): string | undefined =>
  value !== null && allowed.includes(value.trim()) ? value.trim() : undefined;

/** Reads what the sanitiser let through, keeping only valid values (the rest are dropped). */
export function bodyAttributes(tag: string, element: Element): BodyAttributes {
  const read = (name: string) => element.getAttribute(name);
  const attributes: BodyAttributes = {};
  const lang = read('lang')?.trim();
  if (lang && LANGUAGE.test(lang)) attributes.lang = lang;
  attributes.dir = oneOf(read('dir'), DIRECTIONS);
  switch (tag) {
    case 'a': {
      const href = read('href');
      if (href !== null) attributes.href = href;
      attributes.title = read('title') ?? undefined;
      // Every link leaves the site without handing it the page (and any target is dropped).
      attributes.rel = 'noopener noreferrer';
      break;
    }
    case 'abbr':
    case 'dfn':
      attributes.title = read('title') ?? undefined;
      break;
    case 'th':
    case 'td':
      attributes.colSpan = whole(read('colspan'), 1, 1000);
      attributes.rowSpan = whole(read('rowspan'), 0, 65534);
      if (tag === 'th') attributes.scope = oneOf(read('scope'), SCOPES);
      break;
    case 'ol':
      attributes.start = whole(read('start'), -999999, 999999);
      if (element.hasAttribute('reversed')) attributes.reversed = true;
      attributes.type = oneOf(read('type'), LIST_TYPES);
      break;
    case 'li':
      attributes.value = whole(read('value'), -999999, 999999);
      break;
    case 'time':
      attributes.dateTime = read('datetime') ?? undefined;
      break;
    default:
  }
  // Absent, not undefined: the tree is data handed around and compared.
  for (const key of Object.keys(attributes) as (keyof BodyAttributes)[]) {
    if (attributes[key] === undefined) Reflect.deleteProperty(attributes, key);
  }
  return attributes;
}
