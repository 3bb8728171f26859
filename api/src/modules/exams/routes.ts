import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { apiRoutes, type examNoticeBody, type examSlotBody } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { toDateOnly, today } from '../../shared/dates.ts';
import { notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { ExamNotice } from './exam-notice.entity.ts';
import { ExamSlot } from './exam-slot.entity.ts';

const tags = ['exams'];

const slotDto = (slot: ExamSlot) => ({
  id: slot.id,
  date: slot.date,
  time: slot.time,
  durationMinutes: slot.durationMinutes,
  subject: slot.subject,
  examCode: slot.examCode,
  semester: slot.semester,
  venue: slot.venue,
  instructor: slot.instructor,
});
const noticeDto = (notice: ExamNotice) => ({ id: notice.id, text: notice.text, publishedOn: notice.publishedOn, important: notice.important });

const slotFields = (body: Static<typeof examSlotBody>) => ({
  date: toDateOnly('date', body.date),
  time: body.time,
  durationMinutes: body.durationMinutes,
  subject: body.subject.trim(),
  examCode: body.examCode.trim(),
  semester: body.semester.trim(),
  venue: body.venue.trim(),
  instructor: body.instructor.trim(),
});
const noticeFields = (body: Static<typeof examNoticeBody>) => ({
  text: body.text.trim(),
  publishedOn: toDateOnly('publishedOn', body.publishedOn),
  important: body.important,
});

export const examRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/exams/timetable', { config: { public: true }, schema: { tags, ...apiRoutes['GET /exams/timetable'] } }, async (request) => {
    const where = request.query.upcoming === 'true' ? { date: { $gte: today() } } : {};
    const slots = await app.orm.em.find(ExamSlot, where, { orderBy: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }] });
    return slots.map(slotDto);
  });

  app.post('/exams/timetable', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /exams/timetable'] } }, async (request, reply) => {
    const slot = await app.orm.em.transactional(async (tx) => {
      const created = tx.create(ExamSlot, slotFields(request.body));
      await tx.flush();
      recordAudit(tx, request.user, 'create', 'exam-slot', created.id, { after: slotDto(created) });
      return created;
    });
    reply.code(201);
    return slotDto(slot);
  });

  app.put('/exams/timetable/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /exams/timetable/:id'] } }, async (request) => {
    const slot = await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(ExamSlot, Number(request.params.id));
      if (!found) throw notFound('Exam timetable entry');
      const before = slotDto(found);
      tx.assign(found, slotFields(request.body));
      recordAudit(tx, request.user, 'update', 'exam-slot', found.id, { before, after: slotDto(found) });
      return found;
    });
    return slotDto(slot);
  });

  app.delete('/exams/timetable/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /exams/timetable/:id'] } }, async (request) => {
    await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(ExamSlot, Number(request.params.id));
      if (!found) throw notFound('Exam timetable entry');
      recordAudit(tx, request.user, 'delete', 'exam-slot', found.id, { before: slotDto(found) });
      tx.remove(found);
    });
    return { message: 'Exam timetable entry deleted' };
  });

  app.get('/exams/notices', { config: { public: true }, schema: { tags, ...apiRoutes['GET /exams/notices'] } }, async () => {
    const notices = await app.orm.em.find(ExamNotice, {}, { orderBy: [{ publishedOn: 'desc' }, { id: 'desc' }] });
    return notices.map(noticeDto);
  });

  app.post('/exams/notices', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /exams/notices'] } }, async (request, reply) => {
    const notice = await app.orm.em.transactional(async (tx) => {
      const created = tx.create(ExamNotice, noticeFields(request.body));
      await tx.flush();
      recordAudit(tx, request.user, 'create', 'exam-notice', created.id, { after: noticeDto(created) });
      return created;
    });
    reply.code(201);
    return noticeDto(notice);
  });

  app.put('/exams/notices/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /exams/notices/:id'] } }, async (request) => {
    const notice = await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(ExamNotice, Number(request.params.id));
      if (!found) throw notFound('Exam notice');
      const before = noticeDto(found);
      tx.assign(found, noticeFields(request.body));
      recordAudit(tx, request.user, 'update', 'exam-notice', found.id, { before, after: noticeDto(found) });
      return found;
    });
    return noticeDto(notice);
  });

  app.delete('/exams/notices/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /exams/notices/:id'] } }, async (request) => {
    await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(ExamNotice, Number(request.params.id));
      if (!found) throw notFound('Exam notice');
      recordAudit(tx, request.user, 'delete', 'exam-notice', found.id, { before: noticeDto(found) });
      tx.remove(found);
    });
    return { message: 'Exam notice deleted' };
  });
};
