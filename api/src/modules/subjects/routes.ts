import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import { FeedCache } from '../../shared/feed-cache.ts';
import { notFound } from '../../shared/http-errors.ts';
import { listResponse, parseListQuery } from '../../shared/list-query.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { listSubjects, SUBJECT_SORT } from './subject-reads.ts';
import { Subject } from './subject.entity.ts';

const subjectDto = (subject: Subject) => ({ id: subject.id, code: subject.code, name: subject.name, year: subject.year });
const tags = ['subjects'];

type SubjectList = Awaited<ReturnType<typeof listSubjects>>;

export const subjectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the whole list, as every student and faculty dashboard asks for it (the read throughput targets of `npm run bench`)
  const wholeList = new FeedCache<SubjectList>(app.changes, { tables: ['subject'], maxEntries: 16, maxAgeMs: 60_000 });

  app.get(
    '/subjects',
    {
      onRequest: [requireUser],
      schema: { tags, ...apiRoutes['GET /subjects'] },
    },
    async (request) => {
      const paging = parseListQuery(request.query, SUBJECT_SORT, 'year');
      const filter = { year: request.query.year, q: request.query.q?.trim() };
      const load = () => listSubjects(app.sql, filter, paging);
      const whole = !filter.year && !filter.q && !paging.paged;
      const { items, total } = whole ? await wholeList.getOrLoad(paging.orderBy, load) : await load();
      return listResponse(items, total, paging);
    },
  );

  app.post('/subjects', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /subjects'] } }, async (request, reply) => {
    const { code, name, year } = request.body;
    const subject = await app.orm.em.transactional(async (tx) => {
      const created = tx.create(Subject, { code: code.trim(), name: name.trim(), year });
      await tx.flush();
      recordAudit(tx, request.user, 'create', 'subject', created.id);
      return created;
    });
    reply.code(201);
    return subjectDto(subject);
  });

  app.put('/subjects/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['PUT /subjects/:id'] } }, async (request) => {
    const { code, name, year } = request.body;
    const subject = await app.orm.em.transactional(async (tx) => {
      const found = await tx.findOne(Subject, Number(request.params.id));
      if (!found) throw notFound('Subject');
      tx.assign(found, { code: code.trim(), name: name.trim(), year });
      recordAudit(tx, request.user, 'update', 'subject', found.id);
      return found;
    });
    return subjectDto(subject);
  });

  app.delete('/subjects/:id', { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['DELETE /subjects/:id'] } }, async (request) => {
    const id = Number(request.params.id);
    await app.orm.em.transactional(async (tx) => {
      if ((await tx.nativeDelete(Subject, { id })) === 0) throw notFound('Subject');
      recordAudit(tx, request.user, 'delete', 'subject', id);
    });
    return { message: 'Subject deleted' };
  });
};
