import { usePageMeta } from '@college/shared-ui';
import { Link } from 'react-router-dom';
import { Illustration } from '../../lib/Illustration.tsx';
import { facilities, facilitiesText, facilityImageSize } from './content.ts';
import { FacilityGallery } from './components/FacilityGallery.tsx';
import './facilities.css';

export default function FacilitiesPage() {
  usePageMeta(facilitiesText.meta);
  return (
    <main id="main" className="facilities-page">
      <header className="facilities-banner">
        <div className="ui-container facilities-banner__inner">
          <div>
            <h1>{facilitiesText.title}</h1>
            <p>{facilitiesText.bannerText}</p>
          </div>
          <Illustration markup={facilitiesText.banner} label={facilitiesText.bannerAlt} />
        </div>
      </header>
      <div className="ui-container">
        <ul className="facilities-cards">
          {facilities.map((facility, index) => (
            <li key={facility.id} className="facilities-card">
              {/* the first card's picture is on a phone's first screen, its largest paint: it travels inside the page */}
              <img src={facility.images[0]?.src} alt="" {...facilityImageSize} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
              <h2>{facility.title}</h2>
              <p>{facility.description}</p>
            </li>
          ))}
        </ul>
        <FacilityGallery />
        <section className="facilities-tour" aria-labelledby="facilities-tour-title">
          <h2 id="facilities-tour-title">{facilitiesText.tour.title}</h2>
          <p>{facilitiesText.tour.text}</p>
          <Link className="ui-button" to={facilitiesText.tour.href}>
            {facilitiesText.tour.label}
          </Link>
        </section>
      </div>
    </main>
  );
}
