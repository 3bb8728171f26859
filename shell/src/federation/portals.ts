// The shell is a Module Federation host built with the plugin; where the portals live is learned at run time
// from /remotes.json, and each is registered by its mf-manifest.json (the runtime reads the manifest itself).
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadRemotes, onceUntilFailure, type PortalName } from './remotes.ts';

export type { PortalName };

const registered = onceUntilFailure(async () => {
  // A portal that failed to load is registered afresh, so that Retry fetches its manifest and entry again; the
  // error itself still reaches the route's error boundary. (Registered here, not on import: the build's server
  // rendering of the chrome imports this module without a federation runtime. The runtime keeps one per name.)
  registerPlugins([
    {
      name: 'college-forget-failed-portal',
      errorLoadRemote({ id, origin }) {
        const name = String(id).split('/')[0];
        const remote = origin.options.remotes.find((candidate) => candidate.name === name);
        if (remote) origin.registerRemotes([remote], { force: true });
        return undefined;
      },
    },
  ]);
  const remotes = Object.entries(await loadRemotes());
  registerRemotes(remotes.map(([name, manifest]) => ({ name, entry: new URL(manifest, window.location.href).href })));
});

/** Loads one exposed route element of a portal. */
export async function loadPortalModule(portal: PortalName, module: string): Promise<{ default: ComponentType }> {
  await registered();
  const loaded = await loadRemote<{ default: ComponentType }>(`${portal}/${module}`);
  if (!loaded?.default) throw new Error(`${portal}/${module} could not be loaded`);
  return loaded;
}
