import { stringify } from 'csv-stringify/sync';

export function spreadsheetCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return stringify([[...header], ...rows.map((row) => [...row])], {
    bom: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    // Line breaks beyond CR and LF, which some importers also end a line at.
    quoted_match: /[\v\f\u0085\u2028\u2029]/,
    escape_formulas: true,
    cast: { string: spreadsheetSafe },
  });
}

// The first characters after which csv-stringify's `escape_formulas` adds an apostrophe.
const ESCAPED_BY_CSV_STRINGIFY = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const FORMULA_BEHIND_BLANKS = /^[\p{White_Space}\p{Cc}\p{Cf}]*[=+\-@]/u;

export const spreadsheetSafe = (value: string): string =>
  !ESCAPED_BY_CSV_STRINGIFY.test(value) && FORMULA_BEHIND_BLANKS.test(value.normalize('NFKC'))
    ? `'${value}`
    : value;
