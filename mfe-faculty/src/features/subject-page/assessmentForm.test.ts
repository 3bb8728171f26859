import { ApiError } from '@college/shared-ui';
import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from '../../lib/apiFieldError.ts';
import { ASSESSMENT_FIELDS, assessmentTexts, toAssessmentBody, validateAssessment } from './assessmentForm.ts';

const valid = { name: 'Internal assessment 1', maxMarks: '50', date: '2026-09-14', weight: '20' };

describe('Add assessment form', () => {
  it('accepts a complete assessment and sends numbers', () => {
    expect(validateAssessment(valid, [])).toEqual({});
    expect(toAssessmentBody({ ...valid, name: '  Viva ' })).toEqual({ name: 'Viva', maxMarks: 50, date: '2026-09-14', weight: 20 });
  });

  it('names every field that is missing or out of range', () => {
    expect(validateAssessment({ name: ' ', maxMarks: '0', date: '', weight: '101' }, [])).toEqual({
      name: assessmentTexts.nameRequired,
      maxMarks: assessmentTexts.maxMarksInvalid,
      date: assessmentTexts.dateRequired,
      weight: assessmentTexts.weightInvalid,
    });
    expect(validateAssessment({ ...valid, maxMarks: '12.5' }, []).maxMarks).toBe(assessmentTexts.maxMarksInvalid);
  });

  it('refuses a weight that takes the subject over 100%', () => {
    expect(validateAssessment({ ...valid, weight: '30' }, [{ weight: 40 }, { weight: 40 }]).weight).toBe(assessmentTexts.weightTotal(80));
    expect(validateAssessment({ ...valid, weight: '20' }, [{ weight: 40 }, { weight: 40 }])).toEqual({});
  });

  it("puts the API's 400 at the field it names, and anything else above the form", () => {
    const isField = (path: string) => (ASSESSMENT_FIELDS as readonly string[]).includes(path);
    const weight = new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'weight: the weights of this subject add up to 110%' });
    expect(fieldErrorOf(weight, isField)).toEqual({ field: 'weight', message: 'weight: the weights of this subject add up to 110%' });
    const conflict = new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'weight is stale' });
    expect(fieldErrorOf(conflict, isField)).toEqual({ field: null, message: 'weight is stale' });
    const sentence = new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'This subject is closed' });
    expect(fieldErrorOf(sentence, isField).field).toBeNull();
  });
});
