import { Link } from 'react-router-dom';
import { admissionBanner } from '../content.ts';

export function AdmissionBanner() {
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <div className="ui-container home-banner__inner">
        <div>
          <h2 id="home-banner-title">{admissionBanner.title(new Date().getFullYear())}</h2>
          <p>{admissionBanner.text}</p>
        </div>
        <Link className="ui-button home-banner__cta" to={admissionBanner.cta.href}>
          {admissionBanner.cta.label}
        </Link>
      </div>
    </section>
  );
}
