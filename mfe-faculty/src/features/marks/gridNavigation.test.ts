import { describe, expect, it } from 'vitest';
import { rowAfterKey } from './gridNavigation.ts';

describe('moving in the marks grid', () => {
  it('Enter and ArrowDown go to the next row, ArrowUp to the previous one', () => {
    expect(rowAfterKey('Enter', 2, 5)).toBe(3);
    expect(rowAfterKey('ArrowDown', 2, 5)).toBe(3);
    expect(rowAfterKey('ArrowUp', 2, 5)).toBe(1);
  });

  it('stays at the first and last rows', () => {
    expect(rowAfterKey('ArrowUp', 0, 5)).toBe(0);
    expect(rowAfterKey('Enter', 4, 5)).toBe(4);
  });

  it('leaves Tab, typing and modified keys to the browser', () => {
    expect(rowAfterKey('Tab', 2, 5)).toBeNull();
    expect(rowAfterKey('Tab', 2, 5, { shiftKey: true })).toBeNull();
    expect(rowAfterKey('7', 2, 5)).toBeNull();
    expect(rowAfterKey('Enter', 2, 5, { shiftKey: true })).toBeNull();
    expect(rowAfterKey('ArrowDown', 2, 5, { altKey: true })).toBeNull();
  });
});
