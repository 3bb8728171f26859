import { fileURLToPath } from 'node:url';
import { SHELL } from '@college/topology';
import { type StorageSettings, storageSettingsFrom } from '../storage/open-storage.ts';

export type AppConfig = {
  isProduction: boolean;
  /** Asked for explicitly (DEMO_MODE=1: npm start, the tests): demo accounts and the published development secret. */
  demoMode: boolean;
  /** The OpenAPI pages at /api/docs: on outside production, in production only with API_DOCS=on. */
  apiDocs: boolean;
  sessionSecret: string;
  allowedOrigins: string[];
  /** Per-account/IP login failure limit (CONTRACT §5); off only for benchmarks. */
  loginRateLimit: boolean;
  /** General per-IP request limit per minute; 0 turns it off. */
  requestsPerMinute: number;
  collegeEmailDomain: string;
  trustProxy: boolean | string;
  logLevel: string;
  /** `pretty` (LOG_FORMAT=pretty, what `npm start` asks for): one readable line per entry; JSON otherwise, always in production. */
  logFormat: 'json' | 'pretty';
  /** How long a one-time (initial or reset) password can be used. */
  oneTimePasswordTtlHours: number;
  /** How often expired sessions are deleted. */
  sessionSweepMs: number;
  /** Where profile pictures (ProfilePic file names) are read from; event photos are in its `events` folder. */
  uploadsDir: string;
  /** Where the PDFs sent with submissions are kept (never served statically); with S3, uploads in progress only. */
  submissionsDir: string;
  /** Where uploaded files are stored: these local folders, or an S3-compatible object store (FILE_STORAGE=s3). */
  fileStorage: StorageSettings;
  /** Submissions accepted per address per window (CONTRACT applications: 5 per 10 minutes). */
  submissionLimit: number;
  submissionWindowMinutes: number;
  /** Closed submissions and their files are deleted this many days after they were closed. */
  submissionRetentionDays: number;
  /** `smtp://` or `smtps://` URL of the mail server; unset (or MAIL_DISABLED=1), mails stay unsent in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the college is told about each new submission. */
  collegeInbox: string;
};

const DEV_SESSION_SECRET = 'development-only-session-secret-not-for-production';

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The proxies whose forwarding headers name the client: addresses or subnets, comma-separated. Unset, none:
 * the client is the socket's peer, so no header a client writes can choose the address that limits count.
 */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') throw new Error('TRUST_PROXY must name the proxies to trust (addresses or subnets), not true');
  return value;
}

export const logFormatFrom = (env: NodeJS.ProcessEnv): AppConfig['logFormat'] =>
  env.LOG_FORMAT === 'pretty' && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
/** UPLOADS_DIR, else `.data/uploads` of the checkout (also read by the migrations and the demo seed). */
export const uploadsDirFrom = (env: NodeJS.ProcessEnv = process.env) => env.UPLOADS_DIR ?? fileURLToPath(new URL('../../../.data/uploads', import.meta.url));

export const submissionsDirFrom = (env: NodeJS.ProcessEnv = process.env) =>
  env.SUBMISSIONS_DIR ?? fileURLToPath(new URL('../../../.data/submissions', import.meta.url));

const isUrlOf = (value: string, protocols: string[]) => URL.canParse(value) && protocols.includes(new URL(value).protocol);

/**
 * What production cannot start without, each named: its database, its own secret, and a mail server or the
 * word that mail stays unsent. Nothing is guessed, so a forgotten setting never quietly runs a development default.
 */
function productionProblems(env: NodeJS.ProcessEnv, demoMode: boolean): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push('DATABASE_URL is unset (production never starts the embedded PostgreSQL)');
  else if (!isUrlOf(env.DATABASE_URL, ['postgres:', 'postgresql:'])) problems.push('DATABASE_URL is not a postgres:// URL');
  if (!env.SESSION_SECRET) problems.push('SESSION_SECRET is unset (at least 32 characters of your own)');
  else if (env.SESSION_SECRET.length < 32) problems.push('SESSION_SECRET is shorter than 32 characters');
  if (env.MAIL_DISABLED !== undefined && env.MAIL_DISABLED !== '1') problems.push('MAIL_DISABLED must be 1 or unset');
  if (env.SMTP_URL && env.MAIL_DISABLED === '1') problems.push('SMTP_URL and MAIL_DISABLED=1 are both set: choose one');
  else if (env.SMTP_URL && !isUrlOf(env.SMTP_URL, ['smtp:', 'smtps:'])) problems.push('SMTP_URL is not an smtp:// or smtps:// URL');
  else if (!env.SMTP_URL && env.MAIL_DISABLED !== '1') problems.push('SMTP_URL is unset (or set MAIL_DISABLED=1 to keep mail unsent in the outbox)');
  if (demoMode) problems.push('DEMO_MODE is set: it is for trying the product and cannot be combined with NODE_ENV=production');
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const isProduction = env.NODE_ENV === 'production';
  const demoMode = ['1', 'true', 'on'].includes(env.DEMO_MODE ?? '');
  const problems = isProduction ? productionProblems(env, demoMode) : [];
  if (problems.length > 0) throw new Error(`NODE_ENV=production refuses to start until these settings are fixed: ${problems.join('; ')}`);
  const sessionSecret = env.SESSION_SECRET ?? (demoMode ? DEV_SESSION_SECRET : '');
  if (sessionSecret.length < 32) {
    throw new Error('SESSION_SECRET must be set to at least 32 characters (only DEMO_MODE=1 runs with the published development secret)');
  }
  return {
    isProduction,
    demoMode,
    apiDocs: !isProduction || env.API_DOCS === 'on',
    sessionSecret,
    allowedOrigins: list(env.ALLOWED_ORIGINS, [`http://localhost:${SHELL.defaultPort}`, `http://127.0.0.1:${SHELL.defaultPort}`]),
    loginRateLimit: env.LOGIN_RATE_LIMIT !== 'off',
    requestsPerMinute: env.RATE_LIMIT === 'off' ? 0 : Number(env.RATE_LIMIT_PER_MINUTE ?? 1200),
    collegeEmailDomain: env.COLLEGE_EMAIL_DOMAIN ?? 'college.example.edu',
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: logFormatFrom(env),
    oneTimePasswordTtlHours: Number(env.ONE_TIME_PASSWORD_TTL_HOURS ?? 72),
    sessionSweepMs: Number(env.SESSION_SWEEP_MINUTES ?? 10) * 60_000,
    submissionsDir: submissionsDirFrom(env),
    fileStorage: storageSettingsFrom(env),
    submissionLimit: Number(env.SUBMISSION_LIMIT ?? 5),
    submissionWindowMinutes: Number(env.SUBMISSION_WINDOW_MINUTES ?? 10),
    submissionRetentionDays: Number(env.SUBMISSION_RETENTION_DAYS ?? 365),
    smtpUrl: env.MAIL_DISABLED === '1' ? undefined : env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'College admissions <admissions@college.example>',
    collegeInbox: env.COLLEGE_INBOX ?? 'admissions@college.example',
    uploadsDir: uploadsDirFrom(env),
  };
}
