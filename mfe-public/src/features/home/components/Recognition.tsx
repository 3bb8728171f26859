import { recognitionLinks } from '@college/shared-ui/content';
import { Link } from 'react-router-dom';
import { recognition } from '../content.ts';
import { newTabHint, newTabProps } from '../../../lib/links.ts';

export function Recognition() {
  return (
    <section className="home-section home-recognition ui-container" aria-labelledby="home-recognition-title">
      <h2 id="home-recognition-title" className="home-section__title">
        {recognition.title}
      </h2>
      <p>{recognition.text}</p>
      <ul className="home-recognition__list">
        {recognitionLinks.map((link) => (
          <li key={link.href}>
            <img src={recognition.icon} alt="" width={40} height={40} loading="lazy" decoding="async" />
            <span>
              <span className="home-recognition__kind">{link.description}</span>
              <a href={link.href} {...newTabProps}>
                {link.name}
                <span className="ui-visually-hidden">{newTabHint}</span>
              </a>
            </span>
          </li>
        ))}
      </ul>
      <div className="home-recognition__cta">
        <h3>{recognition.scholarship.title}</h3>
        <p>{recognition.scholarship.text}</p>
        <Link className="ui-button" to={recognition.scholarship.href}>
          {recognition.scholarship.label}
        </Link>
      </div>
    </section>
  );
}
