import { createTeachingAssignment, listAllFaculty, listAllSubjects, type TeachingAssignment, YEARS } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { type FormEvent, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { SelectField } from '../../components/Field.tsx';
import { facultyOption, subjectOption, validateAssignment } from './assignForm.ts';

const loadChoices = async () => {
  const [faculty, ...subjectsByYear] = await Promise.all([
    listAllFaculty({ sort: 'lastName' }),
    ...YEARS.map((year) => listAllSubjects({ sort: 'code' }, year)),
  ]);
  return { faculty, subjects: subjectsByYear.flat() };
};

/** Assign a faculty member to a subject for the academic year shown. */
export function AssignForm({ academicYear, onAssigned }: { academicYear: string; onAssigned: (assignment: TeachingAssignment) => void }) {
  const query = useQuery({ queryKey: ['assign-choices'], queryFn: loadChoices });
  const [values, setValues] = useState({ facultyId: '', subjectId: '' });
  const [errors, setErrors] = useState<{ facultyId?: string; subjectId?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = query.data ?? { faculty: [], subjects: [] };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateAssignment(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onAssigned(await createTeachingAssignment({ facultyId: Number(values.facultyId), subjectId: Number(values.subjectId), academicYear }));
      setValues({ facultyId: values.facultyId, subjectId: '' });
    } catch (error) {
      setFailure(errorLine(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-inline-form records-group" noValidate onSubmit={submit} aria-labelledby="assign-heading">
      <h2 id="assign-heading">Assign a subject for {academicYear}</h2>
      {query.isError ? <ErrorMessage>{errorLine(query.error)}</ErrorMessage> : null}
      <SelectField
        label="Faculty"
        required
        value={values.facultyId}
        error={errors.facultyId}
        options={[{ value: '', label: query.isPending ? 'Loading...' : 'Select faculty' }, ...choices.faculty.map(facultyOption)]}
        onChange={(event) => setValues((v) => ({ ...v, facultyId: event.target.value }))}
      />
      <SelectField
        label="Subject"
        required
        value={values.subjectId}
        error={errors.subjectId}
        options={[{ value: '', label: query.isPending ? 'Loading...' : 'Select subject' }, ...choices.subjects.map(subjectOption)]}
        onChange={(event) => setValues((v) => ({ ...v, subjectId: event.target.value }))}
      />
      <ErrorMessage>{failure}</ErrorMessage>
      <button type="submit" className="ui-button" disabled={busy}>
        Assign
      </button>
    </form>
  );
}
