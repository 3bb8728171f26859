import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FilterQuery } from '@mikro-orm/core';
import { apiRoutes } from '../../contract.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { by, likePattern, listResponse, parseListQuery } from '../../shared/list-query.ts';
import { AuditLog } from './audit-log.entity.ts';

const SORT_COLUMNS = { at: by('at'), entity: by('entity', 'at'), action: by('action', 'at') };
/** Without page/pageSize the newest rows up to this many come back. */
const UNPAGED_LIMIT = 10_000;

export const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/audit-log', { onRequest: [requireAdmin], schema: { tags: ['audit-log'], ...apiRoutes['GET /audit-log'] } }, async (request) => {
    const paging = parseListQuery(request.query, SORT_COLUMNS, '-at');
    const where: FilterQuery<AuditLog> = request.query.entity ? { entity: request.query.entity } : {};
    const q = request.query.q?.trim();
    if (q) {
      const like = { $ilike: likePattern(q) };
      where.$or = [{ entity: like }, { action: like }, { actorType: like }, ...(/^\d{1,9}$/.test(q) ? [{ entityId: Number(q) }] : [])];
    }
    const options = { orderBy: paging.orderBy as never, limit: paging.limit ?? UNPAGED_LIMIT, offset: paging.offset };
    const em = app.orm.em;
    const [rows, total] = paging.paged ? await em.findAndCount(AuditLog, where, options) : [await em.find(AuditLog, where, options), 0];
    const items = rows.map((row) => ({
      id: row.id,
      actorAccountId: row.actorAccountId ?? null,
      actorType: row.actorType,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId ?? null,
      at: row.at.toISOString(),
      changes: row.changes ?? null,
    }));
    return listResponse(items, total, paging);
  });
};
