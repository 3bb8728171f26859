// Serving the public pages prerendered at build time (.ci/lib/prerender.mjs): the saved HTML carries
// placeholders for the site's origin and each portal's base URL, filled in here from /remotes.json.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const SITE_ORIGIN_TOKEN = '__SITE_ORIGIN__';
/** `mfe-public` -> `__PORTAL_BASE_mfe-public__` (the folder its build is served from). */
export const portalToken = (portalDir: string) => `__PORTAL_BASE_${portalDir}__`;

import { PORTALS } from '@college/shared-ui/topology';

export { isPortalRoute } from '../app/workScreens.ts';

/** `/about/x` -> `<dir>/about/x/index.html`; anything but plain path segments gives undefined. */
export function prerenderedFile(dir: string, urlPath: string): string | undefined {
  // each segment after its own slash: a pattern of optional slashes between segments backtracks exponentially on
  // a long segment followed by any other character (a photo's file name under /api held the server for minutes)
  if (!/^(\/[a-z0-9-]+)*\/?$/i.test(urlPath)) return undefined;
  return join(dir, ...urlPath.split('/').filter(Boolean), 'index.html');
}

/** remotes.json name -> entry URL, to the portal folder -> base URL: `mfe_public` `…/x/mf-manifest.json` -> `mfe-public` `…/x`. */
export function portalBases(remotes: Record<string, string>): Record<string, string> {
  const folderOf = (name: string) => PORTALS.find((portal) => portal.name === name)?.folder ?? name;
  return Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [folderOf(name), entry.replace(/\/[^/]*$/, '')]));
}

export function fillIn(html: string, siteOrigin: string, bases: Record<string, string>): string {
  let out = html.replaceAll(SITE_ORIGIN_TOKEN, siteOrigin);
  for (const [portal, base] of Object.entries(bases)) out = out.replaceAll(portalToken(portal), base);
  return out;
}

type Encoded = { raw: Buffer; br: Buffer; gzip: Buffer };
const cache = new Map<string, Encoded>();

/** A page as sent: as is, brotli (quality 11) and gzip (level 9). */
export function encode(html: string): Encoded {
  const raw = Buffer.from(html);
  return { raw, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) };
}

/** The filled-in page, compressed once per file version, origin and portal locations. */
export function prerenderedPage(file: string, siteOrigin: string, bases: Record<string, string>): Encoded | undefined {
  if (!existsSync(file)) return undefined;
  const key = `${file}|${statSync(file).mtimeMs}|${siteOrigin}|${JSON.stringify(bases)}`;
  let page = cache.get(key);
  if (!page) {
    page = encode(fillIn(readFileSync(file, 'utf8'), siteOrigin, bases));
    if (cache.size > 500) cache.clear();
    cache.set(key, page);
  }
  return page;
}
