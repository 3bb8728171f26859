import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import type { UserType } from '../../shared/domain.ts';
import { badRequest, HttpError } from '../../shared/http-errors.ts';
import { apiRoutes } from '../../contract.ts';
import { Account } from './account.entity.ts';
import { clearLoginFailures, isLoginThrottled, loginKeys, recordLoginFailure } from './login-throttle.ts';
import { newPasswordProblem } from './password-policy.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { refuseFormerAccount } from './former-accounts.ts';
import { displayNameOf, signIn, userIdOf } from './sign-in.ts';

// Generic on purpose: never says whether the account exists. Same texts as the portals' fallbacks.
const FAILURE_MESSAGES: Record<UserType, string> = {
  admin: 'Invalid admin credentials',
  student: 'Invalid email or password',
  faculty: 'Invalid credentials',
};

// Said only to someone who knows the password: it reveals nothing about accounts to a guesser.
const ONE_TIME_PASSWORD_EXPIRED = 'Your one-time password has expired. Ask the college office for a new one.';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const oneTimePasswordExpired = (setAt: Date) => Date.now() - setAt.getTime() > app.config.oneTimePasswordTtlHours * 3_600_000;

  /** A failure that cannot be counted is logged; the throttle check treats a failing store as throttled. */
  async function countFailure(request: FastifyRequest, keys: string[]) {
    await recordLoginFailure(app.sql, keys).catch((error: unknown) =>
      request.log.error({ err: error, event: 'login_failure_not_counted' }, 'login failure not counted'),
    );
  }

  async function login(request: FastifyRequest, type: UserType, loginName: string, password: string) {
    const login = loginName.trim().toLowerCase();
    const keys = loginKeys(request.ip, type, login);
    if (app.config.loginRateLimit && (await isLoginThrottled(app.sql, keys))) {
      request.log.warn({ event: 'login_throttled', userType: type, ip: request.ip }, 'login throttled');
      throw new HttpError(429, 'Too many failed sign-in attempts. Try again in 15 minutes.');
    }
    const account = await app.orm.em.findOne(Account, { type, login }, { populate: ['student', 'faculty'] });
    const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
    if (!account || !valid) {
      await countFailure(request, keys);
      request.log.warn({ event: 'login_failed', userType: type, ip: request.ip }, 'login failed');
      throw new HttpError(401, FAILURE_MESSAGES[type]);
    }
    await clearLoginFailures(app.sql, keys[1] as string);
    if (account.mustChangePassword && oneTimePasswordExpired(account.passwordSetAt)) {
      request.log.warn({ event: 'one_time_password_expired', userType: type, userId: userIdOf(account) }, 'one-time password expired');
      throw new HttpError(401, ONE_TIME_PASSWORD_EXPIRED);
    }
    await refuseFormerAccount(app.sql, account);
    await signIn(request, account);
    const former = account.type === 'student' && account.student?.status !== 'active';
    const user = { id: userIdOf(account), type, name: displayNameOf(account), ...(former && { formerStudent: true }) };
    request.log.info({ event: 'login', userType: type, userId: user.id }, 'login');
    return { user, message: 'Login successful', mustChangePassword: account.mustChangePassword };
  }

  const tags = ['auth'];
  // a sign-in posted by the browser itself (no JavaScript) goes on to the portal, or gets a page saying why not
  const dashboardOf = (answer: unknown) => {
    const user = (answer as { user?: { id?: unknown; type?: unknown } }).user;
    if (user?.type === 'admin') return '/admin-dashboard';
    return `/${String(user?.type)}-dashboard/${encodeURIComponent(String(user?.id))}`;
  };
  const signInPage = (back: string) => ({ formPage: { form: 'Sign-in', back, next: dashboardOf } });

  app.post('/auth/admin/login', { config: signInPage('/faculty-login'), schema: { tags, ...apiRoutes['POST /auth/admin/login'] } }, (request) =>
    login(request, 'admin', request.body.username, request.body.password),
  );
  app.post('/auth/student/login', { config: signInPage('/student-login'), schema: { tags, ...apiRoutes['POST /auth/student/login'] } }, (request) =>
    login(request, 'student', request.body.email, request.body.password),
  );
  app.post('/auth/faculty/login', { config: signInPage('/faculty-login'), schema: { tags, ...apiRoutes['POST /auth/faculty/login'] } }, (request) =>
    login(request, 'faculty', request.body.email, request.body.password),
  );

  app.get('/auth/status', { schema: { tags, ...apiRoutes['GET /auth/status'] } }, async (request) => {
    const user = request.user;
    if (!user) return { isAuthenticated: false, user: null, mustChangePassword: false };
    return {
      isAuthenticated: true,
      user: { id: user.id, type: user.type, ...(user.name && { name: user.name }), ...(user.formerStudent && { formerStudent: true }) },
      mustChangePassword: user.mustChangePassword,
    };
  });

  app.post('/auth/logout', { schema: { tags, ...apiRoutes['POST /auth/logout'] } }, async (request, reply) => {
    const user = request.user;
    if (request.session?.sessionId) await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    if (user) request.log.info({ event: 'logout', userType: user.type, userId: user.id }, 'logout');
    return { message: 'Logged out' };
  });

  app.put('/auth/password', { onRequest: [requireUser], schema: { tags, ...apiRoutes['PUT /auth/password'] } }, async (request) => {
    const user = request.user!;
    const { currentPassword, newPassword } = request.body;
    const account = await app.orm.em.findOneOrFail(Account, user.accountId);
    // the current password is a sign-in secret: wrong guesses here count as failed logins of the account
    const keys = loginKeys(request.ip, account.type, account.login);
    if (app.config.loginRateLimit && (await isLoginThrottled(app.sql, keys)))
      throw new HttpError(429, 'Too many failed sign-in attempts. Try again in 15 minutes.');
    if (!(await verifyPassword(account.passwordHash, currentPassword))) {
      await countFailure(request, keys);
      throw badRequest('currentPassword is incorrect');
    }
    if (currentPassword === newPassword) throw badRequest('newPassword must differ from the current password');
    const problem = newPasswordProblem(newPassword, account.login);
    if (problem) throw badRequest(problem);
    account.passwordHash = await hashPassword(newPassword);
    account.mustChangePassword = false;
    account.passwordSetAt = new Date();
    await app.orm.em.flush();
    // every session of this account ends; this browser goes on under a new session id
    await app.sql.query('delete from session where account_id = $1', [account.id]);
    await request.session.regenerate(['user', 'createdAt']);
    request.session.user = { ...user, mustChangePassword: false };
    request.session.lastSeenAt = Date.now();
    request.log.info({ event: 'password_changed', userType: user.type, userId: user.id }, 'password changed');
    return { message: 'Password changed' };
  });
};
