import { ACADEMIC_YEAR_PATTERN } from '../contract.ts';
import { YEARS, type Year } from './domain.ts';
import { badRequest } from './http-errors.ts';

// An academic year runs from 1 June to 31 May and is written `2026-27` (the contract's ACADEMIC_YEAR_PATTERN).

const FIRST_MONTH = 5; // June, zero-based

export function academicYearOf(date: Date | string): string {
  const day = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  const start = day.getUTCMonth() >= FIRST_MONTH ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return academicYearFrom(start);
}

export const academicYearFrom = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

export const currentAcademicYear = () => academicYearOf(new Date());

/** The calendar year an academic year starts in (`2026-27` -> 2026). */
export const startYearOf = (academicYear: string) => Number(academicYear.slice(0, 4));

/** `2026-27` is well formed only when its second half follows its first. */
export const isAcademicYear = (value: string) => new RegExp(ACADEMIC_YEAR_PATTERN).test(value) && academicYearFrom(startYearOf(value)) === value;

/** A stored academic year must be a real one: `2026-27`, never `2026-99` (which the schema's pattern lets through). */
export function ensureAcademicYear(value: string): string {
  if (academicYearFrom(startYearOf(value)) !== value) throw badRequest(`academicYear: ${value} is not an academic year (like ${currentAcademicYear()})`);
  return value;
}

/** The year of study, now, of the students who were in `yearOfStudy` in `academicYear`. */
export function currentYearOfClass(yearOfStudy: Year, academicYear: string, current = currentAcademicYear()): Year | null {
  const index = YEARS.indexOf(yearOfStudy) + (startYearOf(current) - startYearOf(academicYear));
  return YEARS[index] ?? null;
}
