import { Spinner, usePageMeta } from '@college/shared-ui';
import { loadedOf } from '@college/shared-ui/data';
import { yearLabel } from '@college/shared-ui/format';
import { getRoll, type Roll, saveRoll, WEEKDAY_NAMES } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/BackLink.tsx';
import { facultyPaths } from '../../../lib/subjectPaths.ts';
import { useFacultyId } from '../../../lib/useFacultyId.ts';
import '../attendance.css';

const meta = {
  title: 'Take attendance | Physiotherapy College',
  description: 'Mark who is absent from a class and save the attendance.',
  robots: 'noindex, nofollow',
} as const;

/** One class's roll: everyone present until tapped absent; one save stores the whole class. */
export default function AttendancePage() {
  usePageMeta(meta);
  const facultyId = useFacultyId();
  const { periodId = '', date = '' } = useParams();
  const loaded = loadedOf(useQuery({ queryKey: ['roll', periodId, date], queryFn: () => getRoll(Number(periodId), date) }));
  return (
    <div className="attendance-page">
      <BackLink to={facultyPaths.dashboard(facultyId)}>Back to today</BackLink>
      {loaded.status === 'loading' ? <Spinner label="Loading the class..." /> : null}
      {loaded.status === 'failed' ? (
        <>
          <h1>Attendance</h1>
          <p role="alert" className="ui-error">
            The class could not be loaded: {loaded.message}
          </p>
        </>
      ) : null}
      {/* keyed by class and day only: a save replaces the roll's data and must keep the form and its message */}
      {loaded.status === 'ready' ? <RollForm key={`${periodId} ${date}`} roll={loaded.data} /> : null}
    </div>
  );
}

function RollForm({ roll }: { roll: Roll }) {
  const queryClient = useQueryClient();
  const [absent, setAbsent] = useState(() => new Set(roll.students.filter((student) => !student.present).map((student) => student.id)));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const { period } = roll;
  const present = roll.students.length - absent.size;
  const toggle = (id: number) =>
    setAbsent((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice('');
    try {
      const saved = await saveRoll(period.id, { date: roll.date, absentStudentIds: [...absent], ...(reason.trim() && { reason: reason.trim() }) });
      queryClient.setQueryData(['roll', String(period.id), roll.date], saved);
      const absentCount = saved.students.filter((student) => !student.present).length;
      setNotice(`Attendance saved: ${saved.students.length - absentCount} present, ${absentCount} absent.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const weekday = WEEKDAY_NAMES[period.weekday - 1];
  return (
    <form className="attendance-form" onSubmit={save} aria-labelledby="attendance-title">
      <h1 id="attendance-title">
        {period.subject.name} <span className="attendance-form__muted">({period.subject.code})</span>
      </h1>
      <p className="attendance-form__facts">
        {yearLabel(period.year)}, {period.room}. {weekday} {roll.date}, {period.startsAt}-{period.endsAt}.{' '}
        {roll.taken ? 'Taken; saving again corrects it.' : 'Not taken yet: everyone is present until you tap them absent.'}
      </p>
      {!roll.editable ? (
        <p role="status" className="attendance-form__closed">
          The correction window ({roll.correctionWindowDays} days) has closed; ask the college office to correct this attendance.
        </p>
      ) : null}
      <p className="attendance-form__count" aria-live="polite">
        {present} of {roll.students.length} present, {absent.size} absent
      </p>
      <ul className="attendance-roll" aria-label="Students: tap the absent ones">
        {roll.students.map((student) => {
          const isAbsent = absent.has(student.id);
          return (
            <li key={student.id}>
              <button type="button" className="attendance-roll__student" aria-pressed={isAbsent} disabled={!roll.editable} onClick={() => toggle(student.id)}>
                <span className="attendance-roll__name">
                  {student.firstName} {student.lastName}
                </span>
                <span className="attendance-roll__number">{student.enrollmentNumber}</span>
                <span className="attendance-roll__state">{isAbsent ? 'Absent' : 'Present'}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {roll.reasonRequired ? (
        <label className="attendance-form__reason">
          Reason for the correction
          <textarea value={reason} maxLength={500} required onChange={(event) => setReason(event.target.value)} />
        </label>
      ) : null}
      {error ? (
        <p role="alert" className="ui-error">
          {error}
        </p>
      ) : null}
      <p role="status">{notice}</p>
      {roll.editable ? (
        <div className="attendance-form__bar">
          <button type="submit" className="ui-button" disabled={busy}>
            {busy ? 'Saving...' : 'Save attendance'}
          </button>
        </div>
      ) : null}
    </form>
  );
}
