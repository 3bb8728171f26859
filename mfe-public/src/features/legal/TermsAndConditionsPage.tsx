import { termsAndConditions } from './content.ts';
import { LegalDocumentPage } from './LegalDocumentPage.tsx';

export default function TermsAndConditionsPage() {
  return <LegalDocumentPage document={termsAndConditions} />;
}
