// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  composePage,
  documentPortal,
  evaluateSsi,
  type Found,
  layoutCandidates,
  layoutFolder,
  PAGES_PORTAL,
  pageCandidates,
  pageFolder,
  portalBaseVar,
  requestVars,
  SITE_ORIGIN_VAR,
  ssiEcho,
  ssiLayoutInclude,
} from './composition.ts';
import { portalNamed } from '@college/topology';

const files = (candidates: { file: string }[]) => candidates.map((candidate) => candidate.file);

describe('which document answers an address', () => {
  it("is the address's own, then its sections' fallbacks (200), then their not-found pages and the site's (404)", () => {
    expect(pageCandidates('/service-details/nope')).toEqual([
      { file: 'pages/service-details/nope/index.html', status: 200 },
      { file: 'pages/service-details/nope/_fallback/index.html', status: 200 },
      { file: 'pages/service-details/_fallback/index.html', status: 200 },
      { file: 'pages/service-details/nope/_not-found/index.html', status: 404 },
      { file: 'pages/service-details/_not-found/index.html', status: 404 },
      { file: 'pages/_not-found/index.html', status: 404 },
    ]);
    expect(files(pageCandidates('/'))).toEqual(['pages/index.html', 'pages/_not-found/index.html']);
    // sections nest two deep: deeper addresses take their first two segments' sections
    expect(files(pageCandidates('/admissions/a/b/c'))).toEqual([
      'pages/admissions/a/b/c/index.html',
      'pages/admissions/a/_fallback/index.html',
      'pages/admissions/_fallback/index.html',
      'pages/admissions/a/_not-found/index.html',
      'pages/admissions/_not-found/index.html',
      'pages/_not-found/index.html',
    ]);
  });

  it("is a portal's own for its prerendered page (its login), asked for with no query but ?next=; none for a signed-in screen", () => {
    const student = portalNamed('mfe-student');
    expect(documentPortal('/student-login')).toBe(student);
    expect(documentPortal('/student-login', new URLSearchParams({ next: '/student-dashboard/1' }))).toBe(student);
    expect(documentPortal('/faculty-login')).toBe(portalNamed('mfe-faculty'));
    // these change what the page shows, which its document does not know: the page is rendered in the browser
    expect(documentPortal('/student-login', new URLSearchParams({ forgot: '1' }))).toBeUndefined();
    expect(documentPortal('/faculty-login', new URLSearchParams({ expired: '1', next: '/x' }))).toBeUndefined();
    for (const path of ['/student-dashboard/1', '/admin-dashboard', '/admin-dashboard/students', '/student-login/x'])
      expect(documentPortal(path), path).toBeUndefined();
    expect(documentPortal('/facilities')).toBe(PAGES_PORTAL);
    expect(documentPortal('/nope', new URLSearchParams({ forgot: '1' }))).toBe(PAGES_PORTAL);
    // its own document alone: no section's fallback or not-found page stands in for it
    expect(pageCandidates('/faculty-login')).toEqual([{ file: 'pages/faculty-login/index.html', status: 200 }]);
  });

  it('reads a trailing slash and doubled slashes as the same address', () => {
    expect(files(pageCandidates('/facilities/'))[0]).toBe('pages/facilities/index.html');
    expect(files(pageCandidates('//facilities'))[0]).toBe('pages/facilities/index.html');
  });

  it("gives anything but plain lower-case segments the site's not-found page, without a look at any file it names", () => {
    for (const path of [
      '/../etc/passwd',
      '/a/../../x',
      '/%2e%2e/x',
      '/Facilities',
      '/a_b',
      `/${'a'.repeat(5000)}!`,
      `/api/events/photos/${'d3c7'.repeat(30)}-960.avif`,
    ]) {
      expect(pageCandidates(path), path).toEqual([{ file: 'pages/_not-found/index.html', status: 404 }]);
    }
  });
});

describe("which state of the shell's chrome dresses an address", () => {
  it('is the longest navigation state the address starts with (up to three segments), the home page its own, else the other', () => {
    expect(layoutCandidates('/')).toEqual(['layout/_home', 'layout/_other']);
    expect(layoutCandidates('/facilities')).toEqual(['layout/facilities', 'layout/_other']);
    expect(layoutCandidates('/services/digital-library/x/y')).toEqual([
      'layout/services/digital-library/x',
      'layout/services/digital-library',
      'layout/services',
      'layout/_other',
    ]);
    expect(layoutCandidates('/Nope')).toEqual(['layout/_other']);
  });

  it('names the folders of states and documents, and refuses what the servers could not find', () => {
    expect(layoutFolder('_home')).toBe('layout/_home');
    expect(layoutFolder('/services/digital-library')).toBe('layout/services/digital-library');
    expect(() => layoutFolder('/a/b/c/d')).toThrow(/1 to 3 segments/);
    expect(pageFolder('/')).toBe('pages');
    expect(pageFolder('/about/governing-body')).toBe('pages/about/governing-body');
    expect(pageFolder('/service-details/_not-found')).toBe('pages/service-details/_not-found');
    expect(pageFolder('/_not-found')).toBe('pages/_not-found');
    expect(() => pageFolder('/a/b/c/_fallback')).toThrow(/not an address/);
    expect(() => pageFolder('/About')).toThrow(/not an address/);
  });
});

