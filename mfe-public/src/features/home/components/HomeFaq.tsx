import { homeFaq } from '@college/shared-ui/content';
import { useState } from 'react';
import { faqText } from '../content.ts';

/** Accordion: each entry opens and closes on its own (several may be open). */
export function HomeFaq() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <section className="home-section ui-container" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title" className="home-section__title">
        {faqText.title}
      </h2>
      <div className="home-faq">
        {homeFaq.map((item, index) => {
          const expanded = open.has(index);
          return (
            <div key={item.question} className="home-faq__item">
              <h3 className="home-faq__question">
                <button type="button" aria-expanded={expanded} aria-controls={`home-faq-${index}`} onClick={() => toggle(index)}>
                  {item.question}
                  <span aria-hidden="true" className="home-faq__sign">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div id={`home-faq-${index}`} className="home-faq__answer" hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
