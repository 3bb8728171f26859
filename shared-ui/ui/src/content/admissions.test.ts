import { describe, expect, it } from 'vitest';
import { admissions, formatRupees } from './admissions.ts';
import { courses, findCourse } from './courses.ts';
import { homeFaq } from './faq.ts';

describe('admission facts (SPEC section 9)', () => {
  it('formats fees in Indian digit grouping and keeps the intake split', () => {
    expect(formatRupees(admissions.fees.convenerPerYear)).toBe('50,000');
    expect(formatRupees(admissions.fees.managementPerYear)).toBe('1,20,000');
    expect(formatRupees(admissions.fees.additionalOneTime)).toBe('10,000');
    expect(admissions.intake.convener + admissions.intake.management).toBe(admissions.intake.total);
    expect(admissions.documents).toHaveLength(9);
  });
});

describe('built-in content', () => {
  it('has the two courses and five FAQ entries', () => {
    expect(courses.map((c) => c.id)).toEqual(['physiotherapy', 'computer-course']);
    expect(findCourse('nope')).toBeUndefined();
    expect(homeFaq).toHaveLength(5);
  });
});
