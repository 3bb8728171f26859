// /remotes.json (portal name -> mf-manifest.json URL): where each portal lives, read at run time so that a
// portal is released or rolled back without rebuilding the shell.
import type { PortalName } from '@college/topology';

export type { PortalName };
type RemoteMap = Partial<Record<PortalName, string>>;

/** Runs `load` once and keeps its answer; after a failure the next call runs it again (Retry). */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** The portals' addresses, asked for once (revalidated: a release is seen with the next page load). */
export const loadRemotes = onceUntilFailure(async () => {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteMap;
});
