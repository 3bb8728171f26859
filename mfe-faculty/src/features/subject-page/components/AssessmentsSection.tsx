import type { Assessment } from '@college/shared-ui/portal';
import { type Column, DataTable, formatDate } from '@college/shared-ui/portal';
import { Link } from 'react-router-dom';
import { facultyPaths } from '../../../lib/subjectPaths.ts';
import { sortedAssessments } from '../subjectOverview.ts';
import { AddAssessmentForm } from './AddAssessmentForm.tsx';

interface Props {
  facultyId: number;
  subjectId: number;
  academicYear: string;
  assessments: Assessment[];
  onAdded: (assessment: Assessment) => void;
}

const statusText = (assessment: Assessment) => (assessment.status === 'published' ? `Published ${formatDate(assessment.publishedAt)}` : 'Draft');

export function AssessmentsSection({ facultyId, subjectId, academicYear, assessments, onAdded }: Props) {
  const columns: Column<Assessment>[] = [
    { key: 'name', header: 'Assessment', render: (a) => a.name },
    { key: 'date', header: 'Date', render: (a) => formatDate(a.date) },
    { key: 'maxMarks', header: 'Maximum marks', render: (a) => a.maxMarks },
    { key: 'weight', header: 'Weight', render: (a) => `${a.weight}%` },
    { key: 'status', header: 'Status', render: statusText },
    {
      key: 'actions',
      header: 'Marks',
      render: (a) => (
        <Link to={facultyPaths.marks(facultyId, subjectId, a.id)} aria-label={`${a.status === 'published' ? 'View' : 'Enter'} marks: ${a.name}`}>
          {a.status === 'published' ? 'View marks' : 'Enter marks'}
        </Link>
      ),
    },
  ];
  return (
    <section className="faculty-panel" aria-labelledby="subject-assessments-title">
      <h2 id="subject-assessments-title">Assessments</h2>
      <DataTable
        caption="Assessments"
        columns={columns}
        rows={sortedAssessments(assessments)}
        rowKey={(a) => a.id}
        emptyMessage="No assessments yet. Add the first one below."
      />
      <AddAssessmentForm subjectId={subjectId} academicYear={academicYear} existing={assessments} onAdded={onAdded} />
    </section>
  );
}
