import type { ExamScheduleEntry } from '../../../content/part2/exams.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

export function ScheduleTable({ entries }: { entries: ExamScheduleEntry[] }) {
  if (entries.length === 0) return <p className="exams-empty">No exam schedule available.</p>;
  return (
    <table className="exams-schedule">
      <caption className="ui-visually-hidden">Upcoming examinations</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Subject</th>
          <th scope="col">Time</th>
          <th scope="col">Semester</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.examCode}>
            <td data-label="Date">
              <time dateTime={entry.date}>{formatDate(entry.date)}</time>
            </td>
            <td data-label="Subject">
              <strong>{entry.subject}</strong>
              <span className="exams-schedule__sub">Code: {entry.examCode}</span>
            </td>
            <td data-label="Time">
              {entry.time}
              <span className="exams-schedule__sub">Duration: {entry.duration}</span>
            </td>
            <td data-label="Semester">
              {entry.semester}
              <span className="exams-schedule__sub">Venue: {entry.venue}</span>
              <span className="exams-schedule__sub">Instructor: {entry.instructor}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
