import { Field } from '@college/shared-ui';
import { institution } from '@college/shared-ui/content';
import { SCHOLARSHIP_PHONE_DIGITS } from '@college/contract/limits';
import { formAction, HoneypotField, SubmissionReceiptNote, submissionTexts, submitScholarship, useSubmission } from '@college/shared-ui/submissions';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { scholarshipText } from '../content.ts';
import { buildScholarshipMessage, scholarshipChatLink } from '../message.ts';
import {
  countWords,
  emptyFiles,
  emptyValues,
  type FileField,
  fileError,
  fileFields,
  maxStatementWords,
  type ScholarshipErrors,
  type ScholarshipField,
  type ScholarshipFiles,
  type ScholarshipValues,
  scholarshipFields,
  scholarshipKnownMessages,
  scholarshipLimits,
  type TextField,
  textFields,
  validateScholarship,
} from '../validation.ts';

const labels = scholarshipText.labels;
const successMs = 5000;
const inputProps: Partial<Record<TextField, Record<string, string | number>>> = {
  fullName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: SCHOLARSHIP_PHONE_DIGITS },
  academicPercentage: { type: 'number', min: scholarshipLimits.minPercentage, max: scholarshipLimits.maxPercentage, step: scholarshipLimits.step },
};
const singleLine: TextField[] = ['fullName', 'email', 'phone', 'academicPercentage', 'enrollmentNumber'];

/** What the fields hold: they are uncontrolled, so they keep what a visitor typed or chose before the app ran too. */
function readForm(form: HTMLFormElement | null): { values: ScholarshipValues; files: ScholarshipFiles } {
  if (!form) return { values: emptyValues, files: emptyFiles };
  const data = new FormData(form);
  const values = { ...emptyValues };
  for (const name of textFields) values[name] = String(data.get(name) ?? '');
  const files = { ...emptyFiles };
  for (const name of fileFields) {
    const file = data.get(name);
    // a file input left empty sends a nameless, empty file
    files[name] = file instanceof File && file.name !== '' ? file : null;
  }
  return { values, files };
}

