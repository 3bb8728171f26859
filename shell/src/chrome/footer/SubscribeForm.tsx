import { ApiError, call, FormField, isEmail } from '@college/shared-ui';
import { footerTexts as text } from '@college/shared-ui/content';
import { useId, useState } from 'react';

/**
 * 'For Latest Updates': the address is stored unconfirmed and mailed a confirmation link (and a link that
 * deletes it); the answer is the same whether or not it was subscribed already.
 */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function subscribe(value: string) {
    setBusy(true);
    setNote(text.subscribeSending);
    try {
      setNote((await call('POST /newsletter/subscriptions', { body: { email: value } })).message);
      setEmail('');
    } catch (failure) {
      setNote(failure instanceof ApiError && failure.status !== 500 ? failure.message : text.subscribeFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="site-footer__subscribe"
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = email.trim();
        setError(value && !isEmail(value) ? text.subscribeInvalid : '');
        if (!value) return setNote(text.subscribeEmpty);
        if (!isEmail(value)) return setNote('');
        void subscribe(value);
      }}
    >
      <h2 id={`${id}-title`} className="site-footer__heading">
        {text.subscribeTitle}
      </h2>
      <FormField
        id={id}
        label={text.subscribeLabel}
        className="site-footer__field"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        addon={
          <button type="submit" className="ui-button site-footer__subscribe-button" disabled={busy}>
            {text.subscribeButton}
          </button>
        }
      />
      <p className="site-footer__note" aria-live="polite">
        {note}
      </p>
    </form>
  );
}
