// Where portals live is learned at run time from /remotes.json (name -> mf-manifest.json URL).
// The shell's federation runtime has no snapshot plugin (one of module-federation.io's runtime size
// options): the shell reads a portal's manifest itself, once, when the portal is first needed, and
// registers the portal by the remoteEntry.js the manifest names.
import type { ComponentType } from 'react';
import { federation } from './instance.ts';
import { type Manifest, remoteEntryUrl } from './manifest.ts';
import { fetchJson, loadRemotes, onceUntilFailure, type PortalName } from './remotes.ts';

export type { PortalName };

const entries = new Map<PortalName, () => Promise<string>>();

function portalEntry(portal: PortalName): Promise<string> {
  let entry = entries.get(portal);
  if (!entry) {
    entry = onceUntilFailure(async () => {
      const manifestUrl = (await loadRemotes())[portal];
      if (!manifestUrl) throw new Error(`${portal} is not listed in remotes.json`);
      const absolute = new URL(manifestUrl, window.location.href).href;
      return remoteEntryUrl(await fetchJson<Manifest>(absolute, `${portal}'s manifest`), absolute);
    });
    entries.set(portal, entry);
  }
  return entry();
}

/** Loads one exposed route element; a retry re-registers the portal so a failed entry is fetched again. */
export async function loadPortalModule(portal: PortalName, module: string, attempt: number): Promise<{ default: ComponentType }> {
  const entry = await portalEntry(portal);
  federation.registerRemotes([{ name: portal, entry }], { force: attempt > 0 });
  const loaded = await federation.loadRemote<{ default: ComponentType }>(`${portal}/${module}`);
  if (!loaded?.default) throw new Error(`${portal}/${module} could not be loaded`);
  return loaded;
}
