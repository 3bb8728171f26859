import { useId, useState } from 'react';

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

/** A consent box remembered in localStorage ('true' when ticked) and restored on load. */
export function ConsentCheckbox({ label, storageKey, savedText }: Props) {
  const [checked, setChecked] = useState(() => readConsent(storageKey));
  const id = useId();
  const change = (next: boolean) => {
    setChecked(next);
    if (next) localStorage.setItem(storageKey, 'true');
    else localStorage.removeItem(storageKey);
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
