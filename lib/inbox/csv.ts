import { stringify } from 'csv-stringify/sync';

/**
 * CSV for spreadsheets. A cell that starts with = + - @, a tab or a carriage return would be read
 * by Excel, LibreOffice or Google Sheets as a formula (CSV injection: a visitor's "message" such
 * as =HYPERLINK(...) running in a staff member's spreadsheet), so it gets a leading apostrophe,
 * which spreadsheets show as text and do not display. Quoting and line breaks are csv-stringify's.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** UTF-8 with a byte order mark, so that Excel reads Cyrillic rather than guessing a code page. */
export const UTF8_BOM = '\uFEFF';

/** Rows as CSV lines (CRLF, quoted where needed), every cell made safe. */
export function csvLines(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return stringify(
    rows.map((row) => row.map(safeCell)),
    // A line break alone is not the record delimiter (CRLF), so it would go unquoted.
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
