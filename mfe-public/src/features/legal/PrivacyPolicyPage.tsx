import { privacyPolicy } from '../../content/part2/legal.ts';
import { LegalDocumentPage } from './LegalDocumentPage.tsx';

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
