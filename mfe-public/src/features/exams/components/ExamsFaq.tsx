import type { FaqItem } from '../content.ts';

/**
 * Accordion with at most one entry open (disclosures of one name); clicking the open entry closes it. Native:
 * a question opens before the page is live too, and without JavaScript.
 */
export function ExamsFaq({ items }: { items: FaqItem[] }) {
  return (
    <section className="exams-faq" aria-labelledby="exams-faq-heading">
      <h2 id="exams-faq-heading">Frequently Asked Questions</h2>
      {items.map((item) => (
        <details key={item.question} name="exams-faq" className="exams-faq__item">
          <summary className="exams-faq__question">{item.question}</summary>
          <div className="exams-faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </section>
  );
}
