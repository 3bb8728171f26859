import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Faculty } from '../faculty/faculty.entity.ts';

const publicFaculty = Type.Object({ firstName: Type.String(), lastName: Type.String(), designation: Type.String(), specialization: Type.String() });

/** For the public site: names, designation and specialization only; no contact or personal data. */
export const publicFacultyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/faculty',
    { config: { public: true }, schema: { tags: ['public'], response: { 200: Type.Array(publicFaculty) } } },
    async () => {
      const rows = await app.orm.em.find(Faculty, {}, { orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }], fields: ['firstName', 'lastName', 'designation', 'specialization'] });
      return rows.map(({ firstName, lastName, designation, specialization }) => ({ firstName, lastName, designation, specialization }));
    },
  );
};
