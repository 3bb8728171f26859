// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPortalRoute } from './preloadPortalRoute.ts';

const manifest = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' }, publicPath: 'auto' },
  exposes: [{ name: 'DashboardRoute', assets: { js: { sync: ['dash.2.js'] }, css: { sync: ['dash.2.css'] } } }],
  shared: [
    { name: 'react', assets: { js: { sync: ['framework.3.js'] } } },
    { name: '@college/shared-ui/portal', assets: { js: { sync: ['portal.4.js'] } } },
  ],
};
const answers: Record<string, unknown> = {
  '/remotes.json': { mfe_student: 'http://student.test/mf-manifest.json' },
  'http://student.test/mf-manifest.json': manifest,
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

const hints = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

describe('preloadPortalRoute', () => {
  it("on a portal's page, hints the portal's entry, the route's module and the shared code the shell lacks", async () => {
    const fetchSpy = vi.fn(async (url: string) => new Response(JSON.stringify(answers[url])));
    vi.stubGlobal('fetch', fetchSpy);
    await preloadPortalRoute('/student-dashboard/7/results');
    expect(hints()).toEqual(['style http://student.test/dash.2.css', 'script http://student.test/remoteEntry.js', 'script http://student.test/dash.2.js', 'script http://student.test/portal.4.js']);
  });

  it("asks nothing on the public site's pages", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await preloadPortalRoute('/courses');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(hints()).toEqual([]);
  });
});
