import { useState } from 'react';
import type { FaqItem } from '../content.ts';

/** Accordion with at most one entry open; clicking the open entry closes it. */
export function ExamsFaq({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="exams-faq" aria-labelledby="exams-faq-heading">
      <h2 id="exams-faq-heading">Frequently Asked Questions</h2>
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.question} className="exams-faq__item">
            <h3 className="exams-faq__question">
              <button type="button" aria-expanded={expanded} aria-controls={`exams-faq-${index}`} onClick={() => setOpen(expanded ? null : index)}>
                {item.question}
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={`exams-faq-${index}`} className="exams-faq__answer" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </section>
  );
}
