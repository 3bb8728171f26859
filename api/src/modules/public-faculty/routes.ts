import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { Faculty } from '../faculty/faculty.entity.ts';

/** For the public site: names, designation and specialization only; no contact or personal data. */
export const publicFacultyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/faculty', { config: { public: true }, schema: { tags: ['public'], ...apiRoutes['GET /public/faculty'] } }, async () => {
    const rows = await app.orm.em.find(
      Faculty,
      {},
      { orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }], fields: ['firstName', 'lastName', 'designation', 'specialization'] },
    );
    return rows.map(({ firstName, lastName, designation, specialization }) => ({ firstName, lastName, designation, specialization }));
  });
};
