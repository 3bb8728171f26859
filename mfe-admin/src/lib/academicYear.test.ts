import { describe, expect, it } from 'vitest';
import { academicYearOf } from './academicYear.ts';

describe('academicYearOf', () => {
  it('starts a new academic year on 1 June', () => {
    expect(academicYearOf(new Date(2026, 10, 24))).toBe('2026-27');
    expect(academicYearOf(new Date(2026, 5, 1))).toBe('2026-27');
    expect(academicYearOf(new Date(2026, 4, 31))).toBe('2025-26');
    expect(academicYearOf(new Date(2099, 6, 1))).toBe('2099-00');
  });
});
