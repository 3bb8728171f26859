import { Link } from 'react-router-dom';
import { homeImages, ourProgramme } from '../content.ts';

export function OurProgramme() {
  return (
    <section className="home-section home-split ui-container" aria-labelledby="home-programme-title">
      <img src={homeImages.programme} alt={ourProgramme.imageAlt} width={800} height={450} loading="lazy" decoding="async" />
      <div>
        <h2 id="home-programme-title" className="home-section__title">
          {ourProgramme.title}
        </h2>
        <p className="home-programme__name">{ourProgramme.name}</p>
        <dl className="home-programme__facts">
          {ourProgramme.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <Link className="ui-button ui-button--secondary" to={ourProgramme.cta.href}>
          {ourProgramme.cta.label}
        </Link>
      </div>
    </section>
  );
}
