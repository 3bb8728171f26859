import { useId, useState, useSyncExternalStore } from 'react';

interface Props {
  label: string;
  storageKey: string;
  savedText: string;
}

const readConsent = (key: string) => {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
};

/** Another tab's answer shows here too. */
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * A consent box remembered in localStorage ('true' when ticked) and restored on load. The prerendered page
 * (and its hydration) shows it unticked; the stored answer follows at once.
 */
export function ConsentCheckbox({ label, storageKey, savedText }: Props) {
  const stored = useSyncExternalStore(
    subscribe,
    () => readConsent(storageKey),
    () => false,
  );
  // what the visitor chose here wins, even where storage is refused
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? stored;
  const id = useId();
  const change = (next: boolean) => {
    setChosen(next);
    try {
      if (next) localStorage.setItem(storageKey, 'true');
      else localStorage.removeItem(storageKey);
    } catch {
      // not remembered: the box still shows the answer for this visit
    }
  };
  return (
    <div className="legal-consent">
      <div className="legal-consent__row">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => change(e.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </div>
      <p className="legal-consent__status" role="status">
        {checked ? savedText : ''}
      </p>
    </div>
  );
}
