import { FormField, hasErrors } from '@college/shared-ui';
import { type Assessment, createAssessment } from '@college/shared-ui/portal';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrorOf } from '../../../lib/apiFieldError.ts';
import {
  ASSESSMENT_FIELDS,
  type AssessmentErrors,
  type AssessmentField,
  type AssessmentValues,
  assessmentTexts,
  emptyAssessment,
  toAssessmentBody,
  validateAssessment,
} from '../assessmentForm.ts';

const fields: { name: AssessmentField; label: string; type: string; hint?: string }[] = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'maxMarks', label: 'Maximum marks', type: 'number' },
  { name: 'date', label: 'Date', type: 'date' },
  { name: 'weight', label: 'Weight (%)', type: 'number', hint: "Its share of the subject's result" },
];

const isAssessmentField = (path: string): path is AssessmentField => (ASSESSMENT_FIELDS as readonly string[]).includes(path);

interface Props {
  subjectId: number;
  academicYear: string;
  existing: Assessment[];
  onAdded: (assessment: Assessment) => void;
}

/** Adds an assessment to the subject; the form's and the API's complaints are shown at their field. */
export function AddAssessmentForm({ subjectId, academicYear, existing, onAdded }: Props) {
  const [values, setValues] = useState<AssessmentValues>(emptyAssessment);
  const [errors, setErrors] = useState<AssessmentErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAssessment(values, existing);
    flushSync(() => {
      setErrors(found);
      setOutcome(null);
    });
    if (hasErrors(found)) return focusFirstError();
    setBusy(true);
    try {
      const added = await createAssessment(subjectId, { ...toAssessmentBody(values), academicYear });
      setValues(emptyAssessment);
      setOutcome({ ok: true, text: assessmentTexts.added(added.name) });
      onAdded(added);
    } catch (error) {
      const { field, message } = fieldErrorOf(error, isAssessmentField);
      flushSync(() => (field && isAssessmentField(field) ? setErrors({ [field]: message }) : setOutcome({ ok: false, text: message })));
      focusFirstError();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="subject-form" noValidate onSubmit={submit} aria-labelledby="add-assessment-title" aria-busy={busy}>
      <h3 id="add-assessment-title">Add assessment</h3>
      <div className="subject-form__grid">
        {fields.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            inputMode={field.type === 'number' ? 'numeric' : undefined}
            min={field.type === 'number' ? 1 : undefined}
            required
            autoComplete="off"
            hint={field.hint}
            value={values[field.name]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            error={errors[field.name]}
          />
        ))}
      </div>
      <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? 'subject-form__error' : 'subject-form__done'}>
        {outcome?.text}
      </p>
      <button type="submit" className="ui-button" disabled={busy}>
        Add assessment
      </button>
    </form>
  );
}
