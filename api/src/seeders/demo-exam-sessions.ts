import type { SqlEntityManager } from '@mikro-orm/postgresql';

/**
 * One published exam session holding every paper of the demo exam timetable, named for the month its
 * first paper falls in ("University exams, December 2026"), so the demo student's hall ticket lists them.
 */
export async function seedDemoExamSessions(em: SqlEntityManager): Promise<void> {
  await em.execute(`with session as (
      insert into exam_session (name, published, created_at)
      select 'University exams, ' || to_char(min(date), 'FMMonth YYYY'), true, now() from exam_slot having count(*) > 0 returning id)
    update exam_slot set session_id = (select id from session) where exists (select 1 from session)`);
}
