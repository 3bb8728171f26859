import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFaq } from '@college/shared-ui/content';
import { EventsSlideshow } from './EventsSlideshow.tsx';
import { HomeFaq } from './HomeFaq.tsx';
import { SpecialsTicker } from './SpecialsTicker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const respond = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

describe('HomeFaq', () => {
  it('shows the five entries as disclosures of their own, closed, each named by its question', () => {
    inRouter(<HomeFaq />);
    const entries = screen.getAllByRole('group');
    expect(entries).toHaveLength(5);
    for (const [index, entry] of entries.entries()) {
      expect(entry.hasAttribute('open')).toBe(false);
      // no shared name: several may be open at once
      expect(entry.hasAttribute('name')).toBe(false);
      expect(entry.querySelector('summary')?.textContent).toBe(homeFaq[index]?.question);
    }
  });
});

describe('SpecialsTicker', () => {
  it('links to admissions, scholarships and the webinar, and pauses with its button', () => {
    inRouter(<SpecialsTicker />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/admissions', '/services/scholarships', '/webinar']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause updates' }));
    expect(screen.getByTestId('ticker-belt').className).toContain('is-paused');
    expect(screen.getByRole('button', { name: 'Play updates' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('EventsSlideshow', () => {
  it('shows the empty state when there are no events or the call fails', async () => {
    respond([]);
    inRouter(<EventsSlideshow />);
    expect(await screen.findByText('No recent events to display')).toBeTruthy();
    cleanup();
    respond({ statusCode: 500, error: 'x', message: 'boom' }, 500);
    inRouter(<EventsSlideshow />);
    expect(await screen.findByText('No recent events to display')).toBeTruthy();
  });

  it('shows each photo from its files, AVIF and WebP before the JPEG, and moves next and previous with wraparound', async () => {
    const files = (extension: string) =>
      `/api/events/photos/${'a'.repeat(32)}-480.${extension} 480w, /api/events/photos/${'a'.repeat(32)}-960.${extension} 960w`;
    const photo = {
      src: `/api/events/photos/${'a'.repeat(32)}-960.jpg`,
      width: 960,
      height: 640,
      srcset: { avif: files('avif'), webp: files('webp'), jpeg: files('jpg') },
    };
    respond([
      { id: 1, eventTitle: 'Orientation', eventDate: '2025-07-01', photo },
      { id: 2, eventTitle: 'Sports Day', eventDate: '2025-12-05', photo: null },
    ]);
    inRouter(<EventsSlideshow />);
    const image = await screen.findByRole('img', { name: 'Orientation' });
    expect(image.getAttribute('src')).toBe(photo.src);
    expect(image.getAttribute('srcset')).toBe(photo.srcset.jpeg);
    const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['image/avif', photo.srcset.avif],
      ['image/webp', photo.srcset.webp],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous event' }));
    expect(screen.getByRole('img', { name: 'Sports Day' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
    expect(screen.getByRole('img', { name: 'Orientation' })).toBeTruthy();
  });
});
