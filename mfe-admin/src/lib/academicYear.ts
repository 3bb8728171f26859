/** The academic year a date falls in: it starts on 1 June (`2026-11-24` -> `2026-27`, `2026-05-31` -> `2025-26`). */
export function academicYearOf(date: Date): string {
  const start = date.getMonth() >= 5 ? date.getFullYear() : date.getFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
