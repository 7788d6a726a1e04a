/**
 * CSV for Excel: UTF-8 with a byte order mark (so Turkish letters show),
 * semicolons (the list separator of Turkish Excel), quotes doubled, and cells
 * that a spreadsheet would run as a formula neutralised with a leading quote.
 */
export const CSV_BOM = '\uFEFF';

export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[";\r\n,]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(';')}\r\n`;
}
