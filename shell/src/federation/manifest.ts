// What the shell reads of a portal's mf-manifest.json (kept apart from the federation instance, so it
// can be tested on its own).

type Assets = { js?: { sync?: string[] }; css?: { sync?: string[] } };

/** The part of mf-manifest.json the shell reads. */
export type Manifest = {
  metaData?: { remoteEntry?: { path?: string; name?: string }; publicPath?: string };
  exposes?: { name?: string; assets?: Assets }[];
  shared?: { name?: string; assets?: Assets }[];
};

/** The folder a manifest's files are relative to: its publicPath, or the manifest's own (publicPath 'auto'). */
export function baseOf(manifest: Manifest, manifestUrl: string): URL {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
}

/** The remoteEntry.js URL a manifest names: its own path and file name, relative to the manifest (publicPath 'auto'). */
export function remoteEntryUrl(manifest: Manifest, manifestUrl: string): string {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} names no remoteEntry`);
  const dir = entry.path ? `${entry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  return new URL(`${dir}${entry.name}`, baseOf(manifest, manifestUrl)).href;
}
