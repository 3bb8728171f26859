import { describe, expect, it } from 'vitest';
import { feesPageOf, feesPaths } from './feesPaths.ts';

describe('fee pages', () => {
  it('reads the page from the rest of the path', () => {
    expect(feesPageOf(undefined)).toEqual({ kind: 'dues' });
    expect(feesPageOf('plans')).toEqual({ kind: 'plans' });
    expect(feesPageOf('register/')).toEqual({ kind: 'register' });
    expect(feesPageOf('students/12')).toEqual({ kind: 'student', id: 12 });
    expect(feesPageOf('receipts/7/')).toEqual({ kind: 'receipt', id: 7 });
    expect(feesPageOf('receipts/0')).toEqual({ kind: 'dues' });
    expect(feesPageOf('receipts/abc')).toEqual({ kind: 'dues' });
  });

  it('builds the links', () => {
    expect(feesPaths.receipt(7)).toBe('/admin-dashboard/fees/receipts/7');
    expect(feesPaths.student(3)).toBe('/admin-dashboard/fees/students/3');
  });
});
