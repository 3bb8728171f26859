import { privacyPolicy } from './content.ts';
import { LegalDocumentPage } from './LegalDocumentPage.tsx';

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