/** Before the app runs (or without it) the browser posts the form to the API itself, which answers a page. */
export function ScholarshipForm() {
  const [values, setValues] = useState(emptyValues);
  const [files, setFiles] = useState(emptyFiles);
  const [errors, setErrors] = useState<ScholarshipErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [summary, setSummary] = useState('');
  /** Counts successful submissions; the confirmation shows for 5 s after each. */
  const [successCount, setSuccessCount] = useState(0);
  const [successVisible, setSuccessVisible] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useSubmission<ScholarshipField>({ fields: scholarshipFields, knownMessages: scholarshipKnownMessages });
  const { clearField } = submission;

  useEffect(() => {
    if (successCount === 0) return undefined;
    setSuccessVisible(true);
    const timer = setTimeout(() => setSuccessVisible(false), successMs);
    return () => clearTimeout(timer);
  }, [successCount]);

  // what was typed or chosen before the form came alive (the word count, the checks)
  useEffect(() => {
    const typed = readForm(formRef.current);
    setValues(typed.values);
    setFiles(typed.files);
  }, []);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  // A refused send takes the visitor to the field the server named, else to the form's message.
  useEffect(() => {
    const refused = scholarshipFields.find((name) => submission.fieldErrors[name]);
    if (refused) setFocusRequest({ id: `scholarship-${refused}` });
    else if (submission.formError) setFocusRequest({ id: 'scholarship-live' });
  }, [submission.fieldErrors, submission.formError]);

  useEffect(() => {
    if (attempted) setErrors(validateScholarship(values, files));
  }, [attempted, values, files]);

  const setText = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    clearField(field);
  };

  const setFile = (field: FileField) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFiles((previous) => ({ ...previous, [field]: file }));
    clearField(field);
    const error = file ? fileError(field, file) : undefined;
    setErrors((previous) => ({ ...previous, [field]: error }));
  };

  /** Validates; on failure announces the count and focuses the first invalid field. */
  const isValid = (current: ScholarshipValues, chosen: ScholarshipFiles) => {
    const found = validateScholarship(current, chosen);
    setErrors(found);
    setAttempted(true);
    const invalid = Object.keys(found);
    setSummary(invalid.length ? scholarshipText.fixErrors(invalid.length) : '');
    if (invalid.length) setFocusRequest({ id: `scholarship-${invalid[0]}` });
    return invalid.length === 0;
  };

  const reset = () => {
    formRef.current?.reset();
    setValues(emptyValues);
    setFiles(emptyFiles);
    setErrors({});
    setAttempted(false);
    setSummary('');
    setResetKey((k) => k + 1);
    setSuccessCount((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const current = readForm(formRef.current);
    setValues(current.values);
    setFiles(current.files);
    if (submission.sending || !isValid(current.values, current.files)) return;
    const { incomeCertificate, recommendationLetter, academicTranscript } = current.files;
    if (!incomeCertificate || !recommendationLetter || !academicTranscript) return;
    const receipt = await submission.send((key) =>
      submitScholarship({ ...current.values, incomeCertificate, recommendationLetter, academicTranscript, website: honeypot.current?.value ?? '' }, key),
    );
    if (receipt) reset();
  };

  const sendMessage = () => {
    submission.clear();
    const current = readForm(formRef.current);
    if (!isValid(current.values, current.files)) return;
    window.open(scholarshipChatLink(institution.chatNumber, buildScholarshipMessage(current.values)), '_blank', 'noopener,noreferrer');
    reset();
  };

  const words = countWords(values.personalStatement);
  const field = (name: TextField | FileField) => `scholarship-${name}`;
  const errorOf = (name: ScholarshipField) => errors[name] ?? submission.fieldErrors[name];

  return (
    <form
      ref={formRef}
      method="post"
      action={formAction('POST /submissions/scholarship')}
      encType="multipart/form-data"
      className="scholarship-form"
      noValidate
      onSubmit={submit}
      aria-busy={submission.sending}
    >
      {singleLine.map((name) => (
        <Field key={name} id={field(name)} label={labels[name]} required error={errorOf(name)}>
          {(control) => <input {...control} name={name} required defaultValue="" onChange={setText(name)} {...inputProps[name]} />}
        </Field>
      ))}
      <Field
        id={field('personalStatement')}
        label={labels.personalStatement}
        required
        error={errorOf('personalStatement')}
        hint={scholarshipText.wordCount(words, maxStatementWords)}
      >
        {(control) => <textarea {...control} name="personalStatement" rows={6} required defaultValue="" onChange={setText('personalStatement')} />}
      </Field>
      <Field id={field('communityInvolvement')} label={labels.communityInvolvement} required error={errorOf('communityInvolvement')}>
        {(control) => <textarea {...control} name="communityInvolvement" rows={4} required defaultValue="" onChange={setText('communityInvolvement')} />}
      </Field>
      {fileFields.map((name) => (
        <Field key={`${name}-${resetKey}`} id={field(name)} label={labels[name]} required error={errorOf(name)}>
          {(control) => <input {...control} name={name} type="file" accept=".pdf,application/pdf" required onChange={setFile(name)} />}
        </Field>
      ))}
      <div id="scholarship-live" className="scholarship-form__live" role="status" tabIndex={-1}>
        {summary && <p className="ui-error">{summary}</p>}
        {submission.formError && <p className="ui-error">{submission.formError}</p>}
        {successVisible && <p className="scholarship-form__success">{scholarshipText.success}</p>}
        {submission.receipt && <SubmissionReceiptNote receipt={submission.receipt} />}
      </div>
      <div className="scholarship-form__actions">
        <button type="submit" className="ui-button" disabled={submission.sending}>
          {submission.sending ? submissionTexts.sending : scholarshipText.submit}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={sendMessage}>
          {scholarshipText.sendMessage}
        </button>
      </div>
      {/* last: a modal dialog first focuses its first focusable field, and tabIndex -1 still counts */}
      <HoneypotField inputRef={honeypot} />
    </form>
  );
}
