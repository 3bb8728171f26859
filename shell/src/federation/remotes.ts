// /remotes.json (portal name -> mf-manifest.json URL), asked for as soon as the shell starts. Apart from the
// federation instance, so the request goes out before the runtime and the shared libraries are evaluated.
import type { PortalName } from '@college/shared-ui/topology';

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
