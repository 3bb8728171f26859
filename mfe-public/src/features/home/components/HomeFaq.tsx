import { homeFaq } from '@college/shared-ui/content';
import { faqText } from '../content.ts';

/**
 * Accordion: each entry opens and closes on its own (several may be open). Native disclosures: a question opens
 * with a click or a key before the page is live too, and without JavaScript.
 */
export function HomeFaq() {
  return (
    <section className="home-section ui-container" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title" className="home-section__title">
        {faqText.title}
      </h2>
      <div className="home-faq">
        {homeFaq.map((item) => (
          <details key={item.question} className="home-faq__item">
            <summary className="home-faq__question">{item.question}</summary>
            <div className="home-faq__answer">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
