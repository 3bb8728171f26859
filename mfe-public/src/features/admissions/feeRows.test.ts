import { describe, expect, it } from 'vitest';
import { feeRows } from './feeRows.ts';

const plan = (quota: 'convener' | 'management', yearOfStudy: 'FIRST' | 'SECOND', annualFee: number) => ({
  quota,
  yearOfStudy,
  annualFee,
  oneTimeFee: 0,
  dueDate: '2026-08-31',
});

describe('feeRows', () => {
  it('puts each year of study on one row, first year first, with the plan of each quota', () => {
    const rows = feeRows([plan('management', 'SECOND', 3), plan('convener', 'FIRST', 1), plan('management', 'FIRST', 2)]);
    expect(rows.map((row) => [row.yearOfStudy, row.convener?.annualFee, row.management?.annualFee])).toEqual([
      ['FIRST', 1, 2],
      ['SECOND', undefined, 3],
    ]);
  });
  it('has no rows without plans', () => {
    expect(feeRows([])).toEqual([]);
  });
});
