import { Spinner } from '@college/shared-ui';
import { loadedOf } from '@college/shared-ui/data';
import { yearLabel } from '@college/shared-ui/format';
import { getTeacherWeek, localToday, type Period, WEEKDAY_NAMES, weekdayOf } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { facultyPaths } from '../../../lib/subjectPaths.ts';
import { lastClassDate } from '../lastClassDate.ts';
import '../timetable.css';

function PeriodLine({ period, facultyId, date, dateLabel }: { period: Period; facultyId: number; date: string; dateLabel?: string }) {
  return (
    <li className="faculty-period">
      <span className="faculty-period__time">
        {period.startsAt}-{period.endsAt}
      </span>
      <span className="faculty-period__what">
        <strong>{period.subject.name}</strong> <span className="faculty-period__muted">({period.subject.code})</span>
      </span>
      <span className="faculty-period__where">
        {yearLabel(period.year)}, {period.room}
      </span>
      <Link
        className="ui-button faculty-period__action"
        to={facultyPaths.attendance(facultyId, period.id, date)}
        aria-label={`Attendance: ${period.subject.name}, ${dateLabel ?? 'today'} ${period.startsAt}`}
      >
        Attendance
      </Link>
    </li>
  );
}

/** The dashboard opens on "Today": the member's periods of the day, each opening its attendance; "My week" beside it. */
export function TodayAndWeek({ facultyId }: { facultyId: number }) {
  const loaded = loadedOf(useQuery({ queryKey: ['teacher-week', facultyId], queryFn: () => getTeacherWeek(facultyId) }));
  const [view, setView] = useState<'today' | 'week'>('today');
  const today = localToday();
  const weekday = weekdayOf(today);
  return (
    <section className="faculty-panel" aria-labelledby="faculty-today-title">
      <h2 id="faculty-today-title">{view === 'today' ? 'Today' : 'My week'}</h2>
      <fieldset className="faculty-tabs">
        <legend className="ui-visually-hidden">Timetable view</legend>
        <button type="button" className="faculty-tabs__tab" aria-pressed={view === 'today'} onClick={() => setView('today')}>
          Today
        </button>
        <button type="button" className="faculty-tabs__tab" aria-pressed={view === 'week'} onClick={() => setView('week')}>
          My week
        </button>
      </fieldset>
      {loaded.status === 'loading' ? <Spinner label="Loading your timetable..." /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="ui-error">
          Your timetable could not be loaded: {loaded.message}
        </p>
      ) : null}
      {loaded.status === 'ready' && view === 'today' ? (
        <TodayList periods={loaded.data.periods.filter((period) => period.weekday === weekday)} facultyId={facultyId} today={today} />
      ) : null}
      {loaded.status === 'ready' && view === 'week' ? <WeekList periods={loaded.data.periods} facultyId={facultyId} today={today} /> : null}
    </section>
  );
}

function TodayList({ periods, facultyId, today }: { periods: Period[]; facultyId: number; today: string }) {
  if (periods.length === 0) return <p className="ui-table-empty">You have no classes today.</p>;
  return (
    <ul className="faculty-periods" aria-label="Your classes today">
      {periods.map((period) => (
        <PeriodLine key={period.id} period={period} facultyId={facultyId} date={today} />
      ))}
    </ul>
  );
}

/** Each day's periods; a period's attendance opens on the day it last met (today, or earlier this week). */
function WeekList({ periods, facultyId, today }: { periods: Period[]; facultyId: number; today: string }) {
  if (periods.length === 0) return <p className="ui-table-empty">No classes are timetabled for you this academic year.</p>;
  return (
    <>
      {WEEKDAY_NAMES.map((name, index) => {
        const ofDay = periods.filter((period) => period.weekday === index + 1);
        if (ofDay.length === 0) return null;
        const date = lastClassDate(index + 1, today);
        return (
          <div key={name} className="faculty-week__day">
            <h3>{name}</h3>
            <ul className="faculty-periods">
              {ofDay.map((period) => (
                <PeriodLine key={period.id} period={period} facultyId={facultyId} date={date} dateLabel={`${name} ${date}`} />
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
