/** `2026-27` for any day from 1 June 2026 to 31 May 2027 (`YYYY-MM-DD`). */
export function academicYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 6 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The academic year `2026-27` starts on 1 June 2026. */
export const academicYearStart = (academicYear: string) => `${academicYear.slice(0, 4)}-06-01`;

/** `YYYY-YY` where the second part follows the first. */
export const isAcademicYear = (value: string) =>
  /^\d{4}-\d{2}$/.test(value) && (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5, 7));
