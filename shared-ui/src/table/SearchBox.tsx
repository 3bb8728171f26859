import { useEffect, useId, useState } from 'react';

export interface SearchBoxProps {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  /** Typing pauses this long before the server is asked. */
  delayMs?: number;
}

/** A labelled search field that asks the server once typing pauses. */
export function SearchBox({ label, value, onSearch, delayMs = 300 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, onSearch]);
  return (
    <search className="ui-table-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
    </search>
  );
}
