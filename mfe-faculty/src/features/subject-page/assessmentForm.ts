import type { Assessment, AssessmentBody } from '@college/shared-ui/portal';

export interface AssessmentValues {
  name: string;
  maxMarks: string;
  date: string;
  weight: string;
}
export type AssessmentField = keyof AssessmentValues;
export type AssessmentErrors = Partial<Record<AssessmentField, string>>;

export const ASSESSMENT_FIELDS: readonly AssessmentField[] = ['name', 'maxMarks', 'date', 'weight'];
export const emptyAssessment: AssessmentValues = { name: '', maxMarks: '', date: '', weight: '' };

export const assessmentTexts = {
  nameRequired: 'Name is required',
  maxMarksInvalid: 'Maximum marks must be a whole number from 1 to 1000',
  dateRequired: 'Date is required',
  weightInvalid: 'Weight must be a whole number from 1 to 100',
  weightTotal: (used: number) => `The other assessments already weigh ${used}%; the total may be at most 100%`,
  added: (name: string) => `Assessment '${name}' added.`,
} as const;

const wholeNumber = (raw: string) => (/^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN);

/** The form's own checks; the API checks again (the weights of a subject's year sum to at most 100). */
export function validateAssessment(values: AssessmentValues, existing: Pick<Assessment, 'weight'>[]): AssessmentErrors {
  const errors: AssessmentErrors = {};
  if (!values.name.trim()) errors.name = assessmentTexts.nameRequired;
  const maxMarks = wholeNumber(values.maxMarks);
  if (!(maxMarks >= 1 && maxMarks <= 1000)) errors.maxMarks = assessmentTexts.maxMarksInvalid;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = assessmentTexts.dateRequired;
  const weight = wholeNumber(values.weight);
  const used = existing.reduce((sum, assessment) => sum + assessment.weight, 0);
  if (!(weight >= 1 && weight <= 100)) errors.weight = assessmentTexts.weightInvalid;
  else if (used + weight > 100) errors.weight = assessmentTexts.weightTotal(used);
  return errors;
}

export const toAssessmentBody = (values: AssessmentValues): AssessmentBody => ({
  name: values.name.trim(),
  maxMarks: Number(values.maxMarks),
  date: values.date,
  weight: Number(values.weight),
});
