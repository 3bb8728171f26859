import { describe, expect, it } from 'vitest';
import { admissionsMeta } from './content.ts';
import { academicYearLabel, admissionsSectionFor } from './academicYear.ts';

describe('academic year titles', () => {
  it('uses the current and the next year', () => {
    expect(academicYearLabel(new Date(2026, 0, 15))).toBe('2026-27');
    expect(academicYearLabel(new Date(2099, 11, 31))).toBe('2099-00');
    expect(admissionsMeta.index('2026-27').heading).toBe('Admissions 2026-27');
    expect(admissionsMeta['fee-structure']('2026-27').title).toMatch(/^Fee Structure 2026-27 \|/);
  });
});

describe('admissionsSectionFor', () => {
  it('maps the two sub-pages and shows the index for every other path', () => {
    expect(admissionsSectionFor('/admissions')).toBe('index');
    expect(admissionsSectionFor('/admissions/fee-structure')).toBe('fee-structure');
    expect(admissionsSectionFor('/admissions/courses-offered/')).toBe('courses-offered');
    expect(admissionsSectionFor('/admissions/anything/else')).toBe('index');
  });
});
