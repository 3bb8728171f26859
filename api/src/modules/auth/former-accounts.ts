import type pg from 'pg';
import { HttpError } from '../../shared/http-errors.ts';
import { readSettings } from '../settings/settings-reads.ts';
import type { Account } from './account.entity.ts';

export const ARCHIVED_ACCOUNT = 'This account is archived. Ask the college office if you need it again.';

/**
 * Said only to someone who knows the password: an archived faculty member cannot sign in, and a former
 * (graduated or archived) student only for the years the college sets, counted from when they left
 * (unknown: still open). Needs the account's student and faculty loaded.
 */
export async function refuseFormerAccount(sql: Pick<pg.Pool, 'query'>, account: Account, now = new Date()): Promise<void> {
  if (account.type === 'faculty' && account.faculty?.status === 'archived') throw new HttpError(401, ARCHIVED_ACCOUNT);
  const student = account.type === 'student' ? account.student : null;
  if (!student || student.status === 'active' || !student.statusChangedAt) return;
  const { formerStudentAccessYears } = await readSettings(sql);
  const until = new Date(student.statusChangedAt);
  until.setUTCFullYear(until.getUTCFullYear() + formerStudentAccessYears);
  if (until <= now) {
    throw new HttpError(
      401,
      `Your access as a former student ended on ${until.toISOString().slice(0, 10)}. Ask the college office for copies of your documents.`,
    );
  }
}
