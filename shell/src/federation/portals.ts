// Where portals live is learned at run time from /remotes.json (name -> mf-manifest.json URL).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type PortalName = 'mfe_public' | 'mfe_student' | 'mfe_faculty' | 'mfe_admin';
type RemoteMap = Partial<Record<PortalName, string>>;

let remotes: Promise<RemoteMap> | undefined;

export function loadRemotes(): Promise<RemoteMap> {
  remotes ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteMap>;
    })
    .then((map) => {
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
      return map;
    })
    .catch((error: unknown) => {
      remotes = undefined;
      throw error;
    });
  return remotes;
}

/** Loads one exposed route element; a retry re-registers the portal so a failed entry is fetched again. */
export async function loadPortalModule(portal: PortalName, module: string, attempt: number): Promise<{ default: ComponentType }> {
  const map = await loadRemotes();
  const entry = map[portal];
  if (!entry) throw new Error(`${portal} is not listed in remotes.json`);
  if (attempt > 0) registerRemotes([{ name: portal, entry }], { force: true });
  const loaded = await loadRemote<{ default: ComponentType }>(`${portal}/${module}`);
  if (!loaded?.default) throw new Error(`${portal}/${module} could not be loaded`);
  return loaded;
}
