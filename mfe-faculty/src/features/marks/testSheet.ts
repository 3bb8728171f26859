import type { MarksSheet } from '@college/shared-ui/portal';

/** A small class for the grid's tests. */
export function testSheet(overrides: Partial<MarksSheet['assessment']> = {}): MarksSheet {
  const student = (id: number, firstName: string) => ({ id, firstName, lastName: 'Test', enrollmentNumber: `BPT-${id}`, year: 'FIRST' as const });
  return {
    assessment: {
      id: 7,
      subjectId: 3,
      academicYear: '2026-27',
      name: 'Internal assessment 1',
      maxMarks: 50,
      date: '2026-09-14',
      weight: 20,
      status: 'draft',
      publishedAt: null,
      version: 4,
      ...overrides,
    },
    version: 4,
    entries: [
      { student: student(11, 'Asha'), marks: 40, absent: false },
      { student: student(12, 'Bala'), marks: null, absent: false },
      { student: student(13, 'Chitra'), marks: null, absent: true },
      { student: student(14, 'Dev'), marks: null, absent: false },
    ],
  };
}

export function answerWith(body: unknown, status = 200) {
  return () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}
