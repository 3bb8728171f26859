// RFC 4180 CSV, with cells that a spreadsheet would run as a formula neutralised.

// A value that starts like a formula after apostrophes: its export carries one apostrophe more, so that
// reading the file back (restoreFormula) gives exactly the value, whether or not it began with apostrophes.
const GUARDED = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would treat as a formula gets a leading apostrophe (OWASP CSV injection): `+91 98...`
 * is written `'+91 98...`, which a spreadsheet shows as the text +91 98...
 */
export function neutraliseFormula(value: string): string {
  return GUARDED.test(value) ? `'${value}` : value;
}

/** The value a neutralised cell stands for: our own export's apostrophe removed again (on import). */
export function restoreFormula(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

/** Quote when the cell holds a comma, quote, CR or LF; double the quotes inside. */
export function escapeCell(raw: string | number | null | undefined): string {
  const value = neutraliseFormula(raw === null || raw === undefined ? '' : String(raw));
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows joined with CRLF, as RFC 4180 says; the first row is the header. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(escapeCell).join(',')).join('\r\n')}\r\n`;
}

/** Parses RFC 4180 text (quoted fields, doubled quotes, CRLF or LF, optional BOM) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < input.length) {
    const char = input[i] as string;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (char === '\r' && input[i + 1] === '\n') i += 1;
    } else cell += char;
    i += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}
