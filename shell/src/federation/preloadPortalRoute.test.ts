// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposedModuleFiles, portalRouteAt, preloadPortalRoute } from './preloadPortalRoute.ts';
import { fetchJson } from './remotes.ts';

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
  window.__COLLEGE_PAGE_READS__ = undefined;
  vi.unstubAllGlobals();
});

const hints = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

describe('preloadPortalRoute', () => {
  it("on a portal's page, hints the portal's entry, the route's module and the shared code the shell lacks, before the app has the manifest", async () => {
    const fetchSpy = vi.fn(async (url: string) => new Response(JSON.stringify(answers[url])));
    vi.stubGlobal('fetch', fetchSpy);
    preloadPortalRoute('/student-dashboard/7/results');
    // the app's reads, as it makes them: remotes.json, then the manifest it names
    await expect(fetchJson('/remotes.json', 'remotes.json')).resolves.toEqual(answers['/remotes.json']);
    const read = fetchJson('http://student.test/mf-manifest.json', 'the manifest');
    await expect(read).resolves.toEqual(manifest);
    expect(hints()).toEqual([
      'style http://student.test/dash.2.css',
      'script http://student.test/remoteEntry.js',
      'script http://student.test/dash.2.js',
      'script http://student.test/portal.4.js',
    ]);
    // each file was asked for once, by the page's first script; a later read of the app asks again
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', 'http://student.test/mf-manifest.json']);
    await fetchJson('/remotes.json', 'remotes.json');
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('a read of the page that failed is made again by the app, whose own answer counts', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (calls++ === 0 ? new Response('', { status: 503 }) : new Response(JSON.stringify(answers[url])))),
    );
    preloadPortalRoute('/student-login');
    await expect(fetchJson('/remotes.json', 'remotes.json')).resolves.toEqual(answers['/remotes.json']);
    expect(calls).toBe(2);
    expect(hints()).toEqual([]);
  });

  it("asks nothing on the public site's pages", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    preloadPortalRoute('/courses');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__COLLEGE_PAGE_READS__).toBeUndefined();
    expect(hints()).toEqual([]);
  });
});

describe('portalRouteAt', () => {
  it('names the portal and module that render a signed-in path, as the route table matches it', () => {
    const at = (path: string) => {
      const found = portalRouteAt(path);
      return found && `${found.portal.folder} ${found.module}`;
    };
    expect(at('/student-login')).toBe('mfe-student LoginRoute');
    expect(at('/student-dashboard/7/results')).toBe('mfe-student DashboardRoute');
    expect(at('/faculty-dashboard/3')).toBe('mfe-faculty DashboardRoute');
    expect(at('/admin-dashboard')).toBe('mfe-admin AdminRoute');
    expect(at('/admin-dashboard/fees')).toBe('mfe-admin AdminRoute');
    // no id: not the dashboard's route; public pages: the public site's catch-all
    for (const path of ['/student-dashboard', '/student-dashboard/', '/', '/courses', '/student-loginx']) expect(at(path), path).toBeUndefined();
  });
});

describe('exposedModuleFiles', () => {
  const built = {
    metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' }, publicPath: 'auto' },
    exposes: [
      { name: 'LoginRoute', assets: { js: { sync: ['login.1.js'], async: ['dash.2.js'] }, css: { sync: [], async: ['dash.2.css'] } } },
      { name: 'DashboardRoute', assets: { js: { sync: ['dash.2.js'] }, css: { sync: ['dash.2.css'] } } },
    ],
    shared: [
      { name: 'react', assets: { js: { sync: ['framework.3.js'] } } },
      { name: '@college/shared-ui/portal', assets: { js: { sync: ['portal.4.js'] }, css: { sync: ['portal.4.css'] } } },
    ],
  };
  const url = 'https://student.college.example/mf-manifest.json';

  it("lists the entry, the module's own files and those of the shared libraries the shell does not provide", () => {
    expect(exposedModuleFiles(built, url, 'DashboardRoute', ['react'])).toEqual({
      scripts: ['https://student.college.example/remoteEntry.js', 'https://student.college.example/dash.2.js', 'https://student.college.example/portal.4.js'],
      styles: ['https://student.college.example/dash.2.css', 'https://student.college.example/portal.4.css'],
    });
    // what a module loads later (async) is not asked for before it is needed
    expect(exposedModuleFiles(built, url, 'LoginRoute', ['react', '@college/shared-ui/portal'])).toEqual({
      scripts: ['https://student.college.example/remoteEntry.js', 'https://student.college.example/login.1.js'],
      styles: [],
    });
  });

  it('names only the entry for a module the manifest does not list', () => {
    expect(exposedModuleFiles(built, url, 'Missing', [])).toEqual({ scripts: ['https://student.college.example/remoteEntry.js'], styles: [] });
  });
});
