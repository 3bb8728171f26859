import { sql } from './database.ts';

/** The demo records' ids the records tests rely on (see src/seeders/demo-records.ts). */
export async function recordIds(databaseUrl: string) {
  const subjects = await sql<{ id: number; code: string }>(databaseUrl, 'select id, code from subject');
  const subject = (code: string) => subjects.find((row) => row.code === code)?.id as number;
  const [draft] = await sql<{ id: number }>(
    databaseUrl,
    `select a.id from assessment a join subject s on s.id = a.subject_id where s.code = 'BPT201' and a.academic_year = '2026-27' and a.status = 'draft'`,
  );
  return { subject, draft: draft?.id as number };
}

export const validExamSlot = () => ({
  date: '2026-12-20',
  time: '09:30',
  durationMinutes: 180,
  // the first demo subject (BPT101, Human Anatomy)
  subjectId: 1,
  examCode: 'TST101',
  venue: 'Hall T',
});
export const validNotice = () => ({ text: 'A test notice', publishedOn: '2026-11-24', important: false });
export const DEFAULT_SCALE = [
  { minPercentage: 85, letter: 'A+', gradePoint: 10 },
  { minPercentage: 75, letter: 'A', gradePoint: 9 },
  { minPercentage: 65, letter: 'B+', gradePoint: 8 },
  { minPercentage: 55, letter: 'B', gradePoint: 7 },
  { minPercentage: 50, letter: 'C', gradePoint: 6 },
  { minPercentage: 0, letter: 'F', gradePoint: 0 },
];
