import fs from 'node:fs';
import { parse } from 'csv-parse/sync';

/**
 * Test helper: the rows and cells a spreadsheet makes of an exported CSV file (csv-parse).
 * As in Excel, a line break outside quotes ends the row, whether CRLF, a bare LF or a bare
 * CR, and the byte-order mark is not part of the first cell.
 */
export function spreadsheetRows(file: string): string[][] {
  return parse(fs.readFileSync(file, 'utf8'), {
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
  });
}
