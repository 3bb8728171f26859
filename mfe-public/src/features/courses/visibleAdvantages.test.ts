import { describe, expect, it } from 'vitest';
import { visibleAdvantages } from './visibleAdvantages.ts';

describe('visibleAdvantages', () => {
  it('shows the first 2 with a toggle when there are more, all when expanded', () => {
    expect(visibleAdvantages(['a', 'b', 'c'], false)).toEqual({ items: ['a', 'b'], toggle: true });
    expect(visibleAdvantages(['a', 'b', 'c'], true)).toEqual({ items: ['a', 'b', 'c'], toggle: true });
    expect(visibleAdvantages(['a', 'b'], false)).toEqual({ items: ['a', 'b'], toggle: false });
  });
});
