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
