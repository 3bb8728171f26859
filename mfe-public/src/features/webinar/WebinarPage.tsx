import { usePageMeta } from '@college/shared-ui';
import { Link } from 'react-router-dom';
import { Illustration } from '../../lib/Illustration.tsx';
import { webinarText } from './content.ts';
import './webinar.css';

export default function WebinarPage() {
  usePageMeta(webinarText.meta);
  return (
    <main id="main" className="ui-container webinar-page">
      <div className="webinar-intro">
        <div>
          <h1>{webinarText.title}</h1>
          <p className="webinar-topic">{webinarText.topic}</p>
          <dl className="webinar-details">
            {webinarText.details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Illustration markup={webinarText.image} label={webinarText.imageAlt} />
      </div>
      <section aria-labelledby="webinar-agenda-title">
        <h2 id="webinar-agenda-title">{webinarText.agendaTitle}</h2>
        <ul>
          {webinarText.agenda.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <p>{webinarText.register.text}</p>
      <Link className="ui-button" to={webinarText.register.href}>
        {webinarText.register.label}
      </Link>
    </main>
  );
}
