import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafe } from './spreadsheetSafe';

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
