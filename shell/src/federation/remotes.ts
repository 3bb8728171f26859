// /remotes.json (portal name -> mf-manifest.json URL), asked for as soon as the shell starts. Apart from the
// federation instance, so the request goes out before the runtime and the shared libraries are evaluated.
import type { PortalName } from '@college/shared-ui/topology';

export type { PortalName };
export type RemoteMap = Partial<Record<PortalName, string>>;

declare global {
  interface Window {
    /**
     * The JSON files a portal page's first script read before the app ran (./preloadPortalRoute.ts), by the
     * address the app reads them at: each is the app's answer the first time it reads that address.
     */
    __COLLEGE_PAGE_READS__?: Map<string, Promise<unknown>>;
  }
}

export const REMOTES_URL = '/remotes.json';

/** `url`'s JSON, asked for now (revalidated: a release is seen with the next read). */
export async function readJson<T>(url: string, what: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return (await response.json()) as T;
}

/** `url`'s JSON: the page's first script's read of it, once (when it failed, asked for again), else asked for now. */
export async function fetchJson<T>(url: string, what: string): Promise<T> {
  const reads = window.__COLLEGE_PAGE_READS__;
  const early = reads?.get(url);
  reads?.delete(url);
  return ((await early?.catch(() => undefined)) as T | undefined) ?? readJson<T>(url, what);
}

/**
 * Leaves `read`, the answer at `url`, for the app's first read of that address (fetchJson): a head start. Its
 * failure is the app's to see, as its own would be (it asks again), so none is left unhandled here.
 */
export function leaveReadForApp<T>(url: string, read: Promise<T>): void {
  read.catch(() => undefined);
  window.__COLLEGE_PAGE_READS__ ??= new Map();
  window.__COLLEGE_PAGE_READS__.set(url, read);
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

export const loadRemotes = onceUntilFailure(() => fetchJson<RemoteMap>(REMOTES_URL, 'remotes.json'));

/**
 * On a prerendered page: the manifest of the portal whose files the page lists (`listed`, its preload lists: the
 * public portal's, for the page's part), read as soon as remotes.json names it, for the app to take when it loads
 * the page's part (./portals.ts). Otherwise that read is made only once the app's code has run and its chrome is
 * being hydrated: one more round trip before the page is live.
 */
export function readListedPortalManifest(listed: readonly string[]): void {
  if (listed.length === 0) return;
  loadRemotes()
    .then((remotes) => {
      for (const [portal, manifestUrl] of Object.entries(remotes)) {
        const url = new URL(manifestUrl, window.location.href).href;
        const folder = new URL('.', url).href;
        if (!listed.some((href) => new URL(href, window.location.href).href.startsWith(folder))) continue;
        if (!window.__COLLEGE_PAGE_READS__?.has(url)) leaveReadForApp(url, readJson(url, `${portal}'s manifest`));
        return;
      }
    })
    // only a head start (remotes.json that failed, an address that is none): the app reads what it needs itself
    .catch(() => undefined);
}
