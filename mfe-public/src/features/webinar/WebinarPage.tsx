import { Spinner, usePageMeta } from '@college/shared-ui';
import { formatLongDate } from '@college/shared-ui/format';
import { Link } from 'react-router-dom';
import { Illustration } from '../../lib/Illustration.tsx';
import { webinarText as text } from './content.ts';
import { useNextWebinar } from './useNextWebinar.ts';
import './webinar.css';

/** The next event the admin marked as a webinar: its topic and date; none, and the page says so. */
function NextWebinar() {
  const { state, retry } = useNextWebinar();
  if (state.status === 'loading') return <Spinner label={text.loading} />;
  if (state.status === 'error')
    return (
      <div role="alert" className="webinar-error">
        <p>{text.failed}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={retry}>
          {text.retry}
        </button>
      </div>
    );
  if (!state.webinar) return <p className="webinar-none">{text.none}</p>;
  return (
    <>
      <p className="webinar-topic">{state.webinar.eventTitle}</p>
      <dl className="webinar-details">
        <div>
          <dt>{text.details.date}</dt>
          <dd>
            <time dateTime={state.webinar.eventDate.slice(0, 10)}>{formatLongDate(state.webinar.eventDate)}</time>
          </dd>
        </div>
        <div>
          <dt>{text.details.format}</dt>
          <dd>{text.details.online}</dd>
        </div>
      </dl>
    </>
  );
}

export default function WebinarPage() {
  usePageMeta(text.meta);
  return (
    <main id="main" className="ui-container webinar-page">
      <div className="webinar-intro">
        <div>
          <h1>{text.title}</h1>
          <NextWebinar />
        </div>
        <Illustration markup={text.image} label={text.imageAlt} />
      </div>
      <p>{text.register.text}</p>
      <Link className="ui-button" to={text.register.href}>
        {text.register.label}
      </Link>
    </main>
  );
}
