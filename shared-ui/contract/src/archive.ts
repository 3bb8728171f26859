// Archived students and faculty members: "delete" of a record with a history archives it; the admin restores it.
import { idParams, okMessage, replies, type RouteSchema } from './common.ts';

const WRITE = [400, 401, 403, 413, 415] as const;

export const archiveRoutes = {
  'POST /students/:id/restore': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },
  'POST /faculty/:id/restore': { params: idParams, response: replies({ 200: okMessage }, ...WRITE, 404, 414) },
} satisfies Record<string, RouteSchema>;
