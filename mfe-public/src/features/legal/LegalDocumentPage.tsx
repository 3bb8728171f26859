import { usePageMeta } from '@college/shared-ui';
import type { LegalDocument } from './content.ts';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import './legal.css';

export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  usePageMeta(document.meta);
  return (
    <main id="main" className="ui-container legal-page">
      <h1>{document.heading}</h1>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <ConsentCheckbox label={document.consentLabel} storageKey={document.consentStorageKey} savedText={document.consentSaved} />
    </main>
  );
}
