import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FilterQuery } from '@mikro-orm/core';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { by, likePattern, listResponse, parseListQuery } from '../../shared/list-query.ts';
import { ownerDto } from '../people/owner.dto.ts';
import { personalInfoDto } from './personal-info.dto.ts';
import { PersonalInfo } from './personal-info.entity.ts';

const SORT_COLUMNS = { id: by(), dob: by('dob'), gender: by('gender'), nationality: by('nationality') };

/** Read-only admin list; each row carries the student or faculty member it belongs to. */
export const personalInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/personal-info', { onRequest: [requireAdmin], schema: { tags: ['personal-info'], ...apiRoutes['GET /personal-info'] } }, async (request) => {
    const paging = parseListQuery(request.query, SORT_COLUMNS, 'id');
    const where: FilterQuery<PersonalInfo> = {};
    if (request.query.type === 'student') where.student = { $ne: null };
    if (request.query.type === 'faculty') where.faculty = { $ne: null };
    const q = request.query.q?.trim();
    if (q) {
      const like = { $ilike: likePattern(q) };
      where.$or = [
        { nationality: like },
        { religion: like },
        { address: like },
        { gender: like },
        { student: { firstName: like } },
        { student: { lastName: like } },
        { faculty: { firstName: like } },
        { faculty: { lastName: like } },
      ];
    }
    const options = { populate: ['student', 'faculty'] as never[], orderBy: paging.orderBy as never, limit: paging.limit, offset: paging.offset };
    const em = app.orm.em;
    const [rows, total] = paging.paged ? await em.findAndCount(PersonalInfo, where, options) : [await em.find(PersonalInfo, where, options), 0];
    return listResponse(
      rows.map((info) => ({ ...personalInfoDto(info), ...ownerDto(info) })),
      total,
      paging,
    );
  });
};
