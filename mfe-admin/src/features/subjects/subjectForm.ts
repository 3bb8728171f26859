import { yearOptions } from '@college/shared-ui/format';
import { lengthProblem, oneOf, SUBJECT_LIMITS } from '@college/contract/limits';
import { type AdminSubject, type SubjectPayload, type Year, YEARS } from '@college/shared-ui/portal';
import type { FieldSpec } from '../../lib/formRules.ts';

export type SubjectFormValues = { code: string; name: string; year: string };
export type SubjectErrors = Partial<Record<keyof SubjectFormValues, string>>;

export const subjectFields: FieldSpec<keyof SubjectFormValues>[] = [
  { key: 'code', label: 'Code', required: true },
  { key: 'name', label: 'Name', required: true },
  { key: 'year', label: 'Year', required: true, options: yearOptions(YEARS) },
];

export const subjectFormFrom = (subject: AdminSubject | null, year: Year): SubjectFormValues =>
  subject ? { code: subject.code, name: subject.name, year: subject.year } : { code: '', name: '', year };

/** SPEC section 5: code and name required; year one of four. */
export function validateSubject(values: SubjectFormValues): SubjectErrors {
  const errors: SubjectErrors = {};
  const code = values.code.trim() ? lengthProblem('Code', values.code, SUBJECT_LIMITS.code) : 'Code is required';
  if (code) errors.code = code;
  const name = values.name.trim() ? lengthProblem('Name', values.name, SUBJECT_LIMITS.name) : 'Name is required';
  if (name) errors.name = name;
  if (!oneOf(YEARS, values.year)) errors.year = 'Year must be FIRST, SECOND, THIRD or FOURTH';
  return errors;
}

/** For a form that passed validateSubject (which names a year that is none of the four). */
export const toSubjectPayload = (values: SubjectFormValues): SubjectPayload => ({
  code: values.code.trim(),
  name: values.name.trim(),
  year: oneOf(YEARS, values.year) ? values.year : 'FIRST',
});
