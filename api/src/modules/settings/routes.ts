import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { isAcademicYear } from '../../shared/academic-year.ts';
import { conflict, FieldError } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { CollegeSettings } from './college-settings.entity.ts';
import { defaultSettings, readSettings, SETTINGS_ID } from './settings-reads.ts';

const tags = ['settings'];
const STALE = 'The settings were changed by someone else since you opened them; reload to see their change';

const fieldsOf = (settings: CollegeSettings) => ({
  academicYear: settings.academicYear,
  attendanceThreshold: settings.attendanceThreshold,
  correctionWindowDays: settings.correctionWindowDays,
  hallTicketRequiresNoOverdueFees: settings.hallTicketRequiresNoOverdueFees,
  formerStudentAccessYears: settings.formerStudentAccessYears,
});

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/settings', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['GET /settings'] } }, async () => readSettings(app.sql));

  app.put('/settings', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /settings'] } }, async (request) => {
    const { version, formerStudentAccessYears, ...rest } = request.body;
    const fields = { ...rest, ...(formerStudentAccessYears !== undefined && { formerStudentAccessYears }) };
    if (!isAcademicYear(fields.academicYear)) throw new FieldError('academicYear', 'academicYear must be an academic year such as 2026-27');
    await app.orm.em.transactional(async (tx) => {
      // the defaults become the row first, so there is always one row to lock while two saves compare versions
      const defaults = defaultSettings();
      await tx.execute(
        `insert into college_settings (id, academic_year, attendance_threshold, correction_window_days, hall_ticket_requires_no_overdue_fees, version)
         values (?, ?, ?, ?, ?, 0) on conflict (id) do nothing`,
        [SETTINGS_ID, defaults.academicYear, defaults.attendanceThreshold, defaults.correctionWindowDays, defaults.hallTicketRequiresNoOverdueFees],
      );
      await tx.execute('select id from college_settings where id = ? for update', [SETTINGS_ID]);
      const stored = await tx.findOneOrFail(CollegeSettings, SETTINGS_ID, { refresh: true });
      if (stored.version !== version) throw conflict(STALE);
      const before = fieldsOf(stored);
      tx.assign(stored, { ...fields, version: version + 1 });
      await tx.flush();
      recordAudit(tx, request.user, 'update', 'college_settings', SETTINGS_ID, { before, after: fieldsOf(stored) });
    });
    return readSettings(app.sql);
  });
};
