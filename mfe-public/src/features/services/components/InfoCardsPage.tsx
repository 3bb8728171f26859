import { usePageMeta } from '@college/shared-ui';
import { Link } from 'react-router-dom';
import type { ServicePageContent } from '../content.ts';
import '../services.css';

/** A services sub-page: title, intro, a grid of cards and one call to action. */
export function InfoCardsPage({ content }: { content: ServicePageContent }) {
  usePageMeta(content.meta);
  return (
    <main id="main" className="ui-container services-page">
      <h1>{content.title}</h1>
      <p className="services-page__intro">{content.intro}</p>
      <ul className="services-cards">
        {content.cards.map((card, index) => (
          <li key={card.id} className="services-card">
            <img src={card.image} alt="" width={72} height={72} loading={index < 4 ? 'eager' : 'lazy'} decoding="async" />
            <h2 className="services-card__title">{card.title}</h2>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
      <section className="services-action" aria-labelledby="services-action-title">
        <h2 id="services-action-title">{content.action.title}</h2>
        <p>{content.action.text}</p>
        <Link className="ui-button" to={content.action.href}>
          {content.action.label}
        </Link>
        {content.followUp ? (
          <p className="services-action__follow-up">
            {content.followUp.text} <Link to={content.followUp.href}>{content.followUp.label}</Link>
          </p>
        ) : null}
      </section>
    </main>
  );
}
