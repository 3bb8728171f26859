import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { NavBar } from './NavBar.tsx';

afterEach(cleanup);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar />
    </MemoryRouter>,
  );

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('NavBar', () => {
  it('shows the main entries on ordinary pages and marks the current one', () => {
    renderAt('/facilities');
    expect(linkNames()).toEqual(['', 'Home', 'About', 'Services', 'Facilities', 'Contact', 'Courses']);
    expect(screen.getByRole('link', { name: 'Facilities' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.queryByText('Child Guidance Centre')).toBeNull();
  });

  it('uses the variant with the managing body on exam pages', () => {
    renderAt('/exams/results');
    expect(screen.getByText('Child Guidance Centre')).toBeTruthy();
    expect(linkNames()).toEqual(['', 'Home', 'Exams', 'Digital Library', 'Scholarships', 'R & D', 'Faculty & Calendar']);
    expect(screen.getByRole('link', { name: 'Exams' }).parentElement?.className).toBe('site-nav__item--wide');
    expect(screen.getByRole('link', { name: 'Faculty & Calendar' }).parentElement?.className).toBe('site-nav__item--menu');
  });

  it('toggles the collapsible menu and closes it on Escape and on navigation', () => {
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.classList.contains('is-open')).toBe(true);
    fireEvent.keyDown(menu!, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
