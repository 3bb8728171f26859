import { describe, expect, it } from 'vitest';
import { slotFormFrom, toNoticeBody, toSlotBody, validateNotice, validateSlot } from './examForms.ts';

describe('exam timetable form', () => {
  it('names every empty field and a bad time or duration', () => {
    const empty = { ...slotFormFrom(null), date: '', time: '', durationMinutes: '' };
    expect(Object.keys(validateSlot(empty))).toEqual(['date', 'time', 'durationMinutes', 'subject', 'examCode', 'semester', 'venue', 'instructor']);
    const filled = {
      date: '2026-12-01',
      time: '9:5',
      durationMinutes: '-3',
      subject: 'Anatomy',
      examCode: 'BPT-101',
      semester: 'Semester 1',
      venue: 'Hall A',
      instructor: 'Dr Rao',
    };
    expect(validateSlot(filled)).toEqual({ time: 'Time must be HH:MM (24-hour)', durationMinutes: 'Duration must be a whole number of minutes from 1 to 720' });
    expect(validateSlot({ ...filled, time: '09:05', durationMinutes: '180' })).toEqual({});
  });

  it('sends trimmed text and the duration as a number', () => {
    const values = {
      date: '2026-12-01',
      time: '09:05',
      durationMinutes: '180',
      subject: ' Anatomy ',
      examCode: 'BPT-101',
      semester: 'Semester 1',
      venue: 'Hall A',
      instructor: 'Dr Rao',
    };
    expect(toSlotBody(values)).toEqual({ ...values, subject: 'Anatomy', durationMinutes: 180 });
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
