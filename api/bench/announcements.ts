import pg from 'pg';

/** About two years of a busy college: announcements to everyone, each with its recipients, a third of them read. */
export const BENCH_ANNOUNCEMENTS = 2_000;

export async function addAnnouncements(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    with a as (
      insert into announcement (title, body, kind, audience, author_name, recipients, created_at)
      select 'Bench notice ' || i, repeat('Classes and exams as usual. ', 20), 'posted', 'everyone', 'College office', 0,
        now() - make_interval(hours => i * 8)
      from generate_series(1, ${BENCH_ANNOUNCEMENTS}) as i returning id)
    insert into announcement_recipient (announcement_id, account_id, read_at)
    select a.id, acc.id, case when (a.id + acc.id) % 3 = 0 then now() end
    from a cross join account acc where acc.type in ('student', 'faculty')`);
  await client.query('analyze');
  await client.end();
}
