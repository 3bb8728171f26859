import { yearLabel } from '@college/shared-ui/format';
import { type AdminStudent, listStudents, listSubjectTeachers } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { AcademicYearSelect } from '../../components/AcademicYearSelect.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { studentDetail } from '../../lib/people.ts';
import { PersonPicker } from '../../components/PersonPicker.tsx';
import '../../components/records.css';
import { useAcademicYears } from '../../lib/useAcademicYears.ts';
import { ScrollBox } from '../../components/ScrollBox.tsx';

function SubjectsOf({ student, academicYear }: { student: AdminStudent; academicYear: string }) {
  const query = useQuery({
    queryKey: ['subject-teachers', student.year, academicYear],
    queryFn: () => listSubjectTeachers({ year: student.year, academicYear }),
  });
  return (
    <LoadedView query={query} loading="Loading subjects...">
      {(subjects) =>
        subjects.length === 0 ? (
          <p>No subjects for {yearLabel(student.year)}.</p>
        ) : (
          <ScrollBox label="Subjects and teachers">
            <table className="records-table">
              <caption>
                Subjects of {student.firstName} {student.lastName} ({yearLabel(student.year)}, {academicYear})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Taught by</th>
                </tr>
              </thead>
              <tbody>
                {subjects.map((subject) => (
                  <tr key={subject.id}>
                    <td>{subject.code}</td>
                    <td>{subject.name}</td>
                    <td>
                      {subject.teachers.length === 0
                        ? 'Not assigned yet'
                        : subject.teachers.map((t) => `${t.firstName} ${t.lastName}${t.designation ? ` (${t.designation})` : ''}`).join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )
      }
    </LoadedView>
  );
}

/** A student's subjects of their year, with who teaches each. */
export default function StudentSubjectsSection() {
  const { years, academicYear, setAcademicYear } = useAcademicYears();
  const [student, setStudent] = useState<AdminStudent | null>(null);
  return (
    <section aria-labelledby="student-subjects-heading">
      <h1 id="student-subjects-heading">Student Subjects</h1>
      <div className="records-filters">
        <AcademicYearSelect years={years} value={academicYear} onChange={setAcademicYear} />
      </div>
      <PersonPicker noun="student" search={listStudents} detail={studentDetail} chosen={student} onChoose={setStudent} />
      {student && academicYear ? <SubjectsOf student={student} academicYear={academicYear} /> : null}
    </section>
  );
}
