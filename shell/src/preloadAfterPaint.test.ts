// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadAfterPaint } from './preloadAfterPaint.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

const list = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('data-preload-after-paint', '');
  script.textContent = text;
  document.head.append(script);
};
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
    link.getAttribute('crossorigin'),
  ]);

describe('preloadAfterPaint', () => {
  it('turns the listed scripts into preload hints, with their CORS mode, and answers their addresses', async () => {
    list(
      JSON.stringify([
        { href: 'https://www.college.example/app.1.js', crossOrigin: null },
        { href: 'https://public.college.example/42.js', crossOrigin: 'anonymous' },
      ]),
    );
    await expect(preloadAfterPaint()).resolves.toEqual(['https://www.college.example/app.1.js', 'https://public.college.example/42.js']);
    expect(preloads()).toEqual([
      ['https://www.college.example/app.1.js', 'script', null],
      ['https://public.college.example/42.js', 'script', 'anonymous'],
    ]);
  });

  it("takes the chrome's list and the page's, in document order", async () => {
    list(JSON.stringify([{ href: '/app.1.js', crossOrigin: null }]));
    list(JSON.stringify([{ href: 'https://public.college.example/7.js', crossOrigin: null }]));
    await preloadAfterPaint();
    expect(preloads().map(([href]) => href)).toEqual(['/app.1.js', 'https://public.college.example/7.js']);
  });

  it('starts one download per task, so no one task prepares them all', async () => {
    list(JSON.stringify([1, 2, 3].map((n) => ({ href: `/${n}.js`, crossOrigin: null }))));
    const done = preloadAfterPaint();
    expect(preloads()).toHaveLength(1);
    await done;
    expect(preloads()).toHaveLength(3);
  });

  it('does nothing without a list, or with one it cannot read', async () => {
    await preloadAfterPaint();
    list('not json');
    await preloadAfterPaint();
    document.head.innerHTML = '';
    list('{"href":"x.js"}');
    await preloadAfterPaint();
    list('[{"href":7}]');
    await preloadAfterPaint();
    expect(preloads()).toEqual([]);
  });
});
