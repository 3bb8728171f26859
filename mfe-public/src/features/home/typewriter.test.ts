import { describe, expect, it } from 'vitest';
import { PAUSE_EMPTY_MS, PAUSE_FULL_MS, TYPE_SPEED_MS, type TypewriterState, typewriterStep } from './typewriter.ts';

describe('typewriterStep', () => {
  it('types one character every 50 ms, pauses 2000 ms on the full text, erases, pauses 500 ms and starts again', () => {
    let state: TypewriterState = { shown: 0, phase: 'typing' };
    const delays: number[] = [];
    const shown: number[] = [];
    for (let i = 0; i < 8; i++) {
      const { next, delay } = typewriterStep(state, 3);
      delays.push(delay);
      shown.push(next.shown);
      state = next;
    }
    expect(shown).toEqual([1, 2, 3, 3, 2, 1, 0, 0]);
    expect(delays).toEqual([TYPE_SPEED_MS, TYPE_SPEED_MS, TYPE_SPEED_MS, PAUSE_FULL_MS, TYPE_SPEED_MS, TYPE_SPEED_MS, TYPE_SPEED_MS, PAUSE_EMPTY_MS]);
    expect(state).toEqual({ shown: 0, phase: 'typing' });
    expect([TYPE_SPEED_MS, PAUSE_FULL_MS, PAUSE_EMPTY_MS]).toEqual([50, 2000, 500]);
  });
});
