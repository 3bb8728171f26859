import { Link } from 'react-router-dom';
import { Illustration } from '../../../lib/Illustration.tsx';
import { hero } from '../content.ts';

export function HeroBanner() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="ui-container home-hero__inner">
        <div>
          <h1 id="home-hero-title" className="home-hero__title">
            {hero.title}
          </h1>
          <p className="home-hero__text">{hero.text}</p>
          <Link className="ui-button home-hero__cta" to={hero.cta.href}>
            {hero.cta.label}
          </Link>
        </div>
        <Illustration markup={hero.illustration} label={hero.imageAlt} />
      </div>
    </section>
  );
}
