import type { ExamSlot } from '@college/shared-ui/exams';
import { examDataText } from '../content.ts';
import { formatDuration, formatExamDate, formatExamTime } from './examFormat.ts';

/** As many rows as a usual timetable, so the page below does not move when the real rows arrive. */
const PLACEHOLDER_ROWS = 6;

function Head() {
  return (
    <thead>
      <tr>
        <th scope="col">Date</th>
        <th scope="col">Subject</th>
        <th scope="col">Time</th>
        <th scope="col">Semester</th>
      </tr>
    </thead>
  );
}

/** The table's shape with blank lines where the rows will be, while the timetable loads. */
export function ScheduleLoading() {
  const line = <span className="exams-skeleton" aria-hidden="true" />;
  return (
    <div className="exams-schedule-wrap" aria-busy="true">
      <p role="status" className="ui-visually-hidden">
        {examDataText.scheduleLoading}
      </p>
      <table className="exams-schedule exams-schedule--loading" aria-hidden="true">
        <Head />
        <tbody>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
            <tr key={index}>
              <td data-label="Date">{line}</td>
              <td data-label="Subject">
                {line}
                <span className="exams-schedule__sub">{line}</span>
              </td>
              <td data-label="Time">
                {line}
                <span className="exams-schedule__sub">{line}</span>
              </td>
              <td data-label="Semester">
                {line}
                <span className="exams-schedule__sub">{line}</span>
                <span className="exams-schedule__sub">{line}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ScheduleTable({ entries }: { entries: ExamSlot[] }) {
  if (entries.length === 0) return <p className="exams-empty">{examDataText.scheduleEmpty}</p>;
  return (
    <div className="exams-schedule-wrap">
      <table className="exams-schedule">
        <caption className="ui-visually-hidden">{examDataText.scheduleCaption}</caption>
        <Head />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Date">
                <time dateTime={entry.date}>{formatExamDate(entry.date)}</time>
              </td>
              <td data-label="Subject">
                <strong>{entry.subject}</strong>
                <span className="exams-schedule__sub">Code: {entry.examCode}</span>
              </td>
              <td data-label="Time">
                {formatExamTime(entry.time)}
                <span className="exams-schedule__sub">Duration: {formatDuration(entry.durationMinutes)}</span>
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
    </div>
  );
}
