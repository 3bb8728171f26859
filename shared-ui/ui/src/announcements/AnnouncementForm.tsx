import { ApiError } from '@college/shared-ui/state';
import { useQueryClient } from '@college/shared-ui/queries';
import { type FormEvent, useState } from 'react';
import { ANNOUNCEMENT_LIMITS, YEARS } from '@college/contract/limits';
import { Field, FormField, SelectField } from '../forms/Field.tsx';
import { yearLabel } from '../format/labels.ts';
import { ANNOUNCEMENTS_KEY, postAnnouncement } from './api.ts';
import { type AnnouncementErrors, type AnnouncementValues, emptyAnnouncement, type PostedAudience, toAnnouncementBody, validateAnnouncement } from './form.ts';
import { sentToText } from './texts.ts';

const AUDIENCE_LABELS: Record<PostedAudience, string> = { everyone: 'Everyone', year: 'A year', subject: 'A class (subject)' };

export interface AnnouncementFormProps {
  /** What this poster may choose; a teacher has `['subject']` and their own subjects. */
  audiences: readonly PostedAudience[];
  subjects: readonly { id: number; code: string; name: string }[];
}

/** Post an announcement; it reaches its audience's dashboards, and their e-mail unless they turned it off. */
export function AnnouncementForm({ audiences, subjects }: AnnouncementFormProps) {
  const client = useQueryClient();
  const [values, setValues] = useState<AnnouncementValues>(() => emptyAnnouncement(audiences[0] ?? 'subject'));
  const [errors, setErrors] = useState<AnnouncementErrors>({});
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof AnnouncementValues, value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    setFailure('');
    const found = validateAnnouncement(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const sent = await postAnnouncement(toAnnouncementBody(values));
      setValues((current) => ({ ...current, title: '', body: '' }));
      setStatus(`Announcement "${sent.title}" posted. ${sentToText(sent.recipients ?? 0)}.`);
      await client.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
    } catch (error) {
      const field = error instanceof ApiError ? error.body.field : undefined;
      if (field && field in values) setErrors({ [field]: error instanceof Error ? error.message : '' });
      else setFailure(error instanceof Error ? error.message : 'The announcement could not be posted');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="announcement-form" onSubmit={submit} noValidate aria-labelledby="announcement-form-title">
      <h3 id="announcement-form-title">Post an announcement</h3>
      {audiences.length > 1 ? (
        <SelectField
          label="Send to"
          required
          value={values.audience}
          options={audiences.map((value) => ({ value, label: AUDIENCE_LABELS[value] }))}
          onChange={(event) => set('audience', event.target.value)}
        />
      ) : null}
      {values.audience === 'year' ? (
        <SelectField
          label="Year"
          required
          value={values.year}
          error={errors.year}
          options={[{ value: '', label: 'Select year' }, ...YEARS.map((year) => ({ value: year, label: yearLabel(year) }))]}
          onChange={(event) => set('year', event.target.value)}
        />
      ) : null}
      {values.audience === 'subject' ? (
        <SelectField
          label="Class"
          required
          value={values.subjectId}
          error={errors.subjectId}
          hint="The students of the subject's year, and its teachers"
          options={[{ value: '', label: 'Select class' }, ...subjects.map((s) => ({ value: String(s.id), label: `${s.code} ${s.name}` }))]}
          onChange={(event) => set('subjectId', event.target.value)}
        />
      ) : null}
      <FormField
        label="Title"
        required
        value={values.title}
        error={errors.title}
        maxLength={ANNOUNCEMENT_LIMITS.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <Field label="Message" required error={errors.body}>
        {(control) => (
          <textarea {...control} rows={4} value={values.body} maxLength={ANNOUNCEMENT_LIMITS.body} onChange={(event) => set('body', event.target.value)} />
        )}
      </Field>
      {failure ? (
        <p role="alert" className="ui-error">
          {failure}
        </p>
      ) : null}
      <p role="status" className="announcements__status">
        {status}
      </p>
      <button type="submit" className="ui-button" disabled={busy}>
        {busy ? 'Posting...' : 'Post announcement'}
      </button>
    </form>
  );
}
