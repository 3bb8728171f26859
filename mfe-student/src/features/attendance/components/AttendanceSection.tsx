import { Spinner, usePageMeta } from '@college/shared-ui';
import { type Column, DataTable, getStudentAttendance, type StudentAttendance } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { sectionMeta } from '../../../lib/studentPaths.ts';
import { useStudentId } from '../../../lib/useStudentId.ts';
import { percentText, shortageText } from '../attendanceTexts.ts';
import '../attendance.css';

type SubjectRow = StudentAttendance['subjects'][number];

function columns(threshold: number): Column<SubjectRow>[] {
  return [
    { key: 'subject', header: 'Subject', render: (row) => `${row.subject.name} (${row.subject.code})` },
    { key: 'attended', header: 'Attended', render: (row) => `${row.attended} of ${row.held}` },
    { key: 'percentage', header: 'Attendance', render: (row) => percentText(row.percentage) },
    {
      key: 'status',
      header: 'Status',
      render: (row) => {
        const text = shortageText(row, threshold);
        return <span className={text ? 'attendance-status attendance-status--short' : 'attendance-status'}>{text ?? 'At or above the minimum'}</span>;
      },
    },
  ];
}

/** Attendance per subject and overall, with a warning (and the classes needed) below the college's minimum. */
export default function AttendanceSection() {
  usePageMeta(sectionMeta('Attendance'));
  const studentId = useStudentId();
  const loaded = loadedOf(useQuery({ queryKey: ['student-attendance', studentId], queryFn: () => getStudentAttendance(studentId) }));
  return (
    <section className="student-section" aria-labelledby="student-attendance-title">
      <h2 id="student-attendance-title">Attendance</h2>
      {loaded.status === 'loading' ? <Spinner label="Loading your attendance..." /> : null}
      {loaded.status === 'failed' ? <p role="alert">Your attendance could not be loaded: {loaded.message}</p> : null}
      {loaded.status === 'ready' ? <AttendanceView attendance={loaded.data} /> : null}
    </section>
  );
}

function AttendanceView({ attendance }: { attendance: StudentAttendance }) {
  const { overall, threshold } = attendance;
  const short = attendance.subjects.filter((row) => shortageText(row, threshold));
  return (
    <>
      <p className="attendance-overall">
        Overall: <strong>{percentText(overall.percentage)}</strong> ({overall.attended} of {overall.held} classes, {attendance.academicYear}). The minimum to
        sit the university exam is {threshold}%.
      </p>
      {short.length > 0 ? (
        <div className="attendance-warning" role="alert">
          <p>
            <strong>
              Your attendance is below {threshold}% in {short.length === 1 ? 'one subject' : `${short.length} subjects`}.
            </strong>
          </p>
          <ul>
            {short.map((row) => (
              <li key={row.subject.id}>
                {row.subject.name}: {shortageText(row, threshold)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DataTable
        caption="Attendance per subject"
        columns={columns(threshold)}
        rows={attendance.subjects}
        rowKey={(row) => row.subject.id}
        emptyMessage="No attendance taken yet."
      />
    </>
  );
}
