import { ResultsContent } from './ResultsSection.tsx';

/**
 * What a graduated or archived student sees when they sign in (CONTRACT §10): their results with the
 * marksheets and transcript to download, for the years the college allows, and nothing else.
 */
export default function FormerStudentDocuments({ studentId }: { studentId: number }) {
  return (
    <div className="student-former">
      <p role="note">You are a former student of the college: your marksheets and transcript stay here for you to download.</p>
      <ResultsContent studentId={studentId} hallTickets={false} />
    </div>
  );
}
