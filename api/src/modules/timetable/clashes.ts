import type { PeriodInput } from '../../contract.ts';
import { TIMETABLE_LIMITS } from '../../contract.ts';
import { FieldError } from '../../shared/http-errors.ts';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const YEAR_NAMES: Record<string, string> = { FIRST: 'First year', SECOND: 'Second year', THIRD: 'Third year', FOURTH: 'Fourth year' };

export const yearName = (year: string) => YEAR_NAMES[year] ?? year;
export const slotName = (period: { weekday: number; startsAt: string; endsAt: string }) =>
  `${WEEKDAYS[period.weekday - 1] ?? `day ${period.weekday}`} ${period.startsAt}-${period.endsAt}`;

const overlaps = (a: { weekday: number; startsAt: string; endsAt: string }, b: { weekday: number; startsAt: string; endsAt: string }) =>
  a.weekday === b.weekday && a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** Each period inside the college day, ending after it starts, and no two of one class at once. */
export function checkPeriodTimes(periods: PeriodInput[], year: string): void {
  periods.forEach((period, index) => {
    if (period.startsAt < TIMETABLE_LIMITS.dayStart || period.startsAt >= TIMETABLE_LIMITS.dayEnd) {
      throw new FieldError(
        `periods.${index}.startsAt`,
        `periods.${index}.startsAt must be within the college day (${TIMETABLE_LIMITS.dayStart} to ${TIMETABLE_LIMITS.dayEnd})`,
      );
    }
    if (period.endsAt > TIMETABLE_LIMITS.dayEnd) {
      throw new FieldError(
        `periods.${index}.endsAt`,
        `periods.${index}.endsAt must be within the college day (${TIMETABLE_LIMITS.dayStart} to ${TIMETABLE_LIMITS.dayEnd})`,
      );
    }
    if (period.endsAt <= period.startsAt)
      throw new FieldError(`periods.${index}.endsAt`, `periods.${index}.endsAt must be after its start (${period.startsAt})`);
    const earlier = periods.findIndex((other, otherIndex) => otherIndex < index && overlaps(other, period));
    if (earlier >= 0) {
      throw new FieldError(
        `periods.${index}.startsAt`,
        `periods.${index}: ${yearName(year)} already has a class on ${slotName(periods[earlier] as PeriodInput)}`,
      );
    }
  });
}

export type BookedPeriod = { weekday: number; startsAt: string; endsAt: string; facultyId: number; room: string; year: string; teacher: string };

/** A teacher or a room already booked in another class's timetable at an overlapping time. */
export function checkBookings(periods: PeriodInput[], booked: BookedPeriod[], teacherName: (id: number) => string): void {
  periods.forEach((period, index) => {
    for (const other of booked) {
      if (!overlaps(period, other)) continue;
      if (other.facultyId === period.facultyId) {
        throw new FieldError(
          `periods.${index}.facultyId`,
          `periods.${index}: ${teacherName(period.facultyId)} already teaches ${yearName(other.year)} on ${slotName(other)}`,
        );
      }
      if (other.room.trim().toLowerCase() === period.room.trim().toLowerCase()) {
        throw new FieldError(`periods.${index}.room`, `periods.${index}: ${other.room} is booked for ${yearName(other.year)} on ${slotName(other)}`);
      }
    }
  });
}
