import type { StudentPayload } from '@college/shared-ui/portal';
import { parseCsv } from '../../lib/csv.ts';
import { emptyStudentForm, type StudentField, type StudentFormValues, studentFields, toStudentPayload, validateStudent } from './studentForm.ts';

export const MAX_IMPORT_ROWS = 1000;
/** Columns our own export adds that an import may carry and ignores. */
const TOLERATED_COLUMNS = new Set(['id', 'enrollmentNumber']);

export interface ImportRow {
  /** Line number in the file (the header is line 1). */
  line: number;
  values: StudentFormValues;
  problems: string[];
}

export interface ImportPreview {
  fileProblems: string[];
  rows: ImportRow[];
}

const knownColumns = new Set<string>(studentFields.map((f) => f.key));

function readHeader(header: string[]): { columns: (StudentField | null)[]; problems: string[] } {
  const names = header.map((name) => name.trim());
  const problems: string[] = [];
  for (const field of studentFields) {
    if (field.required && !names.includes(field.key)) problems.push(`Missing column "${field.key}" (${field.label})`);
  }
  for (const name of names) {
    if (!knownColumns.has(name) && !TOLERATED_COLUMNS.has(name)) problems.push(`Unknown column "${name}"`);
  }
  return { columns: names.map((name) => (knownColumns.has(name) ? (name as StudentField) : null)), problems };
}

/** Checks every row with the form's own rules; nothing is sent to the server here. */
export function previewStudentImport(text: string): ImportPreview {
  const [header, ...body] = parseCsv(text);
  if (!header) return { fileProblems: ['The file is empty.'], rows: [] };
  const { columns, problems: fileProblems } = readHeader(header);
  if (body.length === 0) fileProblems.push('The file has no student rows.');
  if (body.length > MAX_IMPORT_ROWS) fileProblems.push(`At most ${MAX_IMPORT_ROWS} students per file (this one has ${body.length}).`);
  const seenEmails = new Map<string, number>();
  const rows = body.map((cells, index): ImportRow => {
    const line = index + 2;
    const values: StudentFormValues = { ...emptyStudentForm };
    columns.forEach((column, i) => {
      if (column) values[column] = (cells[i] ?? '').trim();
    });
    if (!values.year) values.year = 'FIRST';
    const problems: string[] = Object.values(validateStudent(values));
    if (cells.length !== header.length) problems.push(`Has ${cells.length} cells, the header has ${header.length}`);
    const email = values.email.toLowerCase();
    if (email) {
      const first = seenEmails.get(email);
      if (first) problems.push(`Email ${values.email} is also on line ${first}`);
      else seenEmails.set(email, line);
    }
    return { line, values, problems };
  });
  return { fileProblems, rows };
}

export const isImportable = (preview: ImportPreview) => preview.fileProblems.length === 0 && preview.rows.every((row) => row.problems.length === 0);

export const importPayloads = (preview: ImportPreview, now = new Date()): StudentPayload[] =>
  // Distinct timestamps keep generated placeholder e-mails unique within one file.
  preview.rows.map((row, i) => toStudentPayload(row.values, new Date(now.getTime() + i)));

/** The header our export writes and the import reads. */
export const studentCsvHeader: string[] = ['id', 'enrollmentNumber', ...studentFields.map((f) => f.key)];
