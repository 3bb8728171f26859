import { yearLabel } from '@college/shared-ui/format';
import { type AdminFaculty, listFaculty, listFacultySubjects, listSubjectStudents } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { AcademicYearSelect } from '../../components/AcademicYearSelect.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { PersonPicker } from '../../components/PersonPicker.tsx';
import '../../components/records.css';
import { useAcademicYears } from '../../lib/useAcademicYears.ts';
import { ScrollBox } from '../../components/ScrollBox.tsx';

async function classesOf(facultyId: number, academicYear: string) {
  const subjects = await listFacultySubjects(facultyId, academicYear);
  return Promise.all(subjects.map(async (mine) => ({ ...mine, roster: await listSubjectStudents(mine.subject.id, academicYear) })));
}

function Classes({ faculty, academicYear }: { faculty: AdminFaculty; academicYear: string }) {
  const query = useQuery({ queryKey: ['faculty-classes', faculty.id, academicYear], queryFn: () => classesOf(faculty.id, academicYear) });
  return (
    <LoadedView query={query} loading="Loading students...">
      {(classes) =>
        classes.length === 0 ? (
          <p>
            {faculty.firstName} {faculty.lastName} teaches no subject in {academicYear}.
          </p>
        ) : (
          classes.map(({ subject, roster }) => (
            <section key={subject.id} className="records-group" aria-labelledby={`class-${subject.id}`}>
              <h2 id={`class-${subject.id}`}>
                {subject.code} {subject.name}{' '}
                <span className="records-muted">
                  ({yearLabel(subject.year)}, {roster.length} students)
                </span>
              </h2>
              {roster.length === 0 ? (
                <p>No students in this class.</p>
              ) : (
                <ScrollBox label={`Students of ${subject.name}`}>
                  <table className="records-table">
                    <caption className="ui-visually-hidden">Students of {subject.name}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Student</th>
                        <th scope="col">Enrollment number</th>
                      </tr>
                    </thead>
                    <tbody>
                      {roster.map((student) => (
                        <tr key={student.id}>
                          <td>
                            {student.firstName} {student.lastName}
                          </td>
                          <td>{student.enrollmentNumber ?? '-'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollBox>
              )}
            </section>
          ))
        )
      }
    </LoadedView>
  );
}

/** The students a faculty member teaches, one list per subject. */
export default function FacultyStudentsSection() {
  const { years, academicYear, setAcademicYear } = useAcademicYears();
  const [faculty, setFaculty] = useState<AdminFaculty | null>(null);
  return (
    <section aria-labelledby="faculty-students-heading">
      <h1 id="faculty-students-heading">Faculty Students</h1>
      <div className="records-filters">
        <AcademicYearSelect years={years} value={academicYear} onChange={setAcademicYear} />
      </div>
      <PersonPicker noun="faculty member" search={listFaculty} detail={(member) => member.designation} chosen={faculty} onChoose={setFaculty} />
      {faculty && academicYear ? <Classes faculty={faculty} academicYear={academicYear} /> : null}
    </section>
  );
}
