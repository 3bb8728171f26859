import type { Period, PeriodInput } from '@college/shared-ui/portal';

/** A period as the timetable editor holds it: every field as its control shows it. */
export interface PeriodRow {
  key: string;
  id?: number;
  weekday: string;
  startsAt: string;
  endsAt: string;
  subjectId: string;
  facultyId: string;
  room: string;
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export const rowsFrom = (periods: Period[]): PeriodRow[] =>
  periods.map((period) => ({
    key: `period-${period.id}`,
    id: period.id,
    weekday: String(period.weekday),
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    subjectId: String(period.subject.id),
    facultyId: String(period.teacher.id),
    room: period.room,
  }));

/** A new period after the last one of the list (the same day, starting when it ends), else Monday 09:00. */
export function nextRow(rows: PeriodRow[], subjectId: string, facultyId: string): PeriodRow {
  const last = rows.at(-1);
  const startsAt = last?.endsAt ?? '09:00';
  const [hours = 9, minutes = 0] = startsAt.split(':').map(Number);
  const endsAt = `${String(Math.min(hours + 1, 20)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return { key: newKey(), weekday: last?.weekday ?? '1', startsAt, endsAt, subjectId, facultyId, room: last?.room ?? '' };
}

/** The body's periods; a row missing its subject or teacher names itself. */
export function periodInputs(rows: PeriodRow[]): PeriodInput[] {
  return rows.map((row, index) => {
    if (!row.subjectId) throw new Error(`Period ${index + 1}: choose a subject`);
    if (!row.facultyId) throw new Error(`Period ${index + 1}: choose a teacher`);
    return {
      ...(row.id !== undefined && { id: row.id }),
      weekday: Number(row.weekday),
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      subjectId: Number(row.subjectId),
      facultyId: Number(row.facultyId),
      room: row.room.trim(),
    };
  });
}
