import { Spinner } from '@college/shared-ui';
import { getHallTicketEligibility, hallTicketUrl } from '@college/shared-ui/portal';
import { loadedOf } from '@college/shared-ui/data';
import { useQuery } from '@college/shared-ui/queries';
import { Link } from 'react-router-dom';

/** A hall ticket per published exam session of the student's year when they are eligible, else exactly why not. */
export function HallTicketPanel({ studentId }: { studentId: number }) {
  const loaded = loadedOf(useQuery({ queryKey: ['hall-ticket-eligibility', studentId], queryFn: () => getHallTicketEligibility(studentId) }));
  return (
    <section className="student-hall-ticket" aria-labelledby="student-hall-ticket-title">
      <h3 id="student-hall-ticket-title">Hall ticket</h3>
      {loaded.status === 'loading' ? <Spinner label="Checking your hall ticket..." /> : null}
      {loaded.status === 'failed' ? <p role="alert">Your hall ticket could not be checked: {loaded.message}</p> : null}
      {loaded.status === 'ready' && loaded.data.eligible ? (
        <>
          <p>
            A hall ticket for each exam session lists your papers with date, time and room, and carries a verification code anyone can check at{' '}
            <Link to="/verify">the verification page</Link>.
          </p>
          <ul className="student-hall-ticket__sessions">
            {loaded.data.sessions.map((session) => (
              <li key={session.id}>
                <strong>{session.name}</strong>, {session.papers === 1 ? 'one paper' : `${session.papers} papers`}{' '}
                <a className="ui-button" href={hallTicketUrl(studentId, session.id)} download>
                  Download hall ticket (PDF)<span className="ui-visually-hidden">, {session.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {loaded.status === 'ready' && !loaded.data.eligible ? (
        <>
          <p>Your hall ticket cannot be issued yet:</p>
          <ul>
            {loaded.data.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
