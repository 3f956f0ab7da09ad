/**
 * CSV (RFC 4180) with the OWASP guard against formula injection: a cell that a spreadsheet would
 * read as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading `'` and
 * quotes, so it arrives as text. Lines end with CRLF.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
