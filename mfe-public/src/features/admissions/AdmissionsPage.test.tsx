// Every address under /admissions shows a page of it (an unknown one the index, answered 200 by the servers):
// the page names its own address as the canonical one, so search engines index that one.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import AdmissionsPage from './AdmissionsPage.tsx';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const canonical = () => [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admissions/*" element={<AdmissionsPage />} />
        <Route path="/contact" element={<main>Contact</main>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the admissions page names its own address', () => {
  it('at an address it does not know: the index, whose address is /admissions', () => {
    renderAt('/admissions/anything/else');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Admissions /);
    expect(canonical()).toEqual(['/admissions']);
  });

  it('in place of the one the prerendered page brought, and per section as the visitor moves', async () => {
    document.head.innerHTML = '<link rel="canonical" href="https://college.example/admissions">';
    renderAt('/admissions/whatever');
    expect(canonical()).toEqual(['/admissions']);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: /fee structure/i })));
    expect(canonical()).toEqual(['/admissions/fee-structure']);
  });

  it('and takes it away when the visitor leaves for a page that names none', async () => {
    renderAt('/admissions');
    expect(canonical()).toEqual(['/admissions']);
    await act(async () => fireEvent.click(screen.getAllByRole('link', { name: 'Book a Tour' })[0] as HTMLElement));
    expect(screen.getByRole('main').textContent).toBe('Contact');
    expect(canonical()).toEqual([]);
  });
});
