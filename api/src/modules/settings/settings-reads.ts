import type pg from 'pg';
import type { SettingsReply } from '../../contract.ts';
import { currentAcademicYear } from '../../shared/academic-year.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** What the college runs on until an admin saves its settings: 75% attendance, 3 days to correct it. */
export const defaultSettings = (): SettingsReply => ({
  academicYear: currentAcademicYear(),
  attendanceThreshold: 75,
  correctionWindowDays: 3,
  hallTicketRequiresNoOverdueFees: false,
  formerStudentAccessYears: 5,
  version: 0,
});

export const SETTINGS_ID = 1;

export async function readSettings(sql: Queryable): Promise<SettingsReply> {
  const { rows } = await sql.query<SettingsReply>({
    name: 'college-settings',
    text: `select academic_year as "academicYear", attendance_threshold as "attendanceThreshold", correction_window_days as "correctionWindowDays",
      hall_ticket_requires_no_overdue_fees as "hallTicketRequiresNoOverdueFees", former_student_access_years as "formerStudentAccessYears", version
      from college_settings where id = $1`,
    values: [SETTINGS_ID],
  });
  return rows[0] ?? defaultSettings();
}
