import { describe, expect, it } from 'vitest';
import { demoTimetable } from './demo-records.ts';

describe('the demo exam timetable', () => {
  it('is still to come whenever it is seeded: it starts on a Monday at least two weeks ahead, in date order of its first paper', () => {
    for (const today of ['2026-11-24', '2026-12-20', '2027-02-28', '2027-06-07', '2028-02-29']) {
      const slots = demoTimetable(new Date(`${today}T08:00:00Z`));
      const first = new Date(`${slots[0]?.date}T00:00:00Z`);
      expect(first.getUTCDay(), today).toBe(1);
      const days = (first.getTime() - new Date(`${today}T00:00:00Z`).getTime()) / 86_400_000;
      expect(days, today).toBeGreaterThanOrEqual(14);
      expect(days, today).toBeLessThan(21);
      expect(
        slots.every((slot) => slot.date >= (slots[0]?.date ?? '')),
        today,
      ).toBe(true);
    }
    expect(demoTimetable(new Date('2026-11-24T08:00:00Z'))[0]).toMatchObject({ date: '2026-12-14', examCode: 'BPT101' });
  });
});
