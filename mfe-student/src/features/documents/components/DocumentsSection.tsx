import { Spinner, usePageMeta } from '@college/shared-ui';
import { getAdmissionDocuments } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { sectionMeta } from '../../../lib/studentPaths.ts';
import { useStudentId } from '../../../lib/useStudentId.ts';
import { documentTexts as text } from '../documentTexts.ts';
import { DocumentRow } from './DocumentRow.tsx';
import { ProfilePhotoForm } from './ProfilePhotoForm.tsx';
import '../documents.css';

/** The student's profile photo and the nine admission documents, each with its status and an upload. */
export default function DocumentsSection() {
  usePageMeta(sectionMeta(text.title));
  const studentId = useStudentId();
  const loaded = loadedOf(useQuery({ queryKey: ['student-documents', studentId], queryFn: () => getAdmissionDocuments(studentId) }));
  return (
    <section className="student-section" aria-labelledby="student-documents-title">
      <h2 id="student-documents-title">{text.title}</h2>
      <ProfilePhotoForm studentId={studentId} />
      <h3>{text.documentsTitle}</h3>
      <p>{text.documentsIntro}</p>
      {loaded.status === 'loading' ? <Spinner label={text.loading} /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert">
          {text.failed} {loaded.message}
        </p>
      ) : null}
      {loaded.status === 'ready' ? (
        <ul className="student-documents" aria-label={text.documentsTitle}>
          {loaded.data.map((document) => (
            <DocumentRow key={document.kind} studentId={studentId} document={document} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
