// Where portals live is learned at run time from /remotes.json (name -> mf-manifest.json URL).
// The shell's federation runtime has no snapshot plugin (one of module-federation.io's runtime size
// options): the shell reads a portal's manifest itself, once, when the portal is first needed, and
// registers the portal by the remoteEntry.js the manifest names.
import type { ComponentType } from 'react';
import { federation } from './instance.ts';
import { remoteEntryUrl } from './manifest.ts';
import { loadManifest, type PortalName } from './remotes.ts';

export type { PortalName };

async function portalEntry(portal: PortalName): Promise<string> {
  const { manifest, url } = await loadManifest(portal);
  return remoteEntryUrl(manifest, url);
}

/** Loads one exposed route element; a retry re-registers the portal so a failed entry is fetched again. */
export async function loadPortalModule(portal: PortalName, module: string, attempt: number): Promise<{ default: ComponentType }> {
  const entry = await portalEntry(portal);
  federation.registerRemotes([{ name: portal, entry }], { force: attempt > 0 });
  const loaded = await federation.loadRemote<{ default: ComponentType }>(`${portal}/${module}`);
  if (!loaded?.default) throw new Error(`${portal}/${module} could not be loaded`);
  return loaded;
}
