// A signed-in portal's page is rendered in the browser only: its portal's files would otherwise be found one
// after the other (manifest, entry, module, its chunks), each only once the shell's own code has run. Asked
// for from the start instead, they arrive while the shell's code still downloads.
import { portalRouteAt } from '@college/shared-ui/topology';
import { exposedModuleFiles } from './manifest.ts';
import { loadManifest } from './remotes.ts';
import { SHARED_BY_SHELL } from './sharedByShell.ts';

function hint(doc: Document, href: string, as: 'script' | 'style') {
  if ([...doc.head.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === href)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = as;
  // no crossorigin: the federation runtime and webpack load these as classic scripts and stylesheets
  link.href = href;
  doc.head.append(link);
}

/** Preload hints for the files the portal page at `path` needs first; nothing on the public site's pages. */
export async function preloadPortalRoute(path: string, doc: Document = document): Promise<void> {
  const route = portalRouteAt(path);
  if (!route) return;
  try {
    const { manifest, url } = await loadManifest(route.portal.name);
    const { scripts, styles } = exposedModuleFiles(manifest, url, route.module, SHARED_BY_SHELL);
    for (const href of styles) hint(doc, href, 'style');
    for (const href of scripts) hint(doc, href, 'script');
  } catch {
    // only a head start: the portal's route loads (or shows its fallback) as it would without it
  }
}
