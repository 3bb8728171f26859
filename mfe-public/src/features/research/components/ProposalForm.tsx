import { institution } from '@college/shared-ui/content';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { proposalText } from '../../../content/part2/research.ts';
import { buildProposalMessage, chatLink, emptyProposal, type ProposalFields, validateProposal, validateProposalDocument } from '../proposal.ts';

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

  const update = (name: keyof ProposalFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((previous) => ({ ...previous, [name]: event.target.value }));

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const error = file ? validateProposalDocument(file) : null;
    setFileError(error ?? '');
    if (error) event.target.value = '';
    setDocument(error ? null : file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirmation('');
    const error = validateProposal(fields);
    setFormError(error ?? '');
    if (error) {
      window.alert(error);
      return;
    }
    window.open(chatLink(institution.researchChatNumber, buildProposalMessage(fields, document !== null)), '_blank', 'noopener,noreferrer');
    setFields(emptyProposal);
    setDocument(null);
    setFileInputKey((k) => k + 1);
    setConfirmation(proposalText.submitted);
    window.alert(proposalText.submitted);
  };

  return (
    <form className="research-form" noValidate onSubmit={submit} aria-describedby="research-form-message">
      {fieldDefs.map((def) => {
        const id = `research-${def.name}`;
        const common = { id, name: def.name, value: fields[def.name], onChange: update(def.name), required: true, 'aria-describedby': def.hint ? `${id}-hint` : undefined };
        return (
          <div key={def.name} className="ui-field">
            <label htmlFor={id}>{def.label} *</label>
            {def.hint && (
              <span id={`${id}-hint`} className="research-form__hint">
                {def.hint}
              </span>
            )}
            {def.multiline ? <textarea rows={5} {...common} /> : <input type={def.type ?? 'text'} {...common} />}
          </div>
        );
      })}
      <div className="ui-field">
        <label htmlFor="research-document">{proposalText.fileLabel}</label>
        <input key={fileInputKey} id="research-document" type="file" accept=".pdf,application/pdf" onChange={chooseFile} aria-describedby="research-document-error" />
        <span id="research-document-error" className="ui-field__error" role="alert">
          {fileError}
        </span>
      </div>
      <div id="research-form-message" aria-live="polite">
        {formError && <p className="ui-error">{formError}</p>}
        {confirmation && <p className="research-form__success">{confirmation}</p>}
      </div>
      <button type="submit" className="ui-button">
        {proposalText.submit}
      </button>
    </form>
  );
}
