import { usePageMeta } from '@college/shared-ui';
import { facultyCalendarText as text } from './content.ts';
import { getAcademicCalendar } from './api/getAcademicCalendar.ts';
import { getPublicFaculty } from '../../lib/getPublicFaculty.ts';
import { usePublicList } from '../../lib/usePublicList.ts';
import { calendarRows } from './calendarRows.ts';
import { ListStatus } from './components/ListStatus.tsx';
import './faculty-calendar.css';

export default function FacultyCalendarPage() {
  usePageMeta(text.meta);
  const faculty = usePublicList(getPublicFaculty);
  const calendar = usePublicList(getAcademicCalendar);
  return (
    <main id="main" className="ui-container faculty-calendar">
      <h1>{text.title}</h1>
      <section aria-labelledby="faculty-title">
        <h2 id="faculty-title">{text.facultyTitle}</h2>
        <ListStatus {...faculty} loading={text.loadingFaculty} empty={text.noFaculty} error={text.facultyError}>
          {(members) => (
            <ul className="faculty-calendar__faculty">
              {members.map((member, index) => (
                <li key={`${member.firstName}-${member.lastName}-${index}`}>
                  <span className="faculty-calendar__name">
                    {member.firstName} {member.lastName}
                  </span>
                  <span>{member.designation}</span>
                  {member.specialization && <span className="faculty-calendar__muted">{member.specialization}</span>}
                </li>
              ))}
            </ul>
          )}
        </ListStatus>
      </section>
      <section aria-labelledby="calendar-title">
        <h2 id="calendar-title">{text.calendarTitle}</h2>
        <ListStatus {...calendar} loading={text.loadingCalendar} empty={text.noCalendar} error={text.calendarError}>
          {(entries) => (
            <div className="faculty-calendar__scroll">
              <table>
                <caption className="ui-visually-hidden">{text.caption}</caption>
                <thead>
                  <tr>
                    {text.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {calendarRows(entries).map((row) => (
                    <tr key={row.id}>
                      <td>
                        <time dateTime={row.date}>{row.dateText}</time>
                      </td>
                      <td>{row.event}</td>
                      <td>{row.year}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListStatus>
      </section>
    </main>
  );
}
