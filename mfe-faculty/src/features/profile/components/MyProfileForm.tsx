import { flushSync } from 'react-dom';
import { type Faculty, FormField, hasErrors, updateOwnFacultyProfile } from '@college/shared-ui';
import { type FormEvent, useRef, useState } from 'react';
import { type ProfileErrors, type ProfileValues, profileTexts, saveErrorMessage, toUpdate, validateProfile, valuesFrom } from '../profileForm.ts';
import { GenderSelect } from './GenderSelect.tsx';
import '../profile.css';

type TextField = Exclude<keyof ProfileValues, 'gender' | 'email'>;

const fields: { name: TextField; label: string; type?: string; autoComplete?: string; required?: boolean }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', required: true },
  { name: 'designation', label: 'Designation', autoComplete: 'organization-title' },
  { name: 'specialization', label: 'Specialization', required: true },
  { name: 'experienceYears', label: 'Years of Experience', type: 'number' },
  { name: 'yearOfJoining', label: 'Year of Joining', type: 'date' },
  { name: 'dob', label: 'Date of Birth', type: 'date', autoComplete: 'bday' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'nationality', label: 'Nationality' },
  { name: 'religion', label: 'Religion' },
];

/** 'My Profile': the member edits their own record; the e-mail is shown locked (CONTRACT section 5). */
export function MyProfileForm({ faculty, onSaved }: { faculty: Faculty; onSaved: (faculty: Faculty) => void }) {
  const [values, setValues] = useState(() => valuesFrom(faculty));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (name: keyof ProfileValues, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(values);
    // rendered now, so the first invalid field can take focus and its message is read out
    flushSync(() => setErrors(found));
    setOutcome(null);
    if (hasErrors(found)) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await updateOwnFacultyProfile(faculty.id, toUpdate(values));
      setValues(valuesFrom(saved));
      onSaved(saved);
      setOutcome({ ok: true, text: profileTexts.saved });
    } catch (error) {
      setOutcome({ ok: false, text: saveErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="faculty-panel" aria-labelledby="faculty-profile-title">
      <h2 id="faculty-profile-title">My Profile</h2>
      <form ref={formRef} className="faculty-profile" noValidate onSubmit={submit} aria-busy={busy}>
        <div className="faculty-profile__grid">
          {fields.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete ?? 'off'}
              required={field.required}
              min={field.type === 'number' ? 0 : undefined}
              value={values[field.name]}
              onChange={(event) => set(field.name, event.target.value)}
              error={errors[field.name]}
            />
          ))}
          <GenderSelect value={values.gender} onChange={(value) => set('gender', value)} />
          <FormField
            label="Email"
            name="email"
            type="email"
            value={values.email}
            readOnly
            hint={profileTexts.emailLocked}
            className="faculty-profile__locked"
          />
        </div>
        <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? 'faculty-profile__error' : 'faculty-profile__saved'}>
          {outcome?.text}
        </p>
        <button type="submit" className="ui-button" disabled={busy}>
          Save Profile
        </button>
      </form>
    </section>
  );
}
