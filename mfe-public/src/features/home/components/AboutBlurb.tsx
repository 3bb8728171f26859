import { Link } from 'react-router-dom';
import { aboutBlurb, homeImages } from '../content.ts';

export function AboutBlurb() {
  return (
    <section className="home-section home-split ui-container" aria-labelledby="home-about-title">
      <img src={homeImages.about} alt={aboutBlurb.imageAlt} width={800} height={450} loading="lazy" decoding="async" />
      <div>
        <h2 id="home-about-title" className="home-section__title">
          {aboutBlurb.title}
        </h2>
        <p>{aboutBlurb.text}</p>
        <Link className="ui-button" to={aboutBlurb.cta.href}>
          {aboutBlurb.cta.label}
        </Link>
      </div>
    </section>
  );
}
