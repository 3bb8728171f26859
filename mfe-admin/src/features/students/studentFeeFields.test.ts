import { describe, expect, it } from 'vitest';
import { feePayload, validateFeeFields } from './studentFeeFields.ts';

describe("the student form's fee-plan fields", () => {
  it('a new student may leave the enrolment number to the API; an edited one must keep one', () => {
    expect(validateFeeFields({ enrollmentNumber: '', quota: 'convener' }, false)).toEqual({});
    expect(validateFeeFields({ enrollmentNumber: ' ', quota: 'convener' }, true)).toEqual({ enrollmentNumber: 'Enrollment number is required' });
    expect(feePayload({ enrollmentNumber: '', quota: 'management' })).toEqual({ quota: 'management' });
    expect(feePayload({ enrollmentNumber: ' BPT/2026/017 ', quota: 'convener' })).toEqual({ enrollmentNumber: 'BPT/2026/017', quota: 'convener' });
  });

  it('names a bad quota and a too long number', () => {
    expect(validateFeeFields({ enrollmentNumber: 'A B', quota: 'sports' }, true)).toEqual({ quota: 'Quota must be convener or management' });
    expect(validateFeeFields({ enrollmentNumber: 'X'.repeat(41), quota: 'convener' }, true).enrollmentNumber).toBe(
      'Enrollment number must be at most 40 characters',
    );
  });
});
