import { useEffect, useState } from 'react';
import { nextTypewriterStep } from './typewriter.ts';

/** The part of `text` typed so far, looping; the full text when `paused` (reduced motion). */
export function useTypewriter(text: string, paused: boolean): string {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (paused) return undefined;
    const { next, delay } = nextTypewriterStep(shown, text.length);
    const timer = window.setTimeout(() => setShown(next), delay);
    return () => window.clearTimeout(timer);
  }, [shown, text.length, paused]);
  return paused ? text : text.slice(0, shown);
}
