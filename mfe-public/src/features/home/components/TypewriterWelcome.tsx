import { usePrefersReducedMotion } from '@college/shared-ui';
import { useEffect, useState } from 'react';
import { welcome } from '../content.ts';
import { type TypewriterState, typewriterStep } from '../typewriter.ts';

/** Looping typewriter heading; assistive technology reads the full, static text. */
export function TypewriterWelcome() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  // The loop is entered with the text typed out (it then pauses, erases and types again): the heading the
  // prerendered page showed in full stays as it is when the page hydrates.
  const [state, setState] = useState<TypewriterState>({ shown: welcome.text.length, phase: 'typing' });
  const still = reducedMotion || paused;
  const text = welcome.text;

  useEffect(() => {
    if (still) return undefined;
    const { next, delay } = typewriterStep(state, text.length);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, still, text.length]);

  const shown = still ? text.length : state.shown;
  // The text not typed yet keeps its place (invisible, so outside the accessibility tree too): the heading
  // is laid out as the full text all along, nothing around it moves while it types and erases.
  // The button is always rendered (so the prerendered page, made under reduced motion, has its place too)
  // and hidden by CSS under reduced motion.
  return (
    <section className="home-welcome ui-container" aria-labelledby="home-welcome-title">
      <h2 id="home-welcome-title" className="home-welcome__title">
        <span className="ui-visually-hidden">{text}</span>
        <span aria-hidden="true" className={`home-welcome__typed${still ? '' : ' is-typing'}`}>
          {text.slice(0, shown)}
        </span>
        <span className="home-welcome__rest">{text.slice(shown)}</span>
      </h2>
      <button type="button" className="home-welcome__toggle" aria-pressed={paused} onClick={() => setPaused(!paused)}>
        {paused ? welcome.play : welcome.pause}
      </button>
    </section>
  );
}
