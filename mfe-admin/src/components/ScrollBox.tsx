import type { ReactNode } from 'react';

/** A wide table scrolls inside its own box on a phone; the box takes focus so the keyboard can scroll it. */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="records-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
