import { describe, expect, it } from 'vitest';
import { shortageCsvRows } from './shortagesCsv.ts';

describe('the shortage list as CSV', () => {
  it('has a header and one row per student and subject, with the condonation and its reason', () => {
    const rows = shortageCsvRows(
      [
        {
          student: { id: 1, firstName: 'Anu', lastName: 'Rao', enrollmentNumber: 'BPT-01', year: 'SECOND' },
          subject: { id: 2, code: 'BPT202', name: 'Pharmacology', year: 'SECOND' },
          held: 12,
          attended: 4,
          percentage: 33.3,
          condonation: { reason: 'Hospitalised', by: 'admin', at: '2026-12-07T08:00:00.000Z' },
        },
      ],
      '2026-27',
    );
    expect(rows[0]?.[0]).toBe('Academic year');
    expect(rows[1]).toEqual(['2026-27', 'BPT-01', 'Anu Rao', 'Second Year', 'BPT202', 'Pharmacology', 12, 4, 33.3, 'Yes', 'Hospitalised']);
  });
});
