/**
 * Staff open exports in Excel (or LibreOffice, Google Sheets). A cell that starts with
 * = + - or @ is run as a formula there, and a tab or carriage return at the start can make
 * the next character count as the start; anything a visitor typed into the contact form
 * could then compute, fetch a URL or (via DDE) start a program on the office PC. A leading
 * apostrophe makes the spreadsheet show the text as text and is not displayed. It is added
 * only to the CSV, which is meant for spreadsheets; the JSON keeps the values exactly.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const spreadsheetSafe = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;
