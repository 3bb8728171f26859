// A portal's page is rendered in the browser only, and its HTML (the shell's, the same for every such page) names
// none of the portal's files: the page's first script finds them, one round trip after another (remotes.json,
// the portal's manifest, then the files). The answer names them itself instead, in `Link` headers (rel=preload),
// from the manifest of the portal's release live at that moment (revalidated on every request, as the composed
// pages' documents are): the browser asks for them with the HTML, and for the two files that name them too.
// nginx's configuration has no such step; there the page's first script still finds them (deploy/README.md).
import { exposedModuleFiles, portalRouteAt } from '../federation/preloadPortalRoute.ts';
import type { Manifest } from '../federation/manifest.ts';
import { REMOTES_URL } from '../federation/remotes.ts';
import { SHARED_BY_SHELL } from '../federation/sharedByShell.ts';
import { RemoteFiles } from './composedPages.ts';

type Files = Pick<RemoteFiles, 'get'>;

/** The `Link` header for the page at `path` when a portal renders it; undefined for any other page, or when the portal's manifest cannot be read. */
export function portalPageHints(files: Files = new RemoteFiles(1_000)) {
  return async (path: string, siteOrigin: string, remotes: Record<string, string>): Promise<string | undefined> => {
    const route = portalRouteAt(path);
    const listed = route && remotes[route.portal.name];
    if (!route || !listed) return undefined;
    const url = new URL(listed, siteOrigin).href;
    const found = await files.get(url);
    if (!found) return undefined;
    let manifest: Manifest;
    try {
      manifest = JSON.parse(found.text) as Manifest;
    } catch {
      return undefined;
    }
    const { scripts, styles } = exposedModuleFiles(manifest, url, route.module, SHARED_BY_SHELL);
    return [
      // the two reads the page's first script makes (../federation/preloadPortalRoute.ts): fetch() takes a
      // preload made as it asks (as=fetch, crossorigin), so they are on their way before that script is in
      ...[REMOTES_URL, url].map((href) => `<${href}>; rel=preload; as=fetch; crossorigin`),
      // no crossorigin: the federation runtime and webpack load these as classic scripts and stylesheets
      ...styles.map((href) => `<${href}>; rel=preload; as=style`),
      ...scripts.map((href) => `<${href}>; rel=preload; as=script`),
    ].join(', ');
  };
}
