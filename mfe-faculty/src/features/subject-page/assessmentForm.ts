import { ASSESSMENT_LIMITS, lengthProblem } from '@college/contract/limits';
import type { Assessment, AssessmentBody } from '@college/shared-ui/portal';

const { name: NAME_MAX, minMarks, maxMarks: MARKS_MAX, minWeight, maxWeight } = ASSESSMENT_LIMITS;

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
  maxMarksInvalid: `Maximum marks must be a whole number from ${minMarks} to ${MARKS_MAX}`,
  dateRequired: 'Date is required',
  weightInvalid: `Weight must be a whole number from ${minWeight} to ${maxWeight}`,
  weightTotal: (used: number) => `The other assessments already weigh ${used}%; the total may be at most 100%`,
  added: (name: string) => `Assessment '${name}' added.`,
} as const;

const wholeNumber = (raw: string) => (/^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN);

/** The form's own checks; the API checks again (the weights of a subject's year sum to at most 100). */
export function validateAssessment(values: AssessmentValues, existing: Pick<Assessment, 'weight'>[]): AssessmentErrors {
  const errors: AssessmentErrors = {};
  const nameProblem = values.name.trim() ? lengthProblem('Name', values.name, NAME_MAX) : assessmentTexts.nameRequired;
  if (nameProblem) errors.name = nameProblem;
  const maxMarks = wholeNumber(values.maxMarks);
  if (!(maxMarks >= minMarks && maxMarks <= MARKS_MAX)) errors.maxMarks = assessmentTexts.maxMarksInvalid;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = assessmentTexts.dateRequired;
  const weight = wholeNumber(values.weight);
  const used = existing.reduce((sum, assessment) => sum + assessment.weight, 0);
  if (!(weight >= minWeight && weight <= maxWeight)) errors.weight = assessmentTexts.weightInvalid;
  else if (used + weight > maxWeight) errors.weight = assessmentTexts.weightTotal(used);
  return errors;
}

export const toAssessmentBody = (values: AssessmentValues): AssessmentBody => ({
  name: values.name.trim(),
  maxMarks: Number(values.maxMarks),
  date: values.date,
  weight: Number(values.weight),
});
