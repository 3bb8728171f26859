import { uploadsUrl } from '@college/shared-ui';
import { type AdminStudent, getAdmissionDocuments, listStudents } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { LoadedView } from '../../components/LoadedView.tsx';
import { PersonPicker } from '../../components/PersonPicker.tsx';
import { ScrollBox } from '../../components/ScrollBox.tsx';
import { studentDetail } from '../../lib/people.ts';
import '../../components/records.css';
import './student-documents.css';
import { DocumentReview } from './DocumentReview.tsx';

function DocumentsOf({ student }: { student: AdminStudent }) {
  const name = `${student.firstName} ${student.lastName}`;
  const query = useQuery({ queryKey: ['student-documents', student.id], queryFn: () => getAdmissionDocuments(student.id) });
  return (
    <section aria-labelledby="student-documents-of" className="records-group">
      <h2 id="student-documents-of">Photo and documents of {name}</h2>
      {student.ProfilePic ? (
        <img className="admin-student-photo" src={uploadsUrl(student.ProfilePic)} alt={name} width={128} height={128} />
      ) : (
        <p>No profile photo uploaded.</p>
      )}
      <LoadedView query={query} loading="Loading documents...">
        {(documents) => (
          <ScrollBox label={`Admission documents of ${name}`}>
            <table className="records-table">
              <caption className="ui-visually-hidden">Admission documents of {name}</caption>
              <thead>
                <tr>
                  <th scope="col">Document</th>
                  <th scope="col">Status</th>
                  <th scope="col">Uploaded</th>
                  <th scope="col">File</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((document) => (
                  <DocumentReview key={document.kind} studentId={student.id} document={document} />
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </LoadedView>
    </section>
  );
}

/** A student's profile photo and admission documents: each verified, or rejected with a reason the student reads. */
export default function StudentDocumentsSection() {
  const [student, setStudent] = useState<AdminStudent | null>(null);
  return (
    <section aria-labelledby="student-documents-heading">
      <h1 id="student-documents-heading">Student Documents</h1>
      <PersonPicker noun="student" search={listStudents} detail={studentDetail} chosen={student} onChoose={setStudent} />
      {student ? <DocumentsOf student={student} /> : null}
    </section>
  );
}
