import { Spinner, usePageMeta } from '@college/shared-ui';
import { type Column, DataTable, formatDate, getStudentBookRequests, type StudentBookRequest } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { Link } from 'react-router-dom';
import { sectionMeta } from '../../../lib/studentPaths.ts';
import { useStudentId } from '../../../lib/useStudentId.ts';
import { bookRequestStatus, libraryTexts as text } from '../libraryTexts.ts';

const columns: Column<StudentBookRequest>[] = [
  { key: 'book', header: 'Book', render: (r) => r.bookTitle },
  { key: 'author', header: 'Author', render: (r) => r.author ?? '' },
  { key: 'receivedAt', header: 'Requested on', render: (r) => formatDate(r.receivedAt) },
  { key: 'reference', header: 'Reference', render: (r) => r.reference },
  { key: 'status', header: 'Status', render: (r) => bookRequestStatus(r.status) },
];

/** The student's book requests and their status, and the way to the library's search to ask for another. */
export default function LibrarySection() {
  usePageMeta(sectionMeta(text.title));
  const studentId = useStudentId();
  const loaded = loadedOf(useQuery({ queryKey: ['student-book-requests', studentId], queryFn: () => getStudentBookRequests(studentId) }));
  return (
    <section className="student-section" aria-labelledby="student-library-title">
      <h2 id="student-library-title">{text.title}</h2>
      <p>{text.intro}</p>
      <p>
        <Link to="/services/digital-library">{text.search}</Link>
      </p>
      {loaded.status === 'loading' ? <Spinner label={text.loading} /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert">
          {text.failed} {loaded.message}
        </p>
      ) : null}
      {loaded.status === 'ready' ? (
        <DataTable caption={text.caption} columns={columns} rows={loaded.data} rowKey={(r) => r.reference} emptyMessage={text.empty} />
      ) : null}
    </section>
  );
}
