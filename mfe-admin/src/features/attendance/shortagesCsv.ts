import { yearLabel } from '@college/shared-ui/format';
import type { ShortageRow } from '@college/shared-ui/portal';

/** The shortage list as the CSV the office keeps: one row per student and subject, header first. */
export function shortageCsvRows(rows: ShortageRow[], academicYear: string): (string | number)[][] {
  return [
    ['Academic year', 'Enrollment number', 'Student', 'Year', 'Subject code', 'Subject', 'Classes held', 'Attended', 'Attendance %', 'Condoned', 'Reason'],
    ...rows.map((row) => [
      academicYear,
      row.student.enrollmentNumber ?? '',
      `${row.student.firstName} ${row.student.lastName}`,
      yearLabel(row.student.year),
      row.subject.code,
      row.subject.name,
      row.held,
      row.attended,
      row.percentage,
      row.condonation ? 'Yes' : 'No',
      row.condonation?.reason ?? '',
    ]),
  ];
}
