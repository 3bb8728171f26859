import type { LightMyRequestResponse } from 'fastify';
import { SHELL } from '@college/topology';
import { type App, type BuildAppOptions, buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config/env.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createTestDatabase, sql } from './database.ts';

export const ORIGIN = `http://localhost:${SHELL.defaultPort}`;

export const CREDENTIALS = {
  admin: { type: 'admin', body: { username: 'admin', password: 'Admin@12345' } },
  student: { type: 'student', body: { email: 'student@demo.college', password: 'Student@12345' } },
  otherStudent: { type: 'student', body: { email: 'student02@demo.college', password: 'Other@12345' } },
  faculty: { type: 'faculty', body: { email: 'faculty@demo.college', password: 'Faculty@12345' } },
  otherFaculty: { type: 'faculty', body: { email: 'faculty02@demo.college', password: 'Other@12345' } },
} as const;
export type Role = keyof typeof CREDENTIALS;

export type TestContext = { app: App; databaseUrl: string };

/** A migrated, seeded database and an app on it; the "other" student and faculty get known passwords. */
export async function createTestApp(config: Partial<AppConfig> = {}, logStream?: BuildAppOptions['logStream']): Promise<TestContext> {
  const databaseUrl = await createTestDatabase();
  const hash = await hashPassword('Other@12345');
  await sql(
    databaseUrl,
    `update account set password_hash = $1, must_change_password = false where login in ('student02@demo.college', 'faculty02@demo.college')`,
    [hash],
  );
  const app = await buildApp({ databaseUrl, logStream, config: { logLevel: 'silent', requestsPerMinute: 0, ...config } });
  return { app, databaseUrl };
}

export const cookieFrom = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first ? first.split(';')[0] : undefined;
};

export async function login(app: App, role: Role): Promise<string> {
  const { type, body } = CREDENTIALS[role];
  const response = await app.inject({ method: 'POST', url: `/api/auth/${type}/login`, payload: body });
  if (response.statusCode !== 200) throw new Error(`login as ${role} failed: ${response.body}`);
  return cookieFrom(response) as string;
}

/** The demo records' ids, looked up once per file. */
export async function demoIds(databaseUrl: string) {
  const rows = await sql<{ login: string; student_id: number | null; faculty_id: number | null }>(
    databaseUrl,
    'select login, student_id, faculty_id from account',
  );
  const find = (login: string) => rows.find((row) => row.login === login);
  return {
    student: find('student@demo.college')?.student_id as number,
    otherStudent: find('student02@demo.college')?.student_id as number,
    faculty: find('faculty@demo.college')?.faculty_id as number,
    otherFaculty: find('faculty02@demo.college')?.faculty_id as number,
  };
}

/** The admin's fallback for an account made without a password: a one-time password, shown to the admin once. */
export async function oneTimePassword(app: App, adminCookie: string, type: 'student' | 'faculty', id: number): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/api/users/${type}/${id}/reset-password`, headers: { cookie: adminCookie, origin: ORIGIN } });
  if (response.statusCode !== 200) throw new Error(`one-time password for ${type} ${id} failed: ${response.body}`);
  return (response.json() as { temporaryPassword: string }).temporaryPassword;
}
