import { describe, expect, it } from 'vitest';
import { aboutPages } from './content.ts';
import { findAboutPage } from './findAboutPage.ts';

describe('About pages', () => {
  it('finds the page for a path and nothing for an unknown one', () => {
    expect(findAboutPage('/about')?.title).toBe('About Us');
    expect(findAboutPage('/about/governing-body/')?.title).toBe('Governing Body');
    expect(findAboutPage('/about/nope')).toBeUndefined();
  });

  it('has ten pages and a menu without principal-vcp', () => {
    expect(aboutPages).toHaveLength(10);
    const menu = aboutPages.filter((page) => page.inMenu).map((page) => page.slug);
    expect(menu).toHaveLength(9);
    expect(menu).not.toContain('principal-vcp');
  });
});
