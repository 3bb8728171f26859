import { usePageMeta } from '@college/shared-ui';
import { researchHighlights, researchInitiatives, researchText } from './content.ts';
import { ProposalForm } from './components/ProposalForm.tsx';
import './research.css';

export default function ResearchPage() {
  usePageMeta(researchText.meta);
  return (
    <main id="main" className="ui-container research-page">
      <h1>{researchText.heading}</h1>
      <p>{researchText.intro}</p>
      <section aria-labelledby="research-initiatives">
        <h2 id="research-initiatives">{researchText.initiativesHeading}</h2>
        <ul className="research-cards">
          {researchInitiatives.map((initiative) => (
            <li key={initiative.title} className="research-card">
              <h3>{initiative.title}</h3>
              <p>{initiative.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="research-highlights">
        <h2 id="research-highlights">{researchText.highlightsHeading}</h2>
        <ul className="research-highlights">
          {researchHighlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="research-form-heading" className="research-form-section">
        <h2 id="research-form-heading">{researchText.formHeading}</h2>
        <p>{researchText.formIntro}</p>
        <ProposalForm />
      </section>
    </main>
  );
}
