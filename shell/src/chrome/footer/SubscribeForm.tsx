import { ApiError, apiBase, call, FormField, isEmail } from '@college/shared-ui';
import { footerTexts as text } from '@college/shared-ui/content';
import { useId, useState } from 'react';

/**
 * 'For Latest Updates': the address is stored unconfirmed and mailed a confirmation link (and a link that
 * deletes it); the answer is the same whether or not it was subscribed already. Before the app runs (or
 * without it) the browser posts the form to the API itself, which answers a page; the field is uncontrolled,
 * so what was typed before the app ran is what it sends.
 */
export function SubscribeForm() {
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function subscribe(form: HTMLFormElement, value: string) {
    setBusy(true);
    setNote(text.subscribeSending);
    try {
      setNote((await call('POST /newsletter/subscriptions', { body: { email: value } })).message);
      form.reset();
    } catch (failure) {
      setNote(failure instanceof ApiError && failure.status !== 500 ? failure.message : text.subscribeFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="site-footer__subscribe"
      method="post"
      action={`${apiBase()}/newsletter/subscriptions`}
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const value = String(new FormData(form).get('email') ?? '').trim();
        setError(value && !isEmail(value) ? text.subscribeInvalid : '');
        if (!value) return setNote(text.subscribeEmpty);
        if (!isEmail(value)) return setNote('');
        void subscribe(form, value);
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
        defaultValue=""
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
