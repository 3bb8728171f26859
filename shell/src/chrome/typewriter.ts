// Top bar typing effect (SPEC section 9): 100 ms per character, restarting 1 s after the text is complete.

export const TYPE_STEP_MS = 100;
export const TYPE_RESTART_MS = 1000;

/** From the number of characters shown now: how many to show next, and after how long. */
export function nextTypewriterStep(shown: number, length: number): { next: number; delay: number } {
  if (shown < length) return { next: shown + 1, delay: TYPE_STEP_MS };
  return { next: 0, delay: TYPE_RESTART_MS };
}
