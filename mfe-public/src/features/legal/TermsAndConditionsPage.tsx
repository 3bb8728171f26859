import { termsAndConditions } from '../../content/part2/legal.ts';
import { LegalDocumentPage } from './LegalDocumentPage.tsx';

export default function TermsAndConditionsPage() {
  return <LegalDocumentPage document={termsAndConditions} />;
}
