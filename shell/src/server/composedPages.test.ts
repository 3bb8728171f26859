// @vitest-environment node
// The node shell server composes each public page from the public portal's files as its server serves them at
// that moment (revalidated on every request) and from the shell's own chrome: a release of either is in the
// next answer, with nothing restarted.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PAGES_PORTAL, portalBaseVar, SITE_ORIGIN_VAR, ssiEcho, ssiLayoutInclude } from '@college/platform/composition';
import { createStaticServer } from '@college/platform/server/static-server.ts';
import { portalNamed } from '@college/topology';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composedPages } from './composedPages.ts';
import { siteOriginFrom } from './siteOrigin.ts';

const work = mkdtempSync(join(tmpdir(), 'composed-pages-'));
const portalDist = join(work, 'portal');
const shellDist = join(work, 'shell');
const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const document = (title: string, body: string) =>
  `${ssiLayoutInclude('start')}<title>${title}</title><link rel="canonical" href="${ssiEcho(SITE_ORIGIN_VAR)}/x">${ssiLayoutInclude('middle')}<main><img src="${ssiEcho(portalBaseVar(PAGES_PORTAL))}/a.svg">${body}</main>${ssiLayoutInclude('end')}`;
const chrome = (dist: string, state: string, footer: string) => {
  write(join(dist, 'layout', state, 'start.html'), '<!doctype html><html><head>');
  write(join(dist, 'layout', state, 'middle.html'), `</head><body><nav>${state}</nav><!--$-->`);
  write(join(dist, 'layout', state, 'end.html'), `<!--/$--><footer>${footer}</footer></body></html>`);
};

let portal: FastifyInstance;
let remotes: Record<string, string>;
beforeAll(async () => {
  write(join(portalDist, 'pages', 'facilities', 'index.html'), document('Facilities', 'Our Facilities'));
  write(join(portalDist, 'pages', '_not-found', 'index.html'), document('Not found', 'Page not found'));
  chrome(shellDist, 'facilities', 'footer 1');
  chrome(shellDist, '_other', 'footer 1');
  portal = await createStaticServer({ root: portalDist, port: 0, spaFallback: true });
  await portal.listen({ port: 0, host: '127.0.0.1' });
  const address = portal.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  remotes = { [PAGES_PORTAL.name]: `http://127.0.0.1:${address.port}/mf-manifest.json` };
});
afterAll(async () => {
  await portal.close();
  rmSync(work, { recursive: true, force: true });
});

const text = (body: { br: Buffer }) => brotliDecompressSync(body.br).toString();

describe('composed pages on the node shell server', () => {
  const pages = composedPages(shellDist);

  it("answer an address with its document in its state's chrome, the variables filled in", async () => {
    const page = await pages.page('/facilities', 'https://college.example', remotes);
    expect(page?.status).toBe(200);
    const html = text(page?.body ?? { br: Buffer.from('') });
    expect(html).toContain('<nav>facilities</nav><!--$--><main>');
    expect(html).toContain('<link rel="canonical" href="https://college.example/x">');
    expect(html).toContain(`<img src="${remotes[PAGES_PORTAL.name]?.replace('/mf-manifest.json', '')}/a.svg">`);
    expect(html).not.toContain('<!--#');
  });

  it('answer an unknown address with the not-found page and a 404, in the chrome of no navigation entry', async () => {
    const page = await pages.page('/nope', 'https://college.example', remotes);
    expect(page?.status).toBe(404);
    expect(text(page?.body ?? { br: Buffer.from('') })).toMatch(/<nav>_other<\/nav>.*Page not found/);
  });

  it('show a release of either part, and its rollback, in the next answer', async () => {
    const next = join(work, 'portal-next');
    write(join(next, 'pages', 'facilities', 'index.html'), document('Facilities', 'Our Facilities (new release)'));
    write(join(next, 'pages', 'campus-tour', 'index.html'), document('Campus tour', 'Campus Tour'));
    write(join(next, 'pages', '_not-found', 'index.html'), document('Not found', 'Page not found'));
    renameSync(portalDist, join(work, 'portal-previous'));
    renameSync(next, portalDist);
    expect(text((await pages.page('/facilities', 'https://college.example', remotes))?.body ?? { br: Buffer.from('') })).toContain(
      'Our Facilities (new release)',
    );
    expect((await pages.page('/campus-tour', 'https://college.example', remotes))?.status).toBe(200);
    // the shell's release: its chrome, read again
    chrome(shellDist, 'facilities', 'footer 2');
    expect(text((await pages.page('/facilities', 'https://college.example', remotes))?.body ?? { br: Buffer.from('') })).toContain('<footer>footer 2</footer>');
    // the public portal rolled back
    rmSync(portalDist, { recursive: true });
    renameSync(join(work, 'portal-previous'), portalDist);
    const facilities = text((await pages.page('/facilities', 'https://college.example', remotes))?.body ?? { br: Buffer.from('') });
    expect(facilities).toContain('Our Facilities</main>');
    expect((await pages.page('/campus-tour', 'https://college.example', remotes))?.status).toBe(404);
  });

  it('are compressed once per page, whatever port a Host header names', async () => {
    const originOf = siteOriginFrom({}, 3000);
    const first = await pages.page('/facilities', originOf('localhost:3000', 'http'), remotes);
    const other = await pages.page('/facilities', originOf('localhost:41234', 'http'), remotes);
    expect(first?.body).toBeDefined();
    expect(other?.body).toBe(first?.body);
    expect(text(other?.body ?? { br: Buffer.from('') })).toContain('<link rel="canonical" href="http://localhost:3000/x">');
  });

  it("answer a portal's login page with its own release's document, in the chrome of its state", async () => {
    const student = portalNamed('mfe-student');
    write(join(portalDist, 'pages', 'student-login', 'index.html'), document('Student Login', '<h1>Student Login</h1><form></form>'));
    chrome(shellDist, 'student-login', 'footer 1');
    // the student portal's files, here served by the same server as the public portal's
    const withStudent = { ...remotes, [student.name]: remotes[PAGES_PORTAL.name] ?? '' };
    const login = await pages.page('/student-login', 'https://college.example', withStudent, new URLSearchParams({ next: '/student-dashboard/1' }));
    expect(login?.status).toBe(200);
    expect(text(login?.body ?? { br: Buffer.from('') })).toContain('<nav>student-login</nav><!--$--><main>');
    // the page is the student portal's: not the public portal's not-found page when that portal is not there
    expect(await pages.page('/student-login', 'https://college.example', remotes)).toBeUndefined();
    // what its document does not show, and the signed-in screens: the plain shell
    expect(await pages.page('/student-login', 'https://college.example', withStudent, new URLSearchParams({ forgot: '1' }))).toBeUndefined();
    expect(await pages.page('/student-dashboard/1', 'https://college.example', withStudent)).toBeUndefined();
  });

  it("give up (the plain shell is sent) when the portal's server does not answer", async () => {
    expect(await pages.page('/facilities', 'https://college.example', { [PAGES_PORTAL.name]: 'http://127.0.0.1:9/mf-manifest.json' })).toBeUndefined();
    expect(await pages.page('/facilities', 'https://college.example', {})).toBeUndefined();
  });

  it("serve the public portal's robots.txt and sitemap.xml", async () => {
    write(join(portalDist, 'sitemap.xml'), '<urlset/>');
    expect((await pages.publicFile('sitemap.xml', 'https://college.example', remotes))?.text).toBe('<urlset/>');
    expect(await pages.publicFile('robots.txt', 'https://college.example', remotes)).toBeUndefined();
  });
});
