import type { ShortageRowReply } from '../../contract.ts';
import { csvLine } from '../submissions/csv.ts';

const YEAR_NAMES: Record<string, string> = { FIRST: 'First Year', SECOND: 'Second Year', THIRD: 'Third Year', FOURTH: 'Fourth Year' };

/** The shortage list as the CSV the office keeps: one row per student and subject, header first. */
export function shortagesCsv(rows: ShortageRowReply[], academicYear: string): string {
  const header = csvLine([
    'Academic year',
    'Enrollment number',
    'Student',
    'Year',
    'Subject code',
    'Subject',
    'Classes held',
    'Attended',
    'Attendance %',
    'Condoned',
    'Reason',
  ]);
  const lines = rows.map((row) =>
    csvLine([
      academicYear,
      row.student.enrollmentNumber,
      `${row.student.firstName} ${row.student.lastName}`,
      YEAR_NAMES[row.student.year] ?? row.student.year,
      row.subject.code,
      row.subject.name,
      row.held,
      row.attended,
      row.percentage,
      row.condonation ? 'Yes' : 'No',
      row.condonation?.reason ?? '',
    ]),
  );
  // the byte order mark makes spreadsheet programs read the file as UTF-8
  return `\ufeff${header}${lines.join('')}`;
}
