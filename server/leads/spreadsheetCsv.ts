import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafe } from './spreadsheetSafe';

/**
 * RFC 4180 CSV for spreadsheets and mailing tools: a header row, CRLF line ends, fields
 * quoted when they hold a comma, quote or line break, and every cell defused where a
 * spreadsheet would run it as a formula. It starts with a byte-order mark: without it Excel
 * reads UTF-8 as the PC's legacy code page and "Zoë" becomes "ZoÃ«".
 */
export function spreadsheetCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const safeRows = rows.map((row) => row.map(spreadsheetSafe));
  return stringify([[...header], ...safeRows], { bom: true, record_delimiter: 'windows' });
}
