import { describe, expect, it, vi } from 'vitest';
import { portalPageHints } from './portalPageHints.ts';

const manifest = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' }, publicPath: 'auto' },
  exposes: [{ name: 'DashboardRoute', assets: { js: { sync: ['dash.2.js'] }, css: { sync: ['dash.2.css'] } } }],
  shared: [
    { name: 'react', assets: { js: { sync: ['framework.3.js'] } } },
    { name: '@college/shared-ui/portal', assets: { js: { sync: ['portal.4.js'] } } },
  ],
};
const remotes = { mfe_student: 'http://student.test/mf-manifest.json', mfe_public: 'http://public.test/mf-manifest.json' };
const filesWith = (text: string | undefined) => ({ get: vi.fn(async () => (text === undefined ? undefined : { text, version: '1' })) });

describe("the Link header of a portal's page", () => {
  it("names remotes.json and the manifest, then the portal's entry, the route's module and the shared code the shell lacks, from the live manifest", async () => {
    const files = filesWith(JSON.stringify(manifest));
    const link = await portalPageHints(files)('/student-dashboard/7/results', 'http://site.test', remotes);
    expect(files.get).toHaveBeenCalledWith('http://student.test/mf-manifest.json');
    expect(link).toBe(
      [
        '</remotes.json>; rel=preload; as=fetch; crossorigin',
        '<http://student.test/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
        '<http://student.test/dash.2.css>; rel=preload; as=style',
        '<http://student.test/remoteEntry.js>; rel=preload; as=script',
        '<http://student.test/dash.2.js>; rel=preload; as=script',
        '<http://student.test/portal.4.js>; rel=preload; as=script',
      ].join(', '),
    );
  });

  it("reads a manifest listed by path from the site's origin", async () => {
    const files = filesWith(JSON.stringify(manifest));
    await portalPageHints(files)('/student-dashboard/7', 'https://site.test', { mfe_student: '/portals/student/mf-manifest.json' });
    expect(files.get).toHaveBeenCalledWith('https://site.test/portals/student/mf-manifest.json');
  });

  it("is absent on the public site's pages, and when the manifest cannot be read or parsed", async () => {
    const files = filesWith(JSON.stringify(manifest));
    expect(await portalPageHints(files)('/courses', 'http://site.test', remotes)).toBeUndefined();
    expect(files.get).not.toHaveBeenCalled();
    expect(await portalPageHints(filesWith(undefined))('/student-dashboard/7', 'http://site.test', remotes)).toBeUndefined();
    expect(await portalPageHints(filesWith('<html>'))('/student-dashboard/7', 'http://site.test', remotes)).toBeUndefined();
  });
});
