import { chatLink, institution } from '@college/shared-ui/content';
import { useEffect, useId, useRef, useState } from 'react';
import './help-widget.css';

export const HELP_AUTO_OPEN_MS = 5000;

const text = {
  toggle: 'Chat help',
  title: 'Need help?',
  body: 'Questions about admissions, courses or fees? Our team answers on WhatsApp.',
  action: 'Start a chat',
  newTab: ' (opens in a new tab)',
  close: 'Close',
};

// Auto-open happens once per page load, even if the widget remounts.
let autoOpened = false;

/** WhatsApp-style help: a non-modal panel that opens by itself after 5 s (without taking focus). */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoOpened) return undefined;
    const timer = window.setTimeout(() => {
      autoOpened = true;
      setOpen(true);
    }, HELP_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog on top handles its own Escape.
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      if (panelRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    if (panelRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    setOpen(false);
  };

  return (
    <div className="help-widget">
      {open ? (
        <div ref={panelRef} id={panelId} role="dialog" aria-labelledby={titleId} className="help-widget__panel">
          <p id={titleId} className="help-widget__title">
            {text.title}
          </p>
          <p className="help-widget__body">{text.body}</p>
          <div className="help-widget__actions">
            <a
              className="ui-button help-widget__chat"
              href={chatLink(institution.chatNumber, institution.helpChatGreeting)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text.action}
              <span className="ui-visually-hidden">{text.newTab}</span>
            </a>
            <button type="button" className="ui-button ui-button--secondary" onClick={close}>
              {text.close}
            </button>
          </div>
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="help-widget__toggle"
        aria-label={text.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            d="M4 20l1.4-4.2A8 8 0 1 1 8.3 18.8z M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.6-2-1-1 .8a4 4 0 0 1-1.7-1.7l.8-1-1-2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}

/** For unit tests: a fresh page load. */
export function resetHelpWidgetAutoOpen() {
  autoOpened = false;
}
