import { Spinner, usePageMeta } from '@college/shared-ui';
import { type Column, DataTable, fullName, listSubjectTeachers, type SubjectWithTeachers, type Teacher } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { dashboardMeta } from '../../../lib/studentPaths.ts';

const teacherName = (teacher: Teacher) => `${fullName(teacher.firstName, teacher.lastName)}${teacher.designation ? `, ${teacher.designation}` : ''}`;

const columns: Column<SubjectWithTeachers>[] = [
  { key: 'subject', header: 'Subject', render: (s) => `${s.name} (${s.code})` },
  { key: 'teachers', header: 'Taught by', render: (s) => (s.teachers.length ? s.teachers.map(teacherName).join('; ') : 'Not assigned yet') },
];

/** The subjects of the student's year this academic year and who teaches them. */
export default function SubjectsSection() {
  usePageMeta(dashboardMeta);
  const loaded = loadedOf(useQuery({ queryKey: ['subject-teachers'], queryFn: () => listSubjectTeachers() }));
  return (
    <section className="student-section" aria-labelledby="student-subjects-title">
      <h2 id="student-subjects-title">Subjects</h2>
      {loaded.status === 'loading' ? <Spinner label="Loading your subjects..." /> : null}
      {loaded.status === 'failed' ? <p role="alert">Your subjects could not be loaded: {loaded.message}</p> : null}
      {loaded.status === 'ready' ? (
        <DataTable caption="Subjects and teachers" columns={columns} rows={loaded.data} rowKey={(s) => s.id} emptyMessage="No subjects found for your year." />
      ) : null}
    </section>
  );
}
