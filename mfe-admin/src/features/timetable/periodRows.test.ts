import { describe, expect, it } from 'vitest';
import { nextRow, periodInputs } from './periodRows.ts';

describe('the timetable editor rows', () => {
  it('start a new period where the last one ends, on its day and in its room', () => {
    const first = nextRow([], '3', '7');
    expect(first).toMatchObject({ weekday: '1', startsAt: '09:00', endsAt: '10:00', subjectId: '3', facultyId: '7', room: '' });
    const second = nextRow([{ ...first, weekday: '2', endsAt: '10:15', room: 'Hall 2' }], '3', '7');
    expect(second).toMatchObject({ weekday: '2', startsAt: '10:15', endsAt: '11:15', room: 'Hall 2' });
  });

  it('send numbers and a trimmed room, keeping the id of a stored period, and name a row without a teacher', () => {
    const row = { key: 'k', id: 4, weekday: '3', startsAt: '09:00', endsAt: '10:00', subjectId: '2', facultyId: '5', room: ' Lab ' };
    expect(periodInputs([row])).toEqual([{ id: 4, weekday: 3, startsAt: '09:00', endsAt: '10:00', subjectId: 2, facultyId: 5, room: 'Lab' }]);
    expect(() => periodInputs([row, { ...row, facultyId: '' }])).toThrow('Period 2: choose a teacher');
  });
});
