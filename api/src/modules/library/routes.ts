import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes, type StudentBookRequest } from '../../contract.ts';
import { requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import { notFound } from '../../shared/http-errors.ts';

/** The newest requests are enough for a student's page; an older one is still answered by the status check. */
const MOST_RECENT = 100;

type Row = Omit<StudentBookRequest, 'receivedAt' | 'reference'> & { reference: string | null; receivedAt: Date };

export const libraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the public form asks for an e-mail, not a sign-in: a request is the student's when it came from their address
  app.get(
    '/students/:id/book-requests',
    { onRequest: [requireOwnStudentOrAdmin], schema: { tags: ['students'], ...apiRoutes['GET /students/:id/book-requests'] } },
    async (request) => {
      const { rows } = await app.sql.query<Row>(
        `select r.reference, r.status, r.fields->>'bookTitle' as "bookTitle", r.fields->>'author' as author, r.received_at as "receivedAt"
           from student s
           left join contact_info c on c.student_id = s.id
           left join submission r on r.kind = 'book-request' and lower(r.email) = lower(c.email)
          where s.id = $1
          order by r.received_at desc nulls last, r.id desc
          limit $2`,
        [Number(request.params.id), MOST_RECENT],
      );
      if (rows.length === 0) throw notFound('Student');
      return rows.flatMap(({ reference, status, bookTitle, author, receivedAt }) =>
        reference === null ? [] : [{ reference, status, bookTitle, author, receivedAt: receivedAt.toISOString() }],
      );
    },
  );
};
