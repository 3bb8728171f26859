// The public pages are composed when they are asked for, from what each release carries
// (docs/decisions/0004-public-pages-composed-at-request-time.md):
// - the public portal's release: one document per address, `pages/<path>/index.html`, holding the page's head
//   data and its part of #root between three includes of the shell's chrome; a portal's release likewise holds
//   the documents of its prerendered pages (its login page);
// - the shell's release: its chrome, prerendered per navigation state as `layout/<state>/{start,middle,end}.html`.
// The one composer is the shell's server (shell/src/server/composedPages.ts), in development, `npm start` and
// behind nginx in production. It chooses the files by the rules below, from what each release holds at that
// moment, so a release is live with its next request, and a rollback too. The documents mark their includes
// and variables with SSI's syntax, of which evaluateSsi reads the two directives they use.
import { isPortalRoute, PORTALS, type PortalDescription } from '@college/topology';

/** The portal whose release carries the public pages: the one that owns the catch-all route. */
export const PAGES_PORTAL: PortalDescription = (() => {
  const portal = PORTALS.find((candidate) => candidate.routes.some((route) => route.path === '*'));
  if (!portal) throw new Error('no portal owns the catch-all route');
  return portal;
})();

/** The portals' own pages whose documents their releases carry (the login pages), by address. */
const PORTAL_DOCUMENTS = new Map(PORTALS.flatMap((portal) => portal.routes.filter((route) => route.prerendered).map((route) => [route.path, portal] as const)));

/**
 * The portal whose release has the document of `path`: a portal's prerendered page is its own, answered with no
 * query but `?next=` (the others change what the page shows); a signed-in screen has none (the plain shell renders
 * it in the browser); every other address is the public portal's.
 */
export function documentPortal(path: string, query: URLSearchParams = new URLSearchParams()): PortalDescription | undefined {
  const own = PORTAL_DOCUMENTS.get(path);
  if (own) return [...query.keys()].every((key) => key === 'next') ? own : undefined;
  return isPortalRoute(path) ? undefined : PAGES_PORTAL;
}

/** Where the documents are in the public portal's build, and the chrome in the shell's. */
export const PAGES_DIR = 'pages';
export const LAYOUT_DIR = 'layout';
/** The shell's chrome, cut at its two slots: before the page's head data, before the page's part, after it. */
export const LAYOUT_PARTS = ['start', 'middle', 'end'] as const;
export type LayoutPart = (typeof LAYOUT_PARTS)[number];

/** A section's document for every other address under it: answered 200 (`/admissions/anything` shows the index). */
export const FALLBACK = '_fallback';
/** A section's not-found page (`/service-details/nope`: 'Course not found'), and the site's own at the top: 404. */
export const NOT_FOUND = '_not-found';
/** The chrome of the home page (its navigation entry is active on `/` alone), and of every address no entry covers. */
export const HOME_LAYOUT = '_home';
export const OTHER_LAYOUT = '_other';

/** Sections nest this deep for the documents, navigation states for the chrome. */
export const SECTION_DEPTH = 2;
export const LAYOUT_DEPTH = 3;

/** What stands for the page's part in the shell's prerendered chrome: the build cuts the chrome there. */
export const PAGE_SLOT = '__COLLEGE_PAGE_SLOT__';

/** The variables the documents echo, filled in per request. */
export const SITE_ORIGIN_VAR = 'college_site_origin';
export const portalBaseVar = (portal: Pick<PortalDescription, 'name'>) => `college_base_${portal.name}`;

export const ssiEcho = (variable: string) => `<!--# echo var="${variable}" -->`;
/** The include a document makes of one part of the shell's chrome. */
export const ssiLayoutInclude = (part: LayoutPart) => `<!--# include virtual="/_layout/${part}" -->`;

/** `/about/x/` -> ['about', 'x']; anything but plain lower-case path segments gives undefined. */
export function segmentsOf(path: string): string[] | undefined {
  // each segment after its own slash: a pattern of optional slashes between segments backtracks exponentially on
  // a long segment followed by any other character (a photo's file name under /api held the server for minutes)
  if (!/^(\/[a-z0-9-]+)*\/?$/.test(path)) return undefined;
  return path.split('/').filter(Boolean);
}

const join = (...parts: string[]) => parts.filter(Boolean).join('/');
const prefixes = (segments: string[], depth: number) =>
  Array.from({ length: Math.min(segments.length, depth) }, (_, index) => segments.slice(0, Math.min(segments.length, depth) - index));

export interface PageCandidate {
  /** Relative to the public portal's build. */
  file: string;
  status: 200 | 404;
}

/**
 * The documents that may answer `path`, the first that exists wins: its own; else the nearest section's
 * fallback (200); else the nearest section's not-found page, or the site's (404). A portal's page has its own alone.
 */
export function pageCandidates(path: string): PageCandidate[] {
  if (PORTAL_DOCUMENTS.has(path)) return [{ file: join(pageFolder(path), 'index.html'), status: 200 }];
  const siteNotFound: PageCandidate = { file: join(PAGES_DIR, NOT_FOUND, 'index.html'), status: 404 };
  const segments = segmentsOf(path.replace(/\/{2,}/g, '/'));
  if (!segments) return [siteNotFound];
  const sections = prefixes(segments, SECTION_DEPTH);
  return [
    { file: join(PAGES_DIR, ...segments, 'index.html'), status: 200 },
    ...sections.map((section): PageCandidate => ({ file: join(PAGES_DIR, ...section, FALLBACK, 'index.html'), status: 200 })),
    ...sections.map((section): PageCandidate => ({ file: join(PAGES_DIR, ...section, NOT_FOUND, 'index.html'), status: 404 })),
    siteNotFound,
  ];
}

