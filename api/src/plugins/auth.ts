import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '../shared/domain.ts';
import { forbidden, unauthorized } from '../shared/http-errors.ts';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './pg-session-store.ts';
import type { SessionUser } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Open to everyone, and still open while a signed-in user must change their password. */
    public?: boolean;
  }
}

const TOUCH_INTERVAL_MS = 60 * 1000;
export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before continuing (PUT /api/auth/password)';

function refuse(request: FastifyRequest, status: 401 | 403, reason: string): never {
  request.log.warn({ event: 'access_refused', status, reason, userType: request.user?.type, userId: request.user?.id }, 'access refused');
  throw status === 401 ? unauthorized() : forbidden(reason);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const FORMER_STUDENT_ONLY = 'As a former student you can download your marksheets and transcript only';
// what a graduated or archived student may still read (their own, as each route's guard checks): the
// published results their marksheets state, and the two documents
const FORMER_STUDENT_ROUTES = new Set(['GET /api/students/:id/results', 'GET /api/students/:id/marksheets/:academicYear', 'GET /api/students/:id/transcript']);

/**
 * Resolves `request.user` from the session, enforcing idle and absolute timeouts. A read may be served
 * from the session cache; a state-changing call first checks in PostgreSQL that the session still
 * exists, so a session ended on another API process can never write.
 */
async function resolveUser(request: FastifyRequest): Promise<void> {
  const session = request.session;
  const user = session?.user;
  request.user = null;
  if (!user) return;
  const now = Date.now();
  const lastSeenAt = session.lastSeenAt ?? 0;
  if (now - lastSeenAt > IDLE_TIMEOUT_MS || now - (session.createdAt ?? 0) > ABSOLUTE_TIMEOUT_MS) {
    await session.destroy();
    return;
  }
  const sessions = request.server.sessions;
  if (!SAFE_METHODS.has(request.method) && !(await sessions.isCurrent(session.sessionId))) return;
  if (now - lastSeenAt > TOUCH_INTERVAL_MS) await sessions.touch(session.sessionId, session, now);
  request.user = user;
  const url = request.url;
  const exempt = url.startsWith('/api/auth/') || request.routeOptions.config.public === true;
  if (user.mustChangePassword && !exempt) refuse(request, 403, PASSWORD_CHANGE_REQUIRED);
  if (user.formerStudent && !exempt && !FORMER_STUDENT_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`))
    refuse(request, 403, FORMER_STUDENT_ONLY);
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', resolveUser);
  },
  { name: 'auth', dependencies: ['session'] },
);

export function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) refuse(request, 401, 'not signed in');
  return Promise.resolve();
}

export function requireRole(...types: UserType[]) {
  return async function requireRoleHook(request: FastifyRequest): Promise<void> {
    const user = request.user;
    if (!user) refuse(request, 401, 'not signed in');
    if (!types.includes(user.type)) refuse(request, 403, 'You are not allowed to do this');
  };
}

function requireOwnOrAdmin(type: UserType) {
  return async function requireOwnOrAdminHook(request: FastifyRequest): Promise<void> {
    const user = request.user;
    if (!user) refuse(request, 401, 'not signed in');
    if (user.type === 'admin') return;
    const { id } = request.params as { id?: string };
    if (user.type !== type || String(user.id) !== id) refuse(request, 403, 'You may only access your own record');
  };
}

export const requireOwnStudentOrAdmin = requireOwnOrAdmin('student');
export const requireOwnFacultyOrAdmin = requireOwnOrAdmin('faculty');
export const requireAdmin = requireRole('admin');
