import { Field } from '@college/shared-ui';
import { institution } from '@college/shared-ui/content';
import { HoneypotField, SubmissionReceiptNote, submissionTexts, submitResearchProposal, useSubmission } from '@college/shared-ui/submissions';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { proposalText } from '../content.ts';
import { buildProposalMessage, chatLink, emptyProposal, type ProposalFields, validateProposal, validateProposalDocument } from '../proposal.ts';

type ProposalField = keyof ProposalFields | 'document';
const proposalFields: readonly ProposalField[] = ['name', 'email', 'topic', 'title', 'description', 'document'];

const fieldDefs: { name: keyof ProposalFields; label: string; type?: string; hint?: string; multiline?: boolean }[] = [
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'topic', label: 'Research topic(s)', hint: 'Separate several topics with commas.' },
  { name: 'title', label: 'Proposal title' },
  { name: 'description', label: 'Description', multiline: true },
];

export function ProposalForm() {
  const [fields, setFields] = useState<ProposalFields>(emptyProposal);
  const [document, setDocument] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [formError, setFormError] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fileInputKey, setFileInputKey] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const submission = useSubmission({ fields: proposalFields });

  const update = (name: keyof ProposalFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setFields((previous) => ({ ...previous, [name]: event.target.value }));
    submission.clearField(name);
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const error = file ? validateProposalDocument(file) : null;
    setFileError(error ?? '');
    submission.clearField('document');
    if (error) event.target.value = '';
    setDocument(error ? null : file);
  };

  /** SPEC section 5: an empty required field alerts and nothing is sent. */
  const isValid = () => {
    setConfirmation('');
    const error = validateProposal(fields);
    setFormError(error ?? '');
    if (error) window.alert(error);
    return !error;
  };

  const clearForm = (confirmationText: string) => {
    setFields(emptyProposal);
    setDocument(null);
    setFileInputKey((k) => k + 1);
    setConfirmation(confirmationText);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submission.sending || !isValid()) return;
    const receipt = await submission.send((key) => submitResearchProposal({ ...fields, document, website: honeypot.current?.value ?? '' }, key));
    if (receipt) clearForm(proposalText.delivered);
  };

  const sendViaChat = () => {
    submission.clear();
    if (!isValid()) return;
    window.open(chatLink(institution.researchChatNumber, buildProposalMessage(fields, document !== null)), '_blank', 'noopener,noreferrer');
    clearForm(proposalText.submitted);
    window.alert(proposalText.submitted);
  };

  return (
    <form className="research-form" noValidate onSubmit={submit} aria-describedby="research-form-message" aria-busy={submission.sending}>
      {fieldDefs.map((def) => {
        const common = { name: def.name, value: fields[def.name], onChange: update(def.name), required: true };
        return (
          <Field key={def.name} id={`research-${def.name}`} label={def.label} required hint={def.hint} error={submission.fieldErrors[def.name]}>
            {(control) => (def.multiline ? <textarea {...control} rows={5} {...common} /> : <input {...control} type={def.type ?? 'text'} {...common} />)}
          </Field>
        );
      })}
      <Field id="research-document" label={proposalText.fileLabel} alertError error={fileError || submission.fieldErrors.document}>
        {(control) => <input {...control} key={fileInputKey} type="file" accept=".pdf,application/pdf" onChange={chooseFile} />}
      </Field>
      <div id="research-form-message" aria-live="polite">
        {formError && <p className="ui-error">{formError}</p>}
        {submission.formError && <p className="ui-error">{submission.formError}</p>}
        {confirmation && <p className="research-form__success">{confirmation}</p>}
        {submission.receipt && <SubmissionReceiptNote receipt={submission.receipt} />}
      </div>
      <div className="research-form__actions">
        <button type="submit" className="ui-button" disabled={submission.sending}>
          {submission.sending ? submissionTexts.sending : proposalText.submit}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={sendViaChat}>
          {proposalText.sendViaChat}
        </button>
      </div>
      {/* last: a modal dialog first focuses its first focusable field, and tabIndex -1 still counts */}
      <HoneypotField inputRef={honeypot} />
    </form>
  );
}
