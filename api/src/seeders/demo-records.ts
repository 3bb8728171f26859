import type { EntityManager } from '@mikro-orm/core';
import { Assessment } from '../modules/assessments/assessment.entity.ts';
import { Mark } from '../modules/assessments/mark.entity.ts';
import { ExamNotice } from '../modules/exams/exam-notice.entity.ts';
import { ExamSlot } from '../modules/exams/exam-slot.entity.ts';
import type { Faculty } from '../modules/faculty/faculty.entity.ts';
import type { Student } from '../modules/students/student.entity.ts';
import type { Subject } from '../modules/subjects/subject.entity.ts';
import { TeachingAssignment } from '../modules/teaching/teaching-assignment.entity.ts';
import { academicYearFrom } from '../shared/academic-year.ts';
import { YEARS } from '../shared/domain.ts';

/**
 * Demo academic records (the current academic year is 2026-27). The demo faculty member teaches
 * BPT201 and BPT202 (the demo student's SECOND year) and BPT303; the other faculty share the rest.
 * Every earlier year of study of each student has a published Internal 1 (weight 30, out of 50) and
 * University exam (weight 70, out of 100); BPT201 has a draft Internal 1 for 2026-27 with no marks yet.
 */
export const CURRENT_START_YEAR = 2026;
export const DEMO_FACULTY_SUBJECTS = ['BPT201', 'BPT202', 'BPT303'];
export const DEMO_DRAFT = { subjectCode: 'BPT201', name: 'Internal 1', maxMarks: 50, weight: 30, date: '2026-11-10' };

/** The Monday two weeks or more after `today`: the demo timetable is always still to come when it is seeded. */
function examsStart(today: Date): Date {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 14));
  start.setUTCDate(start.getUTCDate() + ((8 - start.getUTCDay()) % 7));
  return start;
}

const DEMO_PAPERS = [
  {
    inDays: 0,
    time: '10:00',
    durationMinutes: 180,
    examCode: 'BPT101',
    venue: 'Examination Hall A',
  },
  {
    inDays: 2,
    time: '10:00',
    durationMinutes: 180,
    examCode: 'BPT102',
    venue: 'Examination Hall A',
  },
  {
    inDays: 1,
    time: '14:00',
    durationMinutes: 180,
    examCode: 'BPT201',
    venue: 'Examination Hall B',
  },
  {
    inDays: 3,
    time: '14:00',
    durationMinutes: 180,
    examCode: 'BPT202',
    venue: 'Examination Hall B',
  },
  {
    inDays: 7,
    time: '10:00',
    durationMinutes: 180,
    examCode: 'BPT301',
    venue: 'Seminar Hall',
  },
  {
    inDays: 9,
    time: '10:00',
    durationMinutes: 120,
    examCode: 'BPT401',
    venue: 'Seminar Hall',
  },
];

/** Six papers over the fortnight after `examsStart`, the first a Monday; `examCode` is their subject's code. */
export function demoTimetable(today = new Date()) {
  const start = examsStart(today);
  return DEMO_PAPERS.map(({ inDays, ...paper }) => {
    const day = new Date(start);
    day.setUTCDate(start.getUTCDate() + inDays);
    return { date: day.toISOString().slice(0, 10), ...paper };
  });
}

export const DEMO_NOTICES = [
  { text: 'Exam schedule updated: Please check the latest timetable above.', publishedOn: '2026-11-20', important: true },
  { text: 'Hall tickets for the coming university examinations can be downloaded from the student portal.', publishedOn: '2026-11-16', important: false },
  { text: 'Internal assessment marks for 2025-26 are published on the student portal.', publishedOn: '2026-06-15', important: false },
];

/** Deterministic marks: out of 100 between 40 and 98, out of 50 in half marks between 20 and 49. */
const examMarks = (student: number, subject: number) => 40 + ((student * 37 + subject * 11) % 59);
const internalMarks = (student: number, subject: number) => (40 + ((student * 23 + subject * 17) % 59)) / 2;
const absentFromInternal = (student: number, subject: number) => student % 7 === 3 && subject % 4 === 0;

export function seedDemoRecords(
  em: EntityManager,
  faculty: Faculty[],
  subjects: Subject[],
  students: { student: Student; index: number; yearIndex: number }[],
): void {
  const [demoFaculty, ...others] = faculty;
  if (!demoFaculty) return;
  let next = 0;
  const teacherOf = new Map(
    subjects.map((subject) => {
      if (DEMO_FACULTY_SUBJECTS.includes(subject.code)) return [subject.code, demoFaculty];
      return [subject.code, others[next++ % others.length] ?? demoFaculty];
    }),
  );
  for (const start of [CURRENT_START_YEAR - 1, CURRENT_START_YEAR]) {
    for (const subject of subjects) {
      const teacher = teacherOf.get(subject.code) ?? demoFaculty;
      em.create(TeachingAssignment, { faculty: teacher, subject, academicYear: academicYearFrom(start) });
    }
  }

  // one Internal 1 and University exam per subject and earlier academic year that has a class
  const exams = new Map<string, [Assessment, Assessment]>();
  const examsOf = (subject: Subject, start: number): [Assessment, Assessment] => {
    const key = `${subject.code}:${start}`;
    let pair = exams.get(key);
    if (!pair) {
      const common = { subject, academicYear: academicYearFrom(start), status: 'published' as const, version: 1 };
      pair = [
        em.create(Assessment, {
          ...common,
          name: 'Internal 1',
          maxMarks: 50,
          weight: 30,
          date: `${start}-09-22`,
          publishedAt: new Date(`${start}-10-01T10:00:00Z`),
        }),
        em.create(Assessment, {
          ...common,
          name: 'University exam',
          maxMarks: 100,
          weight: 70,
          date: `${start + 1}-03-20`,
          publishedAt: new Date(`${start + 1}-05-15T10:00:00Z`),
        }),
      ];
      exams.set(key, pair);
    }
    return pair;
  };
  for (const { student, index, yearIndex } of students) {
    for (let y = 0; y < yearIndex; y++) {
      const start = CURRENT_START_YEAR - (yearIndex - y);
      subjects.forEach((subject, s) => {
        if (subject.year !== YEARS[y]) return;
        const [internal, exam] = examsOf(subject, start);
        const absent = absentFromInternal(index, s);
        em.create(Mark, { assessment: internal, student, marks: absent ? null : internalMarks(index, s), absent });
        em.create(Mark, { assessment: exam, student, marks: examMarks(index, s), absent: false });
      });
    }
  }

  const draftSubject = subjects.find((subject) => subject.code === DEMO_DRAFT.subjectCode);
  if (draftSubject) {
    const { subjectCode: _code, ...draft } = DEMO_DRAFT;
    em.create(Assessment, {
      ...draft,
      subject: draftSubject,
      academicYear: academicYearFrom(CURRENT_START_YEAR),
      status: 'draft',
      publishedAt: null,
      version: 1,
    });
  }
  for (const slot of demoTimetable()) {
    const subject = subjects.find((candidate) => candidate.code === slot.examCode);
    if (subject) em.create(ExamSlot, { ...slot, subject });
  }
  for (const notice of DEMO_NOTICES) em.create(ExamNotice, notice);
}