describe('the SSI the documents are written in', () => {
  const vars = { [SITE_ORIGIN_VAR]: 'https://college.example', college_base_x: 'https://college.example/portals/x' };

  it('echoes variables HTML-escaped, `(none)` or the default for an unknown one, as nginx does', () => {
    expect(evaluateSsi(`<a href="${ssiEcho(SITE_ORIGIN_VAR)}/about">`, vars, () => '')).toBe('<a href="https://college.example/about">');
    expect(evaluateSsi('<!--# echo var="v" -->|<!--# echo var="v" encoding="none" -->', { v: '<b>&"' }, () => '')).toBe('&lt;b&gt;&amp;&quot;|<b>&"');
    expect(evaluateSsi('<!--# echo var="missing" -->,<!--# echo var="missing" default="-" -->', {}, () => '')).toBe('(none),-');
  });

  it('includes what the address names, with variables filled in, and refuses any other command', () => {
    const asked: string[] = [];
    const html = evaluateSsi(`${ssiLayoutInclude('start')}x<!--# include virtual="/a$college_base_x" -->`, vars, (uri) => {
      asked.push(uri);
      return '[included]';
    });
    expect(html).toBe('[included]x[included]');
    expect(asked).toEqual(['/_layout/start', '/ahttps://college.example/portals/x']);
    expect(() => evaluateSsi('<!--# exec cmd="ls" -->', {}, () => '')).toThrow(/unsupported SSI directive: exec/);
  });

  it("fills in the site's origin and every portal's base from remotes.json", () => {
    const remotes = { [PAGES_PORTAL.name]: 'https://college.example/portals/mfe-public/mf-manifest.json' };
    expect(requestVars('https://college.example', remotes)).toEqual({
      [SITE_ORIGIN_VAR]: 'https://college.example',
      [portalBaseVar(PAGES_PORTAL)]: 'https://college.example/portals/mfe-public',
    });
  });
});

describe('composing a page', () => {
  const chrome = (state: string): Record<string, Found> => ({
    [`layout/${state}/start.html`]: { text: `<html><head>[${state}]`, version: `${state}-1` },
    [`layout/${state}/middle.html`]: { text: '</head><body><!--$-->', version: `${state}-2` },
    [`layout/${state}/end.html`]: { text: '<!--/$--></body></html>', version: `${state}-3` },
  });
  const document = (body: string): Found => ({
    text: `${ssiLayoutInclude('start')}<title>t</title>${ssiLayoutInclude('middle')}${body}${ssiLayoutInclude('end')}`,
    version: body,
  });
  const sources = (pages: Record<string, Found>, layout: Record<string, Found>) => ({
    page: async (file: string) => pages[file],
    layout: (file: string) => layout[file],
  });

  it("puts the address's document in the chrome of its navigation state, with its status", async () => {
    const pages = { 'pages/facilities/index.html': document('<main>facilities</main>'), 'pages/_not-found/index.html': document('<main>not found</main>') };
    const layout = { ...chrome('facilities'), ...chrome('_other') };
    const found = await composePage('/facilities', {}, sources(pages, layout));
    expect(found).toMatchObject({
      status: 200,
      html: '<html><head>[facilities]<title>t</title></head><body><!--$--><main>facilities</main><!--/$--></body></html>',
    });
    const missing = await composePage('/facilities/nope', {}, sources(pages, layout));
    expect(missing).toMatchObject({
      status: 404,
      html: '<html><head>[facilities]<title>t</title></head><body><!--$--><main>not found</main><!--/$--></body></html>',
    });
    // another version of any file it is made of is another answer
    const again = await composePage('/facilities', {}, sources({ ...pages, 'pages/facilities/index.html': document('<main>new</main>') }, layout));
    expect(again?.key).not.toBe(found?.key);
  });

  it('gives up (the plain shell is sent) when a release carries no prerendered part', async () => {
    expect(await composePage('/facilities', {}, sources({}, chrome('_other')))).toBeUndefined();
    expect(await composePage('/facilities', {}, sources({ 'pages/facilities/index.html': document('x') }, {}))).toBeUndefined();
    const startOnly = { 'layout/_other/start.html': { text: 's', version: '1' } };
    expect(await composePage('/facilities', {}, sources({ 'pages/facilities/index.html': document('x') }, startOnly))).toBeUndefined();
  });
});
