import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { ExamSessionBody, ExamSessionReply } from '../../contract.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { FieldError, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { ExamSession } from './exam-session.entity.ts';

type Queryable = Pick<pg.Pool, 'query'>;

const SESSION_SELECT = `select es.id, es.name, es.published,
    coalesce((select json_agg(json_build_object('id', e.id, 'examCode', e.exam_code, 'subject', s.name, 'year', s.year,
      'date', e.date::text, 'time', e.time, 'venue', e.venue) order by e.date, e.time, e.id)
      from exam_slot e join subject s on s.id = e.subject_id where e.session_id = es.id), '[]') as papers
  from exam_session es`;

export async function listExamSessions(sql: Queryable): Promise<ExamSessionReply[]> {
  const { rows } = await sql.query<ExamSessionReply>({ name: 'exam-sessions', text: `${SESSION_SELECT} order by es.id desc` });
  return rows;
}

export async function readExamSession(sql: Queryable, id: number): Promise<ExamSessionReply | undefined> {
  const { rows } = await sql.query<ExamSessionReply>({ name: 'exam-session-one', text: `${SESSION_SELECT} where es.id = $1`, values: [id] });
  return rows[0];
}

/** Every paper named exists and is in no other session; a published session has a paper. */
async function checkPapers(tx: EntityManager, body: ExamSessionBody, sessionId: number | null): Promise<void> {
  if (body.published && body.slotIds.length === 0) throw new FieldError('slotIds', 'slotIds: a published exam session needs at least one paper');
  const rows = await tx.execute<{ id: number; sessionName: string | null; sessionId: number | null }[]>(
    `select e.id, e.session_id as "sessionId", es.name as "sessionName" from exam_slot e left join exam_session es on es.id = e.session_id
     where e.id = any(?::int[]) for update of e`,
    [`{${body.slotIds.join(',')}}`],
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  body.slotIds.forEach((id, index) => {
    const row = found.get(id);
    if (!row) throw new FieldError(`slotIds.${index}`, `slotIds.${index}: paper ${id} is not on the exam timetable`);
    if (row.sessionId !== null && row.sessionId !== sessionId)
      throw new FieldError(`slotIds.${index}`, `slotIds.${index}: paper ${id} is already in the exam session "${row.sessionName}"`);
  });
}

/** Creates (id null) or replaces a session and the set of its papers, audited, in one transaction. */
export async function saveExamSession(em: EntityManager, id: number | null, body: ExamSessionBody, actor: SessionUser): Promise<number> {
  return em.fork().transactional(async (tx) => {
    const existing = id === null ? null : await tx.findOne(ExamSession, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (id !== null && !existing) throw notFound('Exam session');
    await checkPapers(tx, body, id);
    const name = body.name.trim();
    const before = existing && {
      name: existing.name,
      published: existing.published,
      slotIds: (await tx.execute<{ id: number }[]>('select id from exam_slot where session_id = ? order by id', [existing.id])).map((row) => row.id),
    };
    const session = existing ?? tx.create(ExamSession, { name, published: body.published, createdAt: new Date() });
    session.name = name;
    session.published = body.published;
    await tx.flush();
    await tx.execute('update exam_slot set session_id = null where session_id = ? and not (id = any(?::int[]))', [session.id, `{${body.slotIds.join(',')}}`]);
    await tx.execute('update exam_slot set session_id = ? where id = any(?::int[])', [session.id, `{${body.slotIds.join(',')}}`]);
    const after = { name, published: body.published, slotIds: [...body.slotIds].sort((a, b) => a - b) };
    if (before) recordAudit(tx, actor, 'update', 'exam_session', session.id, { before, after });
    else recordAudit(tx, actor, 'create', 'exam_session', session.id, { after });
    await tx.flush();
    return session.id;
  });
}

/** Deletes a session; its papers stay on the exam timetable, in no session. */
export async function deleteExamSession(em: EntityManager, id: number, actor: SessionUser): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const session = await tx.findOne(ExamSession, id);
    if (!session) throw notFound('Exam session');
    recordAudit(tx, actor, 'delete', 'exam_session', id, { before: { name: session.name, published: session.published } });
    tx.remove(session);
    await tx.flush();
  });
}
