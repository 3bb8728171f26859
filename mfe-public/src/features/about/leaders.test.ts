import { describe, expect, it } from 'vitest';
import { governingBody, leaders } from './leaders.ts';

describe('leadership content', () => {
  it('lists four governing body members and shows every profile as a placeholder', () => {
    expect(governingBody).toHaveLength(4);
    expect(governingBody.map((m) => m.path)).toContain('/about/secretary-correspondence-vcp');
    for (const leader of Object.values(leaders)) expect(leader.name).toMatch(/placeholder/i);
  });
});
