// What the shell reads of a portal's mf-manifest.json (kept apart from the federation instance, so it
// can be tested on its own).

/** The part of mf-manifest.json the shell reads. */
export type Manifest = { metaData?: { remoteEntry?: { path?: string; name?: string }; publicPath?: string } };

/** The remoteEntry.js URL a manifest names: its own path and file name, relative to the manifest (publicPath 'auto'). */
export function remoteEntryUrl(manifest: Manifest, manifestUrl: string): string {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} names no remoteEntry`);
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  const dir = entry.path ? `${entry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  return new URL(`${dir}${entry.name}`, base).href;
}
