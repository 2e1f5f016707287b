import { stringify } from 'csv-stringify/sync';

/**
 * RFC 4180 CSV for spreadsheets and mailing tools: a header row and CRLF line ends. A field
 * is quoted when it holds a comma, a quote or any line break (a bare LF or CR too: with
 * CRLF rows csv-stringify would otherwise leave them bare, and Excel starts a row at each),
 * so a cell is always one cell. A cell that would start a formula gets an apostrophe before
 * it (spreadsheetSafe.ts). It starts with a byte-order mark: without it Excel reads UTF-8
 * as the PC's legacy code page and "Zoë" becomes "ZoÃ«".
 */
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

/**
 * csv-stringify's `escape_formulas` puts an apostrophe before a cell whose very first
 * character would start a formula: = + - @ (or their full-width forms), tab or CR. A
 * spreadsheet can still reach a formula behind other starts: LibreOffice's "Trim spaces"
 * and cleanup tools strip leading blanks and invisible characters, and importers that fold
 * compatibility forms read the small ﹦﹢﹣﹫ as = + - @. Those cells get the same
 * apostrophe here, before csv-stringify sees them.
 */
const ESCAPED_BY_CSV_STRINGIFY = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const FORMULA_BEHIND_BLANKS = /^[\p{White_Space}\p{Cc}\p{Cf}]*[=+\-@]/u;

export const spreadsheetSafe = (value: string): string =>
  !ESCAPED_BY_CSV_STRINGIFY.test(value) && FORMULA_BEHIND_BLANKS.test(value.normalize('NFKC'))
    ? `'${value}`
    : value;
