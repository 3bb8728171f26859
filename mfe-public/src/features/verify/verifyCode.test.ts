import { describe, expect, it } from 'vitest';
import { normalizedCode } from './verifyCode.ts';

describe('normalizedCode', () => {
  it('takes a code however it is typed', () => {
    expect(normalizedCode('abcd efgh jkmn')).toBe('ABCD-EFGH-JKMN');
    expect(normalizedCode(' ABCD-EFGH-JKMN ')).toBe('ABCD-EFGH-JKMN');
  });
  it('refuses what no code can be: too short, too long, or with letters codes never hold', () => {
    expect(normalizedCode('ABCD-EFGH')).toBeNull();
    expect(normalizedCode('ABCD-EFGH-JKMNP')).toBeNull();
    expect(normalizedCode('ABCD-EFGH-JKM0')).toBeNull();
  });
});
