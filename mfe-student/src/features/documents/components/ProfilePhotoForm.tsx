import { fileTooLarge, PHOTO_ACCEPT, STUDENT_FILE_LIMITS, uploadProfilePhoto } from '@college/shared-ui/portal';
import { useQueryClient } from '@college/shared-ui/queries';
import { type FormEvent, useId, useState } from 'react';
import { documentTexts as text, uploadErrorText } from '../documentTexts.ts';

/** Uploads a new profile photo; the profile card above shows it once saved. */
export function ProfilePhotoForm({ studentId }: { studentId: number }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = file ? fileTooLarge(file, STUDENT_FILE_LIMITS.photoBytes, 'The photo') : text.noFile;
    if (problem || !file) return setMessage({ ok: false, text: problem ?? text.noFile });
    setBusy(true);
    setMessage(null);
    try {
      await uploadProfilePhoto(studentId, file);
      await queryClient.invalidateQueries({ queryKey: ['student', studentId] });
      setMessage({ ok: true, text: text.photoSaved });
    } catch (error) {
      setMessage({ ok: false, text: uploadErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="student-upload" onSubmit={submit} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{text.photoTitle}</h3>
      <p>{text.photoIntro}</p>
      <label htmlFor={inputId}>{text.photoLabel}</label>
      <input id={inputId} type="file" accept={PHOTO_ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <button type="submit" className="ui-button" disabled={busy}>
        {busy ? text.uploading : text.photoButton}
      </button>
      {message ? <p role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
    </form>
  );
}
