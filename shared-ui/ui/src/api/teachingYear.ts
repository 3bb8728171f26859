// The college settings, the class timetable, attendance and its shortage list.
import { apiBase, call } from '@college/shared-ui/state';
import type {
  PeriodInput,
  PeriodReply,
  RollReply,
  RouteReply,
  SettingsReply,
  ShortageRowReply,
  StudentAttendanceReply,
  TimetableReply,
  Year,
} from '@college/contract';

export type {
  PeriodInput,
  PeriodReply as Period,
  RollReply as Roll,
  SettingsReply as CollegeSettings,
  ShortageRowReply as ShortageRow,
  StudentAttendanceReply as StudentAttendance,
  TimetableReply as Timetable,
};
export type TeacherWeek = RouteReply<'GET /faculty/:id/timetable'>;
export type Shortages = RouteReply<'GET /attendance/shortages'>;

export const getSettings = () => call('GET /settings');
export const saveSettings = (body: Omit<SettingsReply, 'version'> & { version: number }) => call('PUT /settings', { body });

/** A student gets their own year whatever is asked; staff the year asked for. */
export const getTimetable = (query: { year?: Year; academicYear?: string } = {}) => call('GET /timetable', { query });
export const saveTimetable = (body: { academicYear: string; year: Year; version: number; periods: PeriodInput[] }) => call('PUT /timetable', { body });
export const getTeacherWeek = (facultyId: number) => call('GET /faculty/:id/timetable', { params: { id: facultyId } });

export const getRoll = (periodId: number, date: string) => call('GET /periods/:id/attendance', { params: { id: periodId }, query: { date } });
export const saveRoll = (periodId: number, body: { date: string; absentStudentIds: number[]; reason?: string }) =>
  call('PUT /periods/:id/attendance', { params: { id: periodId }, body });

export const getStudentAttendance = (studentId: number) => call('GET /students/:id/attendance', { params: { id: studentId } });
type ShortageFilter = { academicYear?: string; year?: Year; subjectId?: string };
export const listShortages = (query: ShortageFilter & { page?: string; pageSize?: string }) => call('GET /attendance/shortages', { query });
/** Every row of the filtered list as CSV (a plain link: the browser saves the attachment). */
export function shortagesCsvUrl(filter: ShortageFilter): string {
  const params = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `${apiBase()}/attendance/shortages.csv?${params}`;
}
export const condoneShortage = (body: { studentId: number; subjectId: number; academicYear: string; reason: string }) =>
  call('POST /attendance/condonations', { body });

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** 1 (Monday) to 6 (Saturday) for a `YYYY-MM-DD` day; 7 for a Sunday, when no class meets. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
/** Today in the browser's own time zone, as `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
