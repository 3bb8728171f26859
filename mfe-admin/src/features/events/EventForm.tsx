import { type AdminEvent, createEvent, updateEvent } from '@college/shared-ui/portal';
import { EVENT_TITLE_MAX, lengthProblem } from '@college/contract/limits';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { httpErrorText } from '../../lib/errors.ts';
import { TextField } from '../../components/Field.tsx';
import { dateOnly } from '../../lib/format.ts';
import { REQUIRED_FIELDS_MESSAGE } from '../../lib/useListForm.ts';
import { EventPhotoImage } from './EventPhotoImage.tsx';
import { photoSrc, readEventPhoto } from './eventPhoto.ts';
import './events.css';

export interface EventFormProps {
  editing: AdminEvent | null;
  onSaved: (saved: AdminEvent) => void;
}

/** Add or edit an event; editing starts from the chosen row. */
export function EventForm({ editing, onSaved }: EventFormProps) {
  const [title, setTitle] = useState(editing?.eventTitle ?? '');
  const [date, setDate] = useState(dateOnly(editing?.eventDate));
  const [webinar, setWebinar] = useState(editing?.webinar ?? false);
  // a newly chosen photo (base64); null: removed; undefined: the saved one stays
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    setPhotoError(null);
    const file = event.target.files?.[0];
    if (!file) return;
    const result = await readEventPhoto(file);
    if ('error' in result) {
      setPhotoError(result.error);
      event.target.value = '';
    } else setPhoto(result.base64);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!title.trim() || !date) {
      setError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    const tooLong = lengthProblem('Event title', title, EVENT_TITLE_MAX);
    if (tooLong) {
      setError(tooLong);
      return;
    }
    setBusy(true);
    const fields = { eventTitle: title.trim(), eventDate: date, webinar };
    const body = editing && photo === undefined ? fields : { ...fields, eventPhoto: photo ?? null };
    try {
      onSaved(editing ? await updateEvent(editing.id, body) : await createEvent(body));
    } catch (failure) {
      console.error('[admin] event save failed', failure);
      setError(editing ? `Failed to update event. ${httpErrorText(failure)}` : 'Failed to add event. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const saved = photo === undefined ? editing?.photo : null;
  const chosen = photoSrc(photo ?? null);
  return (
    <form className="admin-inline-form" noValidate onSubmit={submit} aria-label={editing ? 'Edit event' : 'Add event'}>
      <h2>{editing ? 'Edit Event' : 'Add Event'}</h2>
      <TextField label="Event title" required value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField label="Event date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
      <label className="admin-event-webinar">
        <input type="checkbox" checked={webinar} onChange={(e) => setWebinar(e.target.checked)} /> Webinar (the public webinar page shows the next one)
      </label>
      <TextField
        label="Event photo (optional image: JPEG, PNG, GIF, WebP or AVIF, up to 3.75 MB)"
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
        onChange={choosePhoto}
        error={photoError ?? undefined}
      />
      {chosen || saved ? (
        <p className="admin-photo-preview">
          {chosen ? (
            <img src={chosen} alt="Chosen event" width={160} height={100} />
          ) : (
            saved && <EventPhotoImage photo={saved} alt="Current event photo" width={160} height={100} />
          )}
          <button type="button" className="ui-button ui-button--secondary" onClick={() => setPhoto(null)}>
            Remove photo
          </button>
        </p>
      ) : null}
      <ErrorMessage>{error}</ErrorMessage>
      <button type="submit" className="ui-button" disabled={busy}>
        {editing ? 'Update Event' : 'Save Event'}
      </button>
    </form>
  );
}
