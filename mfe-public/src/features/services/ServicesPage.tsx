import { usePageMeta } from '@college/shared-ui';
import { Link } from 'react-router-dom';
import { servicesPage } from './content.ts';
import './services.css';

export default function ServicesPage() {
  usePageMeta(servicesPage.meta);
  return (
    <main id="main" className="ui-container services-page">
      <h1>{servicesPage.title}</h1>
      <p className="services-page__intro">{servicesPage.intro}</p>
      <ul className="services-cards">
        {servicesPage.cards.map((card) => (
          <li key={card.title} className="services-card">
            <img src={card.icon} alt="" width={72} height={72} decoding="async" />
            <h2 className="services-card__title">{card.title}</h2>
            <p>{card.description}</p>
            <Link className="ui-button services-card__button" to={card.link}>
              {card.buttonText}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
