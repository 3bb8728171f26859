import {
  type AdmissionDocument,
  admissionDocumentLabel,
  admissionDocumentStatusLabel,
  admissionDocumentUrl,
  DOCUMENT_ACCEPT,
  fileTooLarge,
  STUDENT_FILE_LIMITS,
  uploadAdmissionDocument,
} from '@college/shared-ui/portal';
import { useQueryClient } from '@college/shared-ui/queries';
import { type FormEvent, useId, useState } from 'react';
import { documentTexts as text, uploadErrorText } from '../documentTexts.ts';

/** One document: its status (and the office's reason when rejected), the uploaded copy, and an upload form. */
export function DocumentRow({ studentId, document }: { studentId: number; document: AdmissionDocument }) {
  const queryClient = useQueryClient();
  const id = useId();
  const label = admissionDocumentLabel(document.kind);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = file ? fileTooLarge(file, STUDENT_FILE_LIMITS.documentBytes, 'The document') : text.noFile;
    if (problem || !file) return setMessage({ ok: false, text: problem ?? text.noFile });
    setBusy(true);
    setMessage(null);
    try {
      await uploadAdmissionDocument(studentId, document.kind, file);
      await queryClient.invalidateQueries({ queryKey: ['student-documents', studentId] });
      setMessage({ ok: true, text: text.uploaded });
    } catch (error) {
      setMessage({ ok: false, text: uploadErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`student-document student-document--${document.status}`} aria-labelledby={`${id}-name`}>
      <h4 id={`${id}-name`}>{label}</h4>
      <p>
        Status: <strong>{admissionDocumentStatusLabel(document.status)}</strong>
      </p>
      {document.status === 'rejected' && document.rejectionReason ? (
        <p className="student-document__reason">
          {text.reason} {document.rejectionReason}
        </p>
      ) : null}
      {document.status !== 'missing' ? (
        <p>
          <a href={admissionDocumentUrl(studentId, document.kind)} download>
            {text.download}
            <span className="ui-visually-hidden"> of {label}</span>
          </a>
        </p>
      ) : null}
      {document.status === 'verified' ? (
        <p>{text.verifiedNote}</p>
      ) : (
        <form className="student-upload" onSubmit={submit} aria-label={`Upload ${label}`}>
          <label htmlFor={`${id}-file`}>
            {text.chooseFile}
            <span className="ui-visually-hidden"> for {label}</span>
          </label>
          <input id={`${id}-file`} type="file" accept={DOCUMENT_ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          <button type="submit" className="ui-button" disabled={busy}>
            {busy ? text.uploading : document.status === 'rejected' ? text.uploadAgain : text.upload}
            <span className="ui-visually-hidden"> {label}</span>
          </button>
        </form>
      )}
      {message ? <p role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
    </li>
  );
}
