import type { ExamResult, Fee, GradeInfo, SubjectRef } from '@college/shared-ui';
import { type Column, formatDate, formatRupees, formatYear, orNotProvided } from '@college/shared-ui/portal';

const FEE_STATUS: Record<Fee['status'], string> = { PAID: 'Paid', PARTIAL: 'Partly paid', PENDING: 'Due' };
const subjectName = (subject: SubjectRef | null | undefined) => (subject ? `${subject.name} (${subject.code})` : 'Not Provided');

export const feeColumns: Column<Fee>[] = [
  { key: 'year', header: 'Academic Year', render: (fee) => formatYear(fee.academicYear) },
  { key: 'amount', header: 'Amount', render: (fee) => formatRupees(fee.amount) },
  { key: 'paid', header: 'Paid', render: (fee) => formatRupees(fee.paid) },
  { key: 'due', header: 'Due', render: (fee) => formatRupees(fee.due) },
  { key: 'dueDate', header: 'Due Date', render: (fee) => formatDate(fee.dueDate) },
  { key: 'status', header: 'Status', render: (fee) => <span className={`student-status student-status--${fee.status.toLowerCase()}`}>{FEE_STATUS[fee.status]}</span> },
];

export const resultColumns: Column<ExamResult>[] = [
  { key: 'subject', header: 'Subject', render: (result) => subjectName(result.subject) },
  { key: 'marks', header: 'Marks', render: (result) => `${result.marks} / ${result.maxMarks}` },
  { key: 'status', header: 'Result', render: (result) => (result.status === 'PASS' ? 'Pass' : result.status === 'FAIL' ? 'Fail' : 'Not Provided') },
  { key: 'examDate', header: 'Exam Date', render: (result) => formatDate(result.examDate) },
];

export const gradeColumns: Column<GradeInfo>[] = [
  { key: 'subject', header: 'Subject', render: (grade) => subjectName(grade.subject) },
  { key: 'grade', header: 'Grade', render: (grade) => orNotProvided(grade.grade) },
  { key: 'gradePoint', header: 'Grade Point', render: (grade) => String(grade.gradePoint) },
];
