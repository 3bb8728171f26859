import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormConfig } from '../src/db/orm-config.ts';
import { sql } from './helpers/database.ts';

const BEFORE = 'Migration20261124100300EventPhotos';
const LINKED = 'Migration2026120700040001ExamSlotSubjects';

let url: string;
let orm: MikroORM;
beforeAll(async () => {
  const server = inject('pgServerUrl');
  const name = `exams_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${server}postgres` });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  url = `${server}${name}`;
  orm = await MikroORM.init(ormConfig(url, 2));
  await orm.migrator.up({ to: BEFORE });
});
afterAll(() => orm.close());

const insertSlot = (subject: string, examCode: string, semester: string) =>
  sql(
    url,
    `insert into exam_slot (date, time, duration_minutes, subject, exam_code, semester, venue, instructor)
     values ('2026-12-14', '10:00', 180, $1, $2, $3, 'Hall A', 'Someone') returning id`,
    [subject, examCode, semester],
  );

describe(`${LINKED} on a timetable of free-text papers`, () => {
  it('links each paper to the subject of its code, else of its name, else to a subject made from its own text', async () => {
    await sql(url, `insert into subject (code, name, year) values ('BPT101', 'Human Anatomy', 'FIRST'), ('BPT202', 'Pharmacology', 'SECOND')`);
    await insertSlot('Anatomy (old name)', 'bpt101', 'Semester 1');
    await insertSlot('pharmacology', 'UNIV-22', 'Second year');
    await insertSlot('Sports Physiotherapy', 'BPT305', 'Semester 6');
    await insertSlot('Sports Physiotherapy', 'BPT305', 'Semester 6');

    await orm.migrator.up({ to: LINKED });

    expect(await sql(url, 'select s.code, s.name, s.year, e.exam_code from exam_slot e join subject s on s.id = e.subject_id order by e.id')).toEqual([
      { code: 'BPT101', name: 'Human Anatomy', year: 'FIRST', exam_code: 'bpt101' },
      { code: 'BPT202', name: 'Pharmacology', year: 'SECOND', exam_code: 'UNIV-22' },
      { code: 'BPT305', name: 'Sports Physiotherapy', year: 'THIRD', exam_code: 'BPT305' },
      { code: 'BPT305', name: 'Sports Physiotherapy', year: 'THIRD', exam_code: 'BPT305' },
    ]);
    expect(await sql(url, `select count(*)::int as n from subject`)).toEqual([{ n: 3 }]);
  });

  it('going down, writes the subject back into each paper as text', async () => {
    await orm.migrator.down({ to: BEFORE });
    expect(await sql(url, 'select subject, semester, instructor from exam_slot order by id limit 2')).toEqual([
      { subject: 'Human Anatomy', semester: 'First year', instructor: '' },
      { subject: 'Pharmacology', semester: 'Second year', instructor: '' },
    ]);
  });
});
