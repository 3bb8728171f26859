import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FilterQuery } from '@mikro-orm/core';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { by, likePattern, listResponse, parseListQuery } from '../../shared/list-query.ts';
import { ownerDto } from '../people/owner.dto.ts';
import { contactInfoDto } from './contact-info.dto.ts';
import { ContactInfo } from './contact-info.entity.ts';

const SORT_COLUMNS = { id: by(), email: by('email'), phone: by('phone') };

/** Read-only admin list; each row carries the student or faculty member it belongs to. */
export const contactInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/contact-info', { onRequest: [requireAdmin], schema: { tags: ['contact-info'], ...apiRoutes['GET /contact-info'] } }, async (request) => {
    const paging = parseListQuery(request.query, SORT_COLUMNS, 'id');
    const where: FilterQuery<ContactInfo> = {};
    if (request.query.type === 'student') where.student = { $ne: null };
    if (request.query.type === 'faculty') where.faculty = { $ne: null };
    const q = request.query.q?.trim();
    if (q) where.email = { $ilike: likePattern(q) };
    const options = { populate: ['student', 'faculty'] as never[], orderBy: paging.orderBy as never, limit: paging.limit, offset: paging.offset };
    const em = app.orm.em;
    const [rows, total] = paging.paged ? await em.findAndCount(ContactInfo, where, options) : [await em.find(ContactInfo, where, options), 0];
    return listResponse(
      rows.map((info) => ({ ...contactInfoDto(info), ...ownerDto(info) })),
      total,
      paging,
    );
  });
};
