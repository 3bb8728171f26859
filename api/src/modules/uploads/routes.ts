import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '../../contract.ts';
import { requireUser } from '../../plugins/auth.ts';
import { forbidden, notFound } from '../../shared/http-errors.ts';
import { Student } from '../students/student.entity.ts';

const CONTENT_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif' };
/** The demo student's picture ships with the demo seed; it is never served in production. */
const DEMO_UPLOADS = fileURLToPath(new URL('../../seeders/demo-uploads', import.meta.url));

/** The demo picture, when it is one (it is not in the storage: the demo seed ships it beside the code). */
async function readDemo(file: string): Promise<Buffer | null> {
  const location = path.join(DEMO_UPLOADS, file);
  return (await stat(location).catch(() => undefined))?.isFile() ? readFile(location) : null;
}

/** Profile pictures (SPEC section 7: uploads path + ProfilePic), for an admin or the student they belong to. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pictures = app.files['profile-pictures'];
  app.get('/uploads/:file', { onRequest: [requireUser], schema: { tags: ['uploads'], ...apiRoutes['GET /uploads/:file'] } }, async (request, reply) => {
    const { file } = request.params;
    const user = request.user;
    if (user?.type !== 'admin') {
      const own = user?.type === 'student' ? await app.orm.em.count(Student, { id: user.id, profilePic: file }) : 0;
      if (!own) throw forbidden('You may only see your own picture');
    }
    const stored = await pictures.get(file);
    const content = stored ? stored.body : app.config.isProduction ? null : await readDemo(file);
    if (!content) throw notFound('File');
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    if (stored) reply.header('Content-Length', String(stored.size));
    return reply.type(type).header('Cache-Control', 'no-store').send(content);
  });
};
