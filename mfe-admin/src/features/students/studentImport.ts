import { lengthProblem, oneOf, PERSON_LIMITS, type Quota, QUOTAS, STUDENT_IMPORT_MAX_ROWS } from '@college/contract/limits';
import type { StudentPayload } from '@college/shared-ui/portal';
import { parseCsv, restoreFormula } from '../../lib/csv.ts';
import { emptyStudentForm, type StudentField, type StudentFormValues, studentFields, toStudentPayload, validateStudent } from './studentForm.ts';

/**
 * Columns our own export adds beside the form's: the record's id (ignored: a new record gets its own), its
 * enrollment number and quota (kept, so a file exported and imported back makes the same students).
 */
const ID_COLUMN = 'id';
const ENROLLMENT_COLUMN = 'enrollmentNumber';
const QUOTA_COLUMN = 'quota';
const RECORD_COLUMNS = new Set([ID_COLUMN, ENROLLMENT_COLUMN, QUOTA_COLUMN]);

export interface ImportRow {
  /** Line number in the file (the header is line 1). */
  line: number;
  values: StudentFormValues;
  /** From a file this list exported: the student keeps it. Empty: the API gives a new one. */
  enrollmentNumber: string;
  /** Empty: the API's default (convener). */
  quota: Quota | '';
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
    if (!knownColumns.has(name) && !RECORD_COLUMNS.has(name)) problems.push(`Unknown column "${name}"`);
  }
  return { columns: names.map((name) => (knownColumns.has(name) ? (name as StudentField) : null)), problems };
}

/** Checks every row with the form's own rules; nothing is sent to the server here. */
export function previewStudentImport(text: string): ImportPreview {
  const [header, ...body] = parseCsv(text);
  if (!header) return { fileProblems: ['The file is empty.'], rows: [] };
  const { columns, problems: fileProblems } = readHeader(header);
  const columnAt = (name: string) => header.findIndex((column) => column.trim() === name);
  const enrollmentAt = columnAt(ENROLLMENT_COLUMN);
  const quotaAt = columnAt(QUOTA_COLUMN);
  if (body.length === 0) fileProblems.push('The file has no student rows.');
  // the API's own limit (one request, one transaction)
  if (body.length > STUDENT_IMPORT_MAX_ROWS) fileProblems.push(`At most ${STUDENT_IMPORT_MAX_ROWS} students per file (this one has ${body.length}).`);
  const seenEmails = new Map<string, number>();
  const rows = body.map((cells, index): ImportRow => {
    const line = index + 2;
    // a cell our export neutralised for spreadsheets (`'+91 ...`) stands for the value without the apostrophe
    const cell = (i: number) => restoreFormula(cells[i] ?? '').trim();
    const values: StudentFormValues = { ...emptyStudentForm };
    columns.forEach((column, i) => {
      if (column) values[column] = cell(i);
    });
    if (!values.year) values.year = 'FIRST';
    const enrollmentNumber = enrollmentAt >= 0 ? cell(enrollmentAt) : '';
    const problems: string[] = Object.values(validateStudent(values));
    const enrollmentProblem = lengthProblem('Enrollment number', enrollmentNumber, PERSON_LIMITS.enrollmentNumber);
    if (enrollmentProblem) problems.push(enrollmentProblem);
    const quotaText = quotaAt >= 0 ? cell(quotaAt) : '';
    const quota = oneOf(QUOTAS, quotaText) ? quotaText : '';
    if (quotaText !== quota) problems.push(`Quota must be ${QUOTAS.join(' or ')}`);
    if (cells.length !== header.length) problems.push(`Has ${cells.length} cells, the header has ${header.length}`);
    const email = values.email.toLowerCase();
    if (email) {
      const first = seenEmails.get(email);
      if (first) problems.push(`Email ${values.email} is also on line ${first}`);
      else seenEmails.set(email, line);
    }
    return { line, values, enrollmentNumber, quota, problems };
  });
  return { fileProblems, rows };
}

export const isImportable = (preview: ImportPreview) => preview.fileProblems.length === 0 && preview.rows.every((row) => row.problems.length === 0);

export const importPayloads = (preview: ImportPreview, now = new Date()): StudentPayload[] =>
  // Distinct timestamps keep generated placeholder e-mails unique within one file.
  preview.rows.map((row, i) => {
    const payload = toStudentPayload(row.values, new Date(now.getTime() + i));
    return { ...payload, ...(row.enrollmentNumber && { enrollmentNumber: row.enrollmentNumber }), ...(row.quota && { quota: row.quota }) };
  });

/** The header our export writes and the import reads. */
export const studentCsvHeader: string[] = [ID_COLUMN, ENROLLMENT_COLUMN, ...studentFields.map((f) => f.key), QUOTA_COLUMN];
