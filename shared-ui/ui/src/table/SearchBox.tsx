import { useEffect, useId, useRef, useState } from 'react';

export interface SearchBoxProps {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  /** Typing pauses this long before the server is asked. */
  delayMs?: number;
}

/** A labelled search field that asks the server once typing pauses; a search changed elsewhere (Back) shows in it. */
export function SearchBox({ label, value, onSearch, delayMs = 300 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // the last search this box asked for: a `value` other than it was set elsewhere, and replaces what is typed
  const asked = useRef(value);
  useEffect(() => {
    if (value === asked.current) return;
    asked.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === asked.current) return;
    const timer = setTimeout(() => {
      // (Enter asked for it already: asking again would undo what came after, e.g. the next page)
      if (text === asked.current) return;
      asked.current = text;
      onSearch(text);
    }, delayMs);
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
          if (event.key !== 'Enter') return;
          asked.current = text;
          onSearch(text);
        }}
      />
    </search>
  );
}
