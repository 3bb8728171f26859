// Home welcome typewriter (SPEC section 9): 50 ms per character, forever; a 2000 ms pause on the
// full text, then it is erased, then a 500 ms pause before typing again.

export const TYPE_SPEED_MS = 50;
export const PAUSE_FULL_MS = 2000;
export const PAUSE_EMPTY_MS = 500;

export interface TypewriterState {
  shown: number;
  phase: 'typing' | 'erasing';
}

/** The next state and how long to wait before showing it. */
export function typewriterStep({ shown, phase }: TypewriterState, length: number): { next: TypewriterState; delay: number } {
  if (phase === 'typing') {
    if (shown < length) return { next: { shown: shown + 1, phase }, delay: TYPE_SPEED_MS };
    return { next: { shown, phase: 'erasing' }, delay: PAUSE_FULL_MS };
  }
  if (shown > 0) return { next: { shown: shown - 1, phase }, delay: TYPE_SPEED_MS };
  return { next: { shown: 0, phase: 'typing' }, delay: PAUSE_EMPTY_MS };
}
