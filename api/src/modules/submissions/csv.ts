/**
 * One CSV cell: quoted, quotes doubled, and text a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) made plain text with a leading apostrophe.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: (string | number | boolean | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;
