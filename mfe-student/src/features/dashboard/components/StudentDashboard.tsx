import { Spinner, type Student } from '@college/shared-ui';
import { DataTable } from '@college/shared-ui/portal';
import { feeColumns, gradeColumns, resultColumns } from '../columns.tsx';
import { useStudentRecord } from '../useStudentRecord.ts';
import { StudentProfileCard } from './StudentProfileCard.tsx';
import '../dashboard.css';

function StudentRecords({ student }: { student: Student }) {
  return (
    <>
      <StudentProfileCard student={student} />
      <section className="student-section" aria-labelledby="student-fees-title">
        <h2 id="student-fees-title">Fees</h2>
        <DataTable caption="Fees" columns={feeColumns} rows={student.fees ?? []} rowKey={(fee) => fee.id} emptyMessage="No fee records found." />
      </section>
      <section className="student-section" aria-labelledby="student-results-title">
        <h2 id="student-results-title">Results</h2>
        <DataTable caption="Results by subject" columns={resultColumns} rows={student.results ?? []} rowKey={(r) => r.id} emptyMessage="No results published yet." />
      </section>
      <section className="student-section" aria-labelledby="student-grades-title">
        <h2 id="student-grades-title">Grades</h2>
        <DataTable caption="Grades by subject" columns={gradeColumns} rows={student.gradeInfo ?? []} rowKey={(g) => g.id} emptyMessage="No grades published yet." />
      </section>
    </>
  );
}

/** Profile card, fees, results and grades of the signed-in student; read-only. */
export function StudentDashboard({ studentId }: { studentId: number | string }) {
  const state = useStudentRecord(studentId);
  if (state.status === 'loading') return <Spinner label="Loading your profile..." />;
  if (state.status === 'not-found') return <p className="student-not-found">Student not found</p>;
  return <StudentRecords student={state.student} />;
}
