import { defineEntity, p } from '@mikro-orm/core';
import { notifyTableChange } from '../../db/change-triggers.ts';

/** The college's one row of settings (id 1); until an admin saves them, the defaults of ./settings-reads.ts hold. */
const CollegeSettingsSchema = defineEntity({
  name: 'CollegeSettings',
  tableName: 'college_settings',
  triggers: [notifyTableChange],
  checks: [
    { name: 'college_settings_threshold_check', expression: `"attendance_threshold" >= 1 and "attendance_threshold" <= 100` },
    { name: 'college_settings_window_check', expression: `"correction_window_days" >= 0` },
    { name: 'college_settings_former_years_check', expression: `"former_student_access_years" >= 0` },
  ],
  properties: {
    id: p.integer().primary().autoincrement(false),
    academicYear: p.string().length(7),
    attendanceThreshold: p.integer(),
    correctionWindowDays: p.integer(),
    hallTicketRequiresNoOverdueFees: p.boolean(),
    formerStudentAccessYears: p.integer().default(5),
    version: p.integer(),
  },
});

export class CollegeSettings extends CollegeSettingsSchema.class {}
CollegeSettingsSchema.setClass(CollegeSettings);
