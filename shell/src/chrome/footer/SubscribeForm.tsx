import { FormField, isEmail } from '@college/shared-ui';
import { footerTexts as text } from '@college/shared-ui/content';
import { useId, useState } from 'react';

/**
 * 'For Latest Updates': an optional e-mail field and Subscribe. SPEC shows no wiring and there is no
 * subscription service yet, so nothing is sent: the form checks the address and acknowledges politely.
 */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const id = useId();

  return (
    <form
      className="site-footer__subscribe"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = email.trim();
        setError(value && !isEmail(value) ? text.subscribeInvalid : '');
        if (value && !isEmail(value)) return setNote('');
        setNote(value ? text.subscribeThanks : text.subscribeEmpty);
        if (value) setEmail('');
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
          <button type="submit" className="ui-button site-footer__subscribe-button">
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
