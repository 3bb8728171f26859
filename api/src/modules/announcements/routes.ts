import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_LIMITS, type AnnouncementBody, apiRoutes } from '../../contract.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { currentAcademicYear } from '../../shared/academic-year.ts';
import { FieldError, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { findSubject } from '../teaching/class-students.ts';
import { NotificationSetting } from './announcement.entity.ts';
import { requireOwnClassOrAdmin } from './guards.ts';
import { listAnnouncements, readAnnouncement } from './reads.ts';
import { COLLEGE_OFFICE, type Recipients, recipientsOf, sendAnnouncement } from './send.ts';

const tags = ['announcements'];
const requireStudentOrFaculty = requireRole('student', 'faculty');
const viewerOf = (user: SessionUser) => ({ accountId: user.accountId, admin: user.type === 'admin' });

export const announcementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Who the announcement goes to, and the audience fields it keeps; 400 naming the field a choice lacks. */
  async function audienceOf(body: AnnouncementBody): Promise<{ recipients: Recipients; fields: Record<string, unknown> }> {
    if (body.audience === 'everyone') return { recipients: recipientsOf.everyone(), fields: {} };
    if (body.audience === 'year') {
      if (!body.year) throw new FieldError('year', 'year: choose the year of study this announcement is for');
      return { recipients: recipientsOf.year(body.year), fields: { year: body.year } };
    }
    const subject = body.subjectId === undefined ? undefined : await findSubject(app.sql, body.subjectId);
    if (!subject) throw new FieldError('subjectId', 'subjectId: choose the subject whose class this announcement is for');
    const academicYear = currentAcademicYear();
    return { recipients: recipientsOf.subjectClass(subject, academicYear), fields: { subjectId: subject.id, academicYear } };
  }

  async function authorName(user: SessionUser): Promise<string> {
    if (user.type !== 'faculty') return COLLEGE_OFFICE;
    const { rows } = await app.sql.query<{ name: string }>({
      name: 'announcement-author',
      text: `select first_name || ' ' || last_name as name from faculty where id = $1`,
      values: [user.id],
    });
    return rows[0]?.name ?? COLLEGE_OFFICE;
  }

  app.get('/announcements', { onRequest: [requireUser], schema: { tags, ...apiRoutes['GET /announcements'] } }, async (request) => {
    const limit = Math.min(Number(request.query.limit ?? ANNOUNCEMENT_LIMITS.list), ANNOUNCEMENT_LIMITS.list);
    return listAnnouncements(app.sql, viewerOf(request.user as SessionUser), limit);
  });

  app.post(
    '/announcements',
    { onRequest: [requireRole('faculty', 'admin')], preHandler: [requireOwnClassOrAdmin], schema: { tags, ...apiRoutes['POST /announcements'] } },
    async (request, reply) => {
      const user = request.user as SessionUser;
      const body = request.body;
      const { recipients, fields } = await audienceOf(body);
      const draft = {
        title: body.title.trim(),
        body: body.body.trim(),
        kind: 'posted' as const,
        audience: body.audience,
        ...fields,
        authorAccountId: user.accountId,
        authorName: await authorName(user),
      };
      const id = await app.orm.em.transactional(async (tx) => {
        const sent = (await sendAnnouncement(tx, draft, recipients)) as number;
        recordAudit(tx, user, 'create', 'announcement', sent, { after: draft });
        return sent;
      });
      app.mailOutbox.wake();
      reply.code(201);
      const created = await readAnnouncement(app.sql, viewerOf(user), id);
      if (!created) throw notFound('Announcement');
      return created;
    },
  );

  app.post(
    '/announcements/:id/read',
    { onRequest: [requireStudentOrFaculty], schema: { tags, ...apiRoutes['POST /announcements/:id/read'] } },
    async (request) => {
      const { rowCount } = await app.sql.query(
        'update announcement_recipient set read_at = coalesce(read_at, now()) where announcement_id = $1 and account_id = $2',
        [Number(request.params.id), (request.user as SessionUser).accountId],
      );
      if (!rowCount) throw notFound('Announcement');
      return { message: 'Marked as read' };
    },
  );

  const settingsOf = async (request: FastifyRequest) => {
    const { rows } = await app.sql.query<{ announcementEmail: boolean }>(
      'select announcement_email as "announcementEmail" from notification_setting where account_id = $1',
      [(request.user as SessionUser).accountId],
    );
    return { announcementEmail: rows[0]?.announcementEmail ?? true };
  };

  app.get('/notification-settings', { onRequest: [requireUser], schema: { tags, ...apiRoutes['GET /notification-settings'] } }, settingsOf);

  app.put('/notification-settings', { onRequest: [requireUser], schema: { tags, ...apiRoutes['PUT /notification-settings'] } }, async (request) => {
    const user = request.user as SessionUser;
    const before = await settingsOf(request);
    await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(NotificationSetting, { account: user.accountId });
      if (found) found.announcementEmail = request.body.announcementEmail;
      else tx.create(NotificationSetting, { account: user.accountId, announcementEmail: request.body.announcementEmail });
      recordAudit(tx, user, 'update', 'notification-setting', user.accountId, { before, after: request.body });
    });
    return { announcementEmail: request.body.announcementEmail };
  });
};
