import { yearLabel } from '@college/shared-ui/format';
import { deleteTeachingAssignment, listTeachingAssignments, type TeachingAssignment } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { AcademicYearSelect } from '../../components/AcademicYearSelect.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import '../../components/records.css';
import { useAcademicYears } from '../../lib/useAcademicYears.ts';
import { AssessmentsDialog } from './AssessmentsDialog.tsx';
import { AssignForm } from './AssignForm.tsx';
import { ScrollBox } from '../../components/ScrollBox.tsx';

const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

function AssignmentsTable({
  assignments,
  onRemove,
  onAssessments,
}: {
  assignments: TeachingAssignment[];
  onRemove: (a: TeachingAssignment) => void;
  onAssessments: (a: TeachingAssignment) => void;
}) {
  if (assignments.length === 0) return <p>No subjects are assigned for this academic year.</p>;
  return (
    <ScrollBox label="Teaching assignments">
      <table className="records-table">
        <caption className="ui-visually-hidden">Teaching assignments</caption>
        <thead>
          <tr>
            <th scope="col">Faculty</th>
            <th scope="col">Subject</th>
            <th scope="col">Year</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {assignments.map((assignment) => {
            const what = `${assignment.subject.name} from ${personName(assignment.faculty)}`;
            return (
              <tr key={assignment.id}>
                <td>{personName(assignment.faculty)}</td>
                <td>
                  {assignment.subject.code} {assignment.subject.name}
                </td>
                <td>{yearLabel(assignment.subject.year)}</td>
                <td>
                  <span className="admin-row-actions">
                    <button
                      type="button"
                      className="ui-button ui-button--secondary"
                      aria-label={`Assessments of ${assignment.subject.name}`}
                      onClick={() => onAssessments(assignment)}
                    >
                      Assessments
                    </button>
                    <button type="button" className="ui-button ui-button--danger" aria-label={`Remove ${what}`} onClick={() => onRemove(assignment)}>
                      Remove
                    </button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** Who teaches which subject in an academic year. */
export default function FacultySubjectsSection() {
  const { years, academicYear, setAcademicYear } = useAcademicYears();
  const query = useQuery({
    queryKey: ['teaching-assignments', academicYear],
    queryFn: () => listTeachingAssignments({ academicYear: academicYear ?? undefined }),
    enabled: academicYear !== null,
  });
  const queryClient = useQueryClient();
  // who teaches what also decides a faculty member's classes and a student's teachers
  const reload = () => {
    for (const key of ['teaching-assignments', 'faculty-classes', 'subject-teachers']) void queryClient.invalidateQueries({ queryKey: [key] });
  };
  const [notice, setNotice] = useState('');
  const [viewing, setViewing] = useState<TeachingAssignment | null>(null);
  const removal = useConfirmedDelete('Are you sure you want to remove this teaching assignment?', deleteTeachingAssignment, () => {
    setNotice('Assignment removed.');
    reload();
  });
  return (
    <section aria-labelledby="faculty-subjects-heading">
      <h1 id="faculty-subjects-heading">Faculty Subjects</h1>
      <div className="records-filters">
        <AcademicYearSelect years={years} value={academicYear} onChange={setAcademicYear} />
      </div>
      {academicYear ? (
        <AssignForm
          academicYear={academicYear}
          onAssigned={(assignment) => {
            setNotice(`${assignment.subject.name} assigned to ${personName(assignment.faculty)}.`);
            reload();
          }}
        />
      ) : null}
      <ErrorMessage>{removal.error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <h2>Assignments{academicYear ? ` of ${academicYear}` : ''}</h2>
      <LoadedView query={query}>
        {(assignments) => <AssignmentsTable assignments={assignments} onRemove={(a) => removal.ask(a.id)} onAssessments={setViewing} />}
      </LoadedView>
      {removal.dialog}
      {viewing ? <AssessmentsDialog assignment={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}
