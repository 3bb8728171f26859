// What the shell reads of a portal's mf-manifest.json (kept apart from the federation instance, so it
// can be tested on its own).

type Assets = { js?: { sync?: string[] }; css?: { sync?: string[] } };

/** The part of mf-manifest.json the shell reads. */
export type Manifest = {
  metaData?: { remoteEntry?: { path?: string; name?: string }; publicPath?: string };
  exposes?: { name?: string; assets?: Assets }[];
  shared?: { name?: string; assets?: Assets }[];
};

function baseOf(manifest: Manifest, manifestUrl: string): URL {
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

/**
 * Every file one exposed module needs before it can render, as the manifest lists them: the entry, the
 * module's own scripts and stylesheets, and those of the shared libraries the shell does not provide itself
 * (`providedByShell`: those come from the shell's own copies).
 */
export function exposedModuleFiles(manifest: Manifest, manifestUrl: string, module: string, providedByShell: readonly string[]): { scripts: string[]; styles: string[] } {
  const base = baseOf(manifest, manifestUrl);
  const exposed = manifest.exposes?.find((candidate) => candidate.name === module);
  if (!exposed) return { scripts: [remoteEntryUrl(manifest, manifestUrl)], styles: [] };
  const sources = [exposed, ...(manifest.shared ?? []).filter((shared) => shared.name && !providedByShell.includes(shared.name))];
  const files = (kind: 'js' | 'css') => [...new Set(sources.flatMap((source) => source.assets?.[kind]?.sync ?? []))].map((file) => new URL(file, base).href);
  return { scripts: [remoteEntryUrl(manifest, manifestUrl), ...files('js')], styles: files('css') };
}
