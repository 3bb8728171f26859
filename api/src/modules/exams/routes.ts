import type { EntityManager } from '@mikro-orm/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { apiRoutes, type examNoticeBody, type examSlotBody } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { toDateOnly, today } from '../../shared/dates.ts';
import { FieldError, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { ExamNotice } from './exam-notice.entity.ts';
import { Subject } from '../subjects/subject.entity.ts';
import { ExamSlot } from './exam-slot.entity.ts';
import { listExamSlots, readExamSlot } from './slot-reads.ts';

const tags = ['exams'];

const noticeDto = (notice: ExamNotice) => ({ id: notice.id, text: notice.text, publishedOn: notice.publishedOn, important: notice.important });
/** What the audit log keeps of a paper: what is stored of it. */
const storedSlot = (slot: ExamSlot) => ({
  date: slot.date,
  time: slot.time,
  durationMinutes: slot.durationMinutes,
  subjectId: slot.subject.id,
  examCode: slot.examCode,
  venue: slot.venue,
});

/** The stored part of a paper; its subject must exist (400 naming `subjectId` when not). */
async function slotFields(em: EntityManager, body: Static<typeof examSlotBody>) {
  const subject = await em.findOne(Subject, body.subjectId);
  if (!subject) throw new FieldError('subjectId', "subjectId: choose one of the college's subjects (there is no subject with this id)");
  return {
    date: toDateOnly('date', body.date),
    time: body.time,
    durationMinutes: body.durationMinutes,
    subject,
    examCode: body.examCode.trim(),
    venue: body.venue.trim(),
  };
}
const noticeFields = (body: Static<typeof examNoticeBody>) => ({
  text: body.text.trim(),
  publishedOn: toDateOnly('publishedOn', body.publishedOn),
  important: body.important,
});

export const examRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const slotReply = async (id: number) => {
    const slot = await readExamSlot(app.sql, id);
    if (!slot) throw notFound('Exam timetable entry');
    return slot;
  };

  app.get('/exams/timetable', { config: { public: true }, schema: { tags, ...apiRoutes['GET /exams/timetable'] } }, async (request) =>
    listExamSlots(app.sql, request.query.upcoming === 'true' ? today() : undefined),
  );

  app.post('/exams/timetable', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /exams/timetable'] } }, async (request, reply) => {
    const id = await app.orm.em.transactional(async (tx) => {
      const created = tx.create(ExamSlot, await slotFields(tx, request.body));
      await tx.flush();
      recordAudit(tx, request.user, 'create', 'exam-slot', created.id, { after: storedSlot(created) });
      return created.id;
    });
    reply.code(201);
    return slotReply(id);
  });

  app.put('/exams/timetable/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /exams/timetable/:id'] } }, async (request) => {
    const id = await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(ExamSlot, Number(request.params.id));
      if (!found) throw notFound('Exam timetable entry');
      const before = storedSlot(found);
      tx.assign(found, await slotFields(tx, request.body));
      recordAudit(tx, request.user, 'update', 'exam-slot', found.id, { before, after: storedSlot(found) });
      return found.id;
    });
    return slotReply(id);
  });

  app.delete('/exams/timetable/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /exams/timetable/:id'] } }, async (request) => {
    await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(ExamSlot, Number(request.params.id));
      if (!found) throw notFound('Exam timetable entry');
      recordAudit(tx, request.user, 'delete', 'exam-slot', found.id, { before: storedSlot(found) });
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
