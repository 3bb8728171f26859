import { ApiError, FormField } from '@college/shared-ui';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { verifyText as text } from './content.ts';
import { VerifiedDocumentView } from './VerifiedDocumentView.tsx';
import { normalizedCode } from './verifyCode.ts';
import { type VerifiedDocument, verifyDocument } from './verifyDocument.ts';

/** 404 in the page's words, 429 and 400 in the API's, no answer as the network message. */
function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return text.network;
  if (error.status === 404) return text.notFound;
  if (error.status >= 500) return text.failed;
  return error.body.message ?? text.failed;
}

/**
 * The code in (also from `?code=`), the college's record of that document out. The field is uncontrolled: what a
 * visitor types into the prerendered page before it is live stays, and is read when the form is sent.
 */
export function VerifyForm() {
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const [document, setDocument] = useState<VerifiedDocument | null>(null);
  const [failure, setFailure] = useState('');
  const inputRef = useRef<HTMLFormElement>(null);

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    const normalized = normalizedCode(code);
    setError(code.trim() ? (normalized ? '' : text.codeInvalid) : text.codeRequired);
    if (!normalized) {
      inputRef.current?.querySelector<HTMLElement>('[name="code"]')?.focus();
      return;
    }
    setChecking(true);
    setDocument(null);
    setFailure('');
    try {
      setDocument(await verifyDocument(normalized));
    } catch (caught) {
      setFailure(messageOf(caught));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <form ref={inputRef} className="verify-form" noValidate onSubmit={check} aria-busy={checking}>
        <FormField
          id="verify-code"
          label={text.code}
          required
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={text.codeHint}
          defaultValue={params.get('code') ?? ''}
          error={error || undefined}
        />
        <button type="submit" className="ui-button" disabled={checking}>
          {checking ? text.checking : text.submit}
        </button>
      </form>
      <div role="status" className="verify-result">
        {document ? <VerifiedDocumentView document={document} /> : null}
        {failure ? <p className="ui-error">{failure}</p> : null}
      </div>
    </>
  );
}
