// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson, readListedPortalManifest } from './remotes.ts';

const manifest = { metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' }, publicPath: 'auto' } };
const answers: Record<string, unknown> = {
  '/remotes.json': { mfe_public: 'http://public.test/site/mf-manifest.json', mfe_student: 'http://student.test/mf-manifest.json' },
  'http://public.test/site/mf-manifest.json': manifest,
  'http://student.test/mf-manifest.json': manifest,
};

afterEach(() => {
  window.__COLLEGE_PAGE_READS__ = undefined;
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readListedPortalManifest', () => {
  // (one module instance: remotes.json is read once for the file, by the first test, as a page reads it once)
  it("reads the manifest of the portal whose files the page lists, and the app's read of it takes that answer", async () => {
    const fetchSpy = vi.fn(async (url: string) => new Response(JSON.stringify(answers[url])));
    vi.stubGlobal('fetch', fetchSpy);
    readListedPortalManifest([
      '/app.1.js',
      '/framework.2.js',
      'http://public.test/site/__federation_expose_PublicRoutes.3.js',
      'http://public.test/site/4.5.js',
    ]);
    await settle();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', 'http://public.test/site/mf-manifest.json']);
    await expect(fetchJson('http://public.test/site/mf-manifest.json', 'the manifest')).resolves.toEqual(manifest);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    // taken once: a later read (a retry) asks again
    await fetchJson('http://public.test/site/mf-manifest.json', 'the manifest');
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('reads no manifest when the page lists no portal file, and none when it lists nothing', async () => {
    const fetchSpy = vi.fn(async (url: string) => new Response(JSON.stringify(answers[url])));
    vi.stubGlobal('fetch', fetchSpy);
    readListedPortalManifest(['/app.1.js', '/framework.2.js']);
    readListedPortalManifest([]);
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__COLLEGE_PAGE_READS__).toBeUndefined();
  });

  it('an address that is none is left for the app, without an unhandled error', async () => {
    const fetchSpy = vi.fn(async (url: string) => new Response(JSON.stringify(answers[url])));
    vi.stubGlobal('fetch', fetchSpy);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    readListedPortalManifest(['http://[not an address']);
    await settle();
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a manifest read that failed is made again by the app, whose own answer counts', async () => {
    let calls = 0;
    const fetchSpy = vi.fn(async (url: string) => (calls++ === 0 ? new Response('', { status: 503 }) : new Response(JSON.stringify(answers[url]))));
    vi.stubGlobal('fetch', fetchSpy);
    readListedPortalManifest(['http://student.test/7.js']);
    await settle();
    await expect(fetchJson('http://student.test/mf-manifest.json', 'the manifest')).resolves.toEqual(manifest);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['http://student.test/mf-manifest.json', 'http://student.test/mf-manifest.json']);
  });
});