/** The chrome states that may dress `path` (folders of the shell's build), the first that exists wins. */
export function layoutCandidates(path: string): string[] {
  const other = join(LAYOUT_DIR, OTHER_LAYOUT);
  const segments = segmentsOf(path);
  if (!segments) return [other];
  if (segments.length === 0) return [join(LAYOUT_DIR, HOME_LAYOUT), other];
  return [...prefixes(segments, LAYOUT_DEPTH).map((prefix) => join(LAYOUT_DIR, ...prefix)), other];
}

/** The folder of the shell's build that holds the chrome of one state: `/about` -> `layout/about`, `/` -> `layout/_home`. */
export function layoutFolder(state: string): string {
  if (state === HOME_LAYOUT || state === OTHER_LAYOUT) return join(LAYOUT_DIR, state);
  const segments = segmentsOf(state);
  if (!segments?.length || segments.length > LAYOUT_DEPTH) throw new Error(`a chrome state must be a path of 1 to ${LAYOUT_DEPTH} segments: ${state}`);
  return join(LAYOUT_DIR, ...segments);
}

/** The folder of the public portal's build that holds the document of one address, fallback or not-found page. */
export function pageFolder(address: string): string {
  const segments = address.split('/').filter(Boolean);
  const last = segments.at(-1);
  const special = last === FALLBACK || last === NOT_FOUND;
  const checked = segmentsOf(`/${(special ? segments.slice(0, -1) : segments).join('/')}`);
  if (!checked || (special && checked.length > SECTION_DEPTH)) throw new Error(`not an address of a public page: ${address}`);
  return join(PAGES_DIR, ...segments);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * The two SSI directives the documents use: `echo var` (HTML-escaped unless encoding="none"; `(none)` or the
 * default for an unknown variable) and `include virtual` (variables in the address filled in).
 */
export function evaluateSsi(text: string, vars: Record<string, string>, include: (uri: string) => string): string {
  return text.replace(/<!--#\s*(\w+)((?:\s+\w+="[^"]*")*)\s*-->/g, (_, command: string, rawParams: string) => {
    const params: Record<string, string | undefined> = Object.fromEntries(
      [...rawParams.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
    );
    if (command === 'echo' && params.var) {
      const value: string = vars[params.var] ?? params.default ?? '(none)';
      return params.encoding === 'none' ? value : value.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);
    }
    if (command === 'include' && params.virtual) return include(params.virtual.replace(/\$(\w+)/g, (_match: string, name: string) => vars[name] ?? ''));
    throw new Error(`unsupported SSI directive: ${command}`);
  });
}

/** `/_layout/middle` -> 'middle'. */
export function layoutPartOf(uri: string): LayoutPart | undefined {
  const part = uri.match(/^\/_layout\/(\w+)$/)?.[1];
  return LAYOUT_PARTS.find((candidate) => candidate === part);
}

/** remotes.json name -> manifest URL, to the portal folder -> base URL: `mfe_public` `…/x/mf-manifest.json` -> `…/x`. */
export function portalBases(remotes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, entry.replace(/\/[^/]*$/, '')]));
}

/** The variables of one request: the site's origin and every portal's base URL. */
export function requestVars(siteOrigin: string, remotes: Record<string, string>): Record<string, string> {
  const bases = portalBases(remotes);
  return {
    [SITE_ORIGIN_VAR]: siteOrigin,
    ...Object.fromEntries(PORTALS.filter((portal) => bases[portal.name]).map((portal) => [portalBaseVar(portal), bases[portal.name] as string])),
  };
}

export interface Found {
  text: string;
  /** Changes whenever the file does (an ETag, or size and modification time). */
  version: string;
}

export interface ComposeSources {
  /** A file of the public portal's release (undefined: not there). */
  page(file: string): Promise<Found | undefined>;
  /** A file of the shell's release. */
  layout(file: string): Found | undefined;
}

export interface Composed {
  html: string;
  status: 200 | 404;
  /** What the answer was made from: the same key, the same answer. */
  key: string;
}

/**
 * The answer to `path`: the public portal's document, dressed in the shell's chrome. Undefined when a part is
 * missing (a build without its prerendered pages, or the portal's server not answering): the caller then sends
 * the plain shell, which renders the page in the browser.
 */
export async function composePage(path: string, vars: Record<string, string>, sources: ComposeSources): Promise<Composed | undefined> {
  let document: (Found & PageCandidate) | undefined;
  for (const candidate of pageCandidates(path)) {
    const found = await sources.page(candidate.file);
    if (found) {
      document = { ...found, ...candidate };
      break;
    }
  }
  if (!document) return undefined;
  const folder = layoutCandidates(path).find((candidate) => sources.layout(join(candidate, 'start.html')));
  if (!folder) return undefined;
  const versions: string[] = [];
  let missing = false;
  const html = evaluateSsi(document.text, vars, (uri) => {
    const part = layoutPartOf(uri);
    const found = part && sources.layout(join(folder, `${part}.html`));
    if (!found) {
      missing = true;
      return '';
    }
    versions.push(found.version);
    return found.text;
  });
  if (missing) return undefined;
  return { html, status: document.status, key: [document.file, document.version, folder, ...versions, JSON.stringify(vars)].join('|') };
}
