import { Spinner, usePageMeta } from '@college/shared-ui';
import { loadedOf } from '@college/shared-ui/data';
import { yearLabel } from '@college/shared-ui/format';
import { getTimetable, localToday, WEEKDAY_NAMES, weekdayOf } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { sectionMeta } from '../../../lib/studentPaths.ts';
import '../timetable.css';

/** The week of the student's year, day by day, with today marked. */
export default function TimetableSection() {
  usePageMeta(sectionMeta('Timetable'));
  const loaded = loadedOf(useQuery({ queryKey: ['class-timetable'], queryFn: () => getTimetable() }));
  const today = weekdayOf(localToday());
  return (
    <section className="student-section" aria-labelledby="student-timetable-title">
      <h2 id="student-timetable-title">Timetable{loaded.status === 'ready' ? `: ${yearLabel(loaded.data.year)}, ${loaded.data.academicYear}` : ''}</h2>
      {loaded.status === 'loading' ? <Spinner label="Loading your timetable..." /> : null}
      {loaded.status === 'failed' ? <p role="alert">Your timetable could not be loaded: {loaded.message}</p> : null}
      {loaded.status === 'ready' && loaded.data.periods.length === 0 ? <p>No timetable has been published for your year yet.</p> : null}
      {loaded.status === 'ready' && loaded.data.periods.length > 0 ? (
        <div className="student-week">
          {WEEKDAY_NAMES.map((name, index) => {
            const periods = loaded.data.periods.filter((period) => period.weekday === index + 1);
            const isToday = index + 1 === today;
            return (
              <section
                key={name}
                className={`student-week__day${isToday ? ' student-week__day--today' : ''}`}
                aria-labelledby={`day-${index + 1}`}
                aria-current={isToday ? 'date' : undefined}
              >
                <h3 id={`day-${index + 1}`}>
                  {name}
                  {isToday ? <span className="student-week__today"> (today)</span> : null}
                </h3>
                {periods.length === 0 ? (
                  <p className="student-week__none">No classes</p>
                ) : (
                  <ul>
                    {periods.map((period) => (
                      <li key={period.id}>
                        <span className="student-week__time">
                          {period.startsAt}-{period.endsAt}
                        </span>{' '}
                        <strong>{period.subject.name}</strong>
                        <span className="student-week__where">
                          {period.teacher.firstName} {period.teacher.lastName}, {period.room}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
