// A signed-in portal's page is rendered in the browser only: its portal's files would otherwise be found one
// after the other (manifest, entry, module, its chunks), each only once the shell's own code has run. Asked
// for from the start instead, they arrive while the shell's code still downloads. This runs as an entry of its
// own (portalPage.ts), which only the HTML of pages that are not prerendered names: a public page downloads
// none of it, and the shell's own scripts carry none of it.
import { type PortalDescription, PORTALS } from '@college/shared-ui/topology';
import { baseOf, type Manifest, remoteEntryUrl } from './manifest.ts';
import { leaveReadForApp, type RemoteMap, REMOTES_URL, readJson } from './remotes.ts';
import { SHARED_BY_SHELL } from './sharedByShell.ts';

/**
 * The signed-in portal and exposed module that render a path, as the shell's route table matches it (a route
 * with parameters owns the paths below its fixed part); undefined for the public site's pages.
 */
export function portalRouteAt(path: string): { portal: PortalDescription; module: string } | undefined {
  for (const portal of PORTALS) {
    for (const route of portal.routes) {
      if (route.path === '*') continue;
      const [fixed] = route.path.split('/:') as [string];
      const owns = fixed === route.path ? path === fixed || path === `${fixed}/` : path.startsWith(`${fixed}/`) && path.length > fixed.length + 1;
      if (owns) return { portal, module: route.module };
    }
  }
  return undefined;
}

/**
 * Every file one exposed module needs before it can render, as the manifest lists them: the entry, the
 * module's own scripts and stylesheets, and those of the shared modules the shell does not provide itself
 * (`providedByShell`: those come from the shell's own copies). What the module loads later (async) is left out.
 */
export function exposedModuleFiles(
  manifest: Manifest,
  manifestUrl: string,
  module: string,
  providedByShell: readonly string[],
): { scripts: string[]; styles: string[] } {
  const base = baseOf(manifest, manifestUrl);
  const exposed = manifest.exposes?.find((candidate) => candidate.name === module);
  if (!exposed) return { scripts: [remoteEntryUrl(manifest, manifestUrl)], styles: [] };
  const sources = [exposed, ...(manifest.shared ?? []).filter((shared) => shared.name && !providedByShell.includes(shared.name))];
  const files = (kind: 'js' | 'css') => [...new Set(sources.flatMap((source) => source.assets?.[kind]?.sync ?? []))].map((file) => new URL(file, base).href);
  return { scripts: [remoteEntryUrl(manifest, manifestUrl), ...files('js')], styles: files('css') };
}

function hint(doc: Document, href: string, as: 'script' | 'style') {
  if ([...doc.head.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === href)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = as;
  // no crossorigin: the federation runtime and webpack load these as classic scripts and stylesheets
  link.href = href;
  doc.head.append(link);
}

/**
 * Preload hints for the files the portal page at `path` needs first; nothing on the public site's pages. The
 * two reads it makes to find them, remotes.json and the portal's manifest, are left for the app to take
 * (./remotes.ts): each is in the page's hands before the app could ask for it (remotes.json at once, the
 * manifest before remotes.json's answer is given), and the hints are added before the manifest's answer is.
 */
export function preloadPortalRoute(path: string, doc: Document = document): void {
  const route = portalRouteAt(path);
  if (!route) return;
  const remotes = readJson<RemoteMap>(REMOTES_URL, 'remotes.json').then((map) => {
    const listed = map[route.portal.name];
    if (listed) {
      const url = new URL(listed, window.location.href).href;
      const manifest = readJson<Manifest>(url, `${route.portal.name}'s manifest`).then((read) => {
        try {
          const { scripts, styles } = exposedModuleFiles(read, url, route.module, SHARED_BY_SHELL);
          for (const href of styles) hint(doc, href, 'style');
          for (const href of scripts) hint(doc, href, 'script');
        } catch {
          // only a head start: the portal's route loads (or shows its fallback) as it would without it
        }
        return read;
      });
      leaveReadForApp(url, manifest);
    }
    return map;
  });
  leaveReadForApp(REMOTES_URL, remotes);
}
