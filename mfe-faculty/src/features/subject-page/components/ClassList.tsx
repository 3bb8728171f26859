import type { ClassStudent } from '@college/shared-ui/portal';
import { type Column, DataTable, fullName, orNotProvided } from '@college/shared-ui/portal';

const columns: Column<ClassStudent>[] = [
  { key: 'name', header: 'Student', render: (s) => fullName(s.firstName, s.lastName) },
  { key: 'enrollment', header: 'Enrollment number', render: (s) => orNotProvided(s.enrollmentNumber) },
];

export function ClassList({ students }: { students: ClassStudent[] }) {
  return (
    <section className="faculty-panel" aria-labelledby="subject-students-title">
      <h2 id="subject-students-title">Students ({students.length})</h2>
      <DataTable caption="Students" columns={columns} rows={students} rowKey={(s) => s.id} emptyMessage="No students in this year." />
    </section>
  );
}
