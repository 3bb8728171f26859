import { yearOptions } from '@college/shared-ui/format';
import { TIMETABLE_LIMITS } from '@college/contract/limits';
import { getTimetable, listSubjectTeachers, saveTimetable, type Timetable, WEEKDAY_NAMES, type Year, YEARS } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { AcademicYearSelect } from '../../components/AcademicYearSelect.tsx';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { SelectField } from '../../components/Field.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { ScrollBox } from '../../components/ScrollBox.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { useAcademicYears } from '../../lib/useAcademicYears.ts';
import { nextRow, type PeriodRow, periodInputs, rowsFrom } from './periodRows.ts';
import '../../components/records.css';
import './timetable-admin.css';

type SubjectChoice = Awaited<ReturnType<typeof listSubjectTeachers>>[number];
const dayOptions = WEEKDAY_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));

function WeekEditor({ timetable, subjects }: { timetable: Timetable; subjects: SubjectChoice[] }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<PeriodRow[]>(() => rowsFrom(timetable.periods));
  const [version, setVersion] = useState(timetable.version);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const teachersOf = (subjectId: string) => subjects.find((subject) => String(subject.id) === subjectId)?.teachers ?? [];
  const change = (key: string, patch: Partial<PeriodRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  function add() {
    const subject = subjects[0];
    setRows((current) => [...current, nextRow(current, subject ? String(subject.id) : '', String(subject?.teachers[0]?.id ?? ''))]);
  }

  async function save() {
    setBusy(true);
    setError(null);
    setNotice('');
    try {
      const saved = await saveTimetable({ academicYear: timetable.academicYear, year: timetable.year, version, periods: periodInputs(rows) });
      setRows(rowsFrom(saved.periods));
      setVersion(saved.version);
      queryClient.setQueryData(['class-timetable', saved.year, saved.academicYear], saved);
      setNotice(`Timetable saved: ${saved.periods.length} ${saved.periods.length === 1 ? 'period' : 'periods'} a week.`);
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {subjects.length === 0 ? <p>This year has no subjects yet: add them under Subjects first.</p> : null}
      <ScrollBox label="Periods of the week">
        <table className="records-table timetable-table">
          <caption>Periods of the week</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Starts</th>
              <th scope="col">Ends</th>
              <th scope="col">Subject</th>
              <th scope="col">Teacher</th>
              <th scope="col">Room</th>
              <th scope="col">
                <span className="ui-visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={7}>No periods yet.</td>
              </tr>
            ) : null}
            {rows.map((row, index) => {
              const name = `period ${index + 1}`;
              const teachers = teachersOf(row.subjectId);
              return (
                <tr key={row.key}>
                  <td>
                    <select aria-label={`Day of ${name}`} value={row.weekday} onChange={(event) => change(row.key, { weekday: event.target.value })}>
                      {dayOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      type="time"
                      aria-label={`Start of ${name}`}
                      min={TIMETABLE_LIMITS.dayStart}
                      max={TIMETABLE_LIMITS.dayEnd}
                      value={row.startsAt}
                      onChange={(event) => change(row.key, { startsAt: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="time"
                      aria-label={`End of ${name}`}
                      min={TIMETABLE_LIMITS.dayStart}
                      max={TIMETABLE_LIMITS.dayEnd}
                      value={row.endsAt}
                      onChange={(event) => change(row.key, { endsAt: event.target.value })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={`Subject of ${name}`}
                      value={row.subjectId}
                      onChange={(event) => change(row.key, { subjectId: event.target.value, facultyId: String(teachersOf(event.target.value)[0]?.id ?? '') })}
                    >
                      {subjects.map((subject) => (
                        <option key={subject.id} value={String(subject.id)}>
                          {subject.code} {subject.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select aria-label={`Teacher of ${name}`} value={row.facultyId} onChange={(event) => change(row.key, { facultyId: event.target.value })}>
                      {teachers.length === 0 ? <option value="">No teacher assigned</option> : null}
                      {teachers.map((teacher) => (
                        <option key={teacher.id} value={String(teacher.id)}>
                          {teacher.firstName} {teacher.lastName}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      aria-label={`Room of ${name}`}
                      maxLength={TIMETABLE_LIMITS.room}
                      required
                      value={row.room}
                      onChange={(event) => change(row.key, { room: event.target.value })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="ui-button ui-button--secondary"
                      onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                    >
                      Remove<span className="ui-visually-hidden"> {name}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      <ErrorMessage>{error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <div className="admin-actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={add} disabled={subjects.length === 0}>
          Add period
        </button>
        <button type="button" className="ui-button" onClick={save} disabled={busy}>
          Save timetable
        </button>
      </div>
    </>
  );
}

/** The weekly class timetable of one year of study: periods with times, subject, teacher and room. */
export default function TimetableSection() {
  const { years, academicYear, setAcademicYear } = useAcademicYears();
  const [year, setYear] = useState<Year>('FIRST');
  const enabled = academicYear !== null;
  const timetable = useQuery({
    queryKey: ['class-timetable', year, academicYear],
    queryFn: () => getTimetable({ year, academicYear: academicYear ?? undefined }),
    enabled,
  });
  const subjects = useQuery({
    queryKey: ['subject-teachers', year, academicYear],
    queryFn: () => listSubjectTeachers({ year, academicYear: academicYear ?? undefined }),
    enabled,
  });
  return (
    <section aria-labelledby="timetable-heading">
      <h1 id="timetable-heading">Timetable</h1>
      <div className="records-filters">
        <SelectField label="Year of study" value={year} options={yearOptions(YEARS)} onChange={(event) => setYear(event.target.value as Year)} />
        <AcademicYearSelect years={years} value={academicYear} onChange={setAcademicYear} />
      </div>
      <LoadedView query={timetable}>
        {(week) => (
          <LoadedView query={subjects}>{(choices) => <WeekEditor key={`${week.year} ${week.academicYear}`} timetable={week} subjects={choices} />}</LoadedView>
        )}
      </LoadedView>
    </section>
  );
}
