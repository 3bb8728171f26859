import { Dialog } from '@college/shared-ui';
import { type FormEvent, useState } from 'react';
import { libraryText } from '../../../content/part2/library.ts';

const text = libraryText.request;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Collects a book request and confirms it; there is no server call (SPEC: handling not shown). */
export function RequestBookDialog({ onClose }: { onClose: () => void }) {
  const [error, setError] = useState('');
  const [confirmedTitle, setConfirmedTitle] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const title = String(data.get('bookTitle') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    if (!title || !email) return setError(text.required);
    if (!emailPattern.test(email)) return setError(text.invalidEmail);
    setError('');
    setConfirmedTitle(title);
  };

  return (
    <Dialog open title={text.title} onClose={onClose}>
      {confirmedTitle ? (
        <>
          <p role="status">{text.confirmation(confirmedTitle)}</p>
          <button type="button" className="ui-button" onClick={onClose}>
            {text.close}
          </button>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <div className="ui-field">
            <label htmlFor="request-book-title">{text.bookTitle}</label>
            <input id="request-book-title" name="bookTitle" required aria-describedby="request-book-error" />
          </div>
          <div className="ui-field">
            <label htmlFor="request-book-author">{text.author}</label>
            <input id="request-book-author" name="author" />
          </div>
          <div className="ui-field">
            <label htmlFor="request-book-email">{text.email}</label>
            <input id="request-book-email" name="email" type="email" required autoComplete="email" aria-describedby="request-book-error" />
          </div>
          <p id="request-book-error" className="ui-field__error" role="alert">
            {error}
          </p>
          <div className="library-dialog__actions">
            <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
              {text.cancel}
            </button>
            <button type="submit" className="ui-button">
              {text.submit}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
