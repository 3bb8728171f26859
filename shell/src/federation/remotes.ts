// /remotes.json (portal name -> mf-manifest.json URL), asked for as soon as the shell starts. Apart from the
// federation instance, so the request goes out before the runtime and the shared libraries are evaluated.
import type { PortalName } from '@college/shared-ui/topology';
import type { Manifest } from './manifest.ts';

export type { PortalName };
type RemoteMap = Partial<Record<PortalName, string>>;

export async function fetchJson<T>(url: string, what: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Runs `load` once and keeps its answer; after a failure the next call runs it again (Retry). */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

export const loadRemotes = onceUntilFailure(() => fetchJson<RemoteMap>('/remotes.json', 'remotes.json'));

const manifests = new Map<PortalName, () => Promise<{ manifest: Manifest; url: string }>>();

/** A portal's mf-manifest.json and its absolute URL, asked for once (again after a failure, for Retry). */
export function loadManifest(portal: PortalName): Promise<{ manifest: Manifest; url: string }> {
  let load = manifests.get(portal);
  if (!load) {
    load = onceUntilFailure(async () => {
      const listed = (await loadRemotes())[portal];
      if (!listed) throw new Error(`${portal} is not listed in remotes.json`);
      const url = new URL(listed, window.location.href).href;
      return { manifest: await fetchJson<Manifest>(url, `${portal}'s manifest`), url };
    });
    manifests.set(portal, load);
  }
  return load();
}
