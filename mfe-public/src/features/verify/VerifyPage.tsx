import { usePageMeta } from '@college/shared-ui';
import { verifyText as text } from './content.ts';
import { VerifyForm } from './VerifyForm.tsx';
import './verify.css';

export default function VerifyPage() {
  usePageMeta(text.meta);
  return (
    <main id="main" className="ui-container verify-page">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <VerifyForm />
    </main>
  );
}
