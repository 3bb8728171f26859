import { describe, expect, it } from 'vitest';
import { slotFormFrom, toNoticeBody, toSlotBody, validateNotice, validateSlot, withSubject } from './examForms.ts';

describe('exam timetable form', () => {
  it('names every empty field and a bad time or duration', () => {
    const empty = { ...slotFormFrom(null), date: '', time: '', durationMinutes: '' };
    expect(Object.keys(validateSlot(empty))).toEqual(['date', 'time', 'durationMinutes', 'subjectId', 'examCode', 'venue']);
    const filled = { date: '2026-12-01', time: '9:5', durationMinutes: '-3', subjectId: '4', examCode: 'BPT-101', venue: 'Hall A' };
    expect(validateSlot(filled)).toEqual({ time: 'Time must be HH:MM (24-hour)', durationMinutes: 'Duration must be a whole number of minutes from 1 to 720' });
    expect(validateSlot({ ...filled, time: '09:05', durationMinutes: '180' })).toEqual({});
  });

  it('sends trimmed text, the subject by id and the duration as a number', () => {
    const values = { date: '2026-12-01', time: '09:05', durationMinutes: '180', subjectId: '4', examCode: ' BPT-101 ', venue: 'Hall A' };
    expect(toSlotBody(values)).toEqual({ ...values, subjectId: 4, examCode: 'BPT-101', durationMinutes: 180 });
  });

  it("fills an empty exam code with the chosen subject's code, never over one typed", () => {
    const subjects = [{ id: 4, code: 'BPT104', name: 'Fundamentals of Exercise Therapy' }];
    expect(withSubject(slotFormFrom(null), '4', subjects)).toMatchObject({ subjectId: '4', examCode: 'BPT104' });
    expect(withSubject({ ...slotFormFrom(null), examCode: 'UNIV-7' }, '4', subjects)).toMatchObject({ subjectId: '4', examCode: 'UNIV-7' });
  });
});

describe('exam notice form', () => {
  it('needs a text and a date', () => {
    expect(validateNotice({ text: ' ', publishedOn: 'x', important: false })).toEqual({
      text: 'Text is required',
      publishedOn: 'Published on must be a date (YYYY-MM-DD)',
    });
    expect(toNoticeBody({ text: ' Hall changed ', publishedOn: '2026-11-20', important: true })).toEqual({
      text: 'Hall changed',
      publishedOn: '2026-11-20',
      important: true,
    });
  });
});
