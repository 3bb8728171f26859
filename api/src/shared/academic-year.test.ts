import { describe, expect, it } from 'vitest';
import { academicYearFrom, currentYearOfClass, ensureAcademicYear } from './academic-year.ts';

describe('academic years', () => {
  it('are written with the next year in two digits, across a century too', () => {
    expect(academicYearFrom(2026)).toBe('2026-27');
    expect(academicYearFrom(2099)).toBe('2099-00');
  });

  it('a class of an earlier year is found by its year of study now; none past FOURTH', () => {
    expect(currentYearOfClass('FIRST', '2025-26', '2026-27')).toBe('SECOND');
    expect(currentYearOfClass('SECOND', '2026-27', '2026-27')).toBe('SECOND');
    expect(currentYearOfClass('FIRST', '2023-24', '2026-27')).toBe('FOURTH');
    expect(currentYearOfClass('FOURTH', '2025-26', '2026-27')).toBeNull();
  });

  it('only real academic years are accepted for writes', () => {
    expect(ensureAcademicYear('2026-27')).toBe('2026-27');
    expect(() => ensureAcademicYear('2026-99')).toThrow(/^academicYear: /);
  });
});
