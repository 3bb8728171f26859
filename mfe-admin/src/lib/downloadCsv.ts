import { toCsv } from './csv.ts';

/** Saves rows as a UTF-8 CSV file (with BOM, so spreadsheet apps read accents right). */
export function downloadCsv(filename: string, rows: (string | number | null | undefined)[][]): void {
  const blob = new Blob([`\uFEFF${toCsv(rows)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const datedFilename = (name: string, now = new Date()) => `${name}-${now.toISOString().slice(0, 10)}.csv`;
