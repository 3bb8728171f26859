import type { EntityManager } from '@mikro-orm/core';

/** Every academic year the demo records name (the current one, 2026-27, among them), 1 June to 31 May. */
export async function seedDemoAcademicYears(em: EntityManager): Promise<void> {
  await em.getConnection().execute(
    `insert into academic_year (name, starts_on, ends_on)
     select name, make_date(left(name, 4)::int, 6, 1), make_date(left(name, 4)::int + 1, 5, 31) from (
       select academic_year as name from assessment union select academic_year from teaching_assignment union select academic_year from charge
       union select academic_year from payment union select academic_year from attendance_session) named
     on conflict (name) do nothing`,
  );
}
