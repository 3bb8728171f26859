import { admissions } from '@college/shared-ui/content';
import { admissionsText } from '../content.ts';
import { newTabHint, newTabProps } from '../../../lib/links.ts';

export function AdmissionsIndex() {
  const { intake, quotaSplitPercent } = admissions;
  return (
    <>
      <p>{admissionsText.intro}</p>
      <section aria-labelledby="admissions-documents-title">
        <h2 id="admissions-documents-title">{admissionsText.documentsTitle}</h2>
        <ol className="admissions-documents">
          {admissions.documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ol>
        <p>{admissionsText.documentsNote}</p>
      </section>
      <section aria-labelledby="admissions-eligibility-title">
        <h2 id="admissions-eligibility-title">{admissionsText.eligibilityTitle}</h2>
        <ul>
          {admissions.eligibility.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admissions-intake-title">
        <h2 id="admissions-intake-title">{admissionsText.intakeTitle}</h2>
        <p>{admissionsText.intake(intake.total, intake.convener, intake.management)}</p>
        <p>{admissionsText.quotaSplit(quotaSplitPercent.convener, quotaSplitPercent.management)}</p>
        <p>{admissions.managementQuotaRule}</p>
      </section>
      <section aria-labelledby="admissions-apply-title">
        <h2 id="admissions-apply-title">{admissionsText.applyTitle}</h2>
        <p>{admissionsText.applyText}</p>
        <a className="ui-button" href={admissions.applicationFormUrl} {...newTabProps}>
          {admissionsText.applyLabel}
          <span className="ui-visually-hidden">{newTabHint}</span>
        </a>
      </section>
    </>
  );
}
