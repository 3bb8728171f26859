// The public portal's release carries one document per address (docs/decisions/0004): React's server rendering of
// the page (src/prerender.tsx, from a server build of the same components) with its head data, its stylesheets
// inline and the preload hints of its own scripts, between the includes of the shell's chrome:
// pages/<address>/index.html. Run after webpack by `npm run build`.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chunkFilesOf, distOf, escapeHtml, FILES, inlineStyle, preloadLinks, replacing, SITE, serverBuild } from '@college/build/prerender.mjs';
import { PAGES_DIR, PAGES_PORTAL, pageFolder, portalBaseVar, SITE_ORIGIN_VAR, ssiEcho, ssiLayoutInclude } from '@college/platform/composition';

/** A page's first images (fetchpriority high, or eager), when this small, travel inside the HTML: painted with the first frame. */
const INLINE_MAX_BYTES = 4096;
const IMAGE_TYPES = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif' };

const dir = join(import.meta.dirname, '..');
const dist = distOf(dir);
const started = Date.now();
const load = await serverBuild(dir, './src/prerender.tsx', `${FILES}/`);

// what the shell loads of this portal: its entry, the exposed module's own files, and of its lazy chunks those a page needs
const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
const assets = manifest.exposes.map((expose) => expose.assets);
const exposed = (kind, when) => new Set(assets.flatMap((asset) => asset[kind]?.[when] ?? []));
const jsSync = [...exposed('js', 'sync')];
const jsAsync = exposed('js', 'async');
const css = new Set([...exposed('css', 'sync'), ...exposed('css', 'async')]);

/** The first images inline when small; React's image preload hints out (no part of what hydrates). */
function finishPart(html) {
  return html.replace(/<link rel="preload"[^>]*>/g, '').replace(/<img [^>]*>/g, (img) => {
    if (!/fetchpriority="high"|loading="eager"/.test(img)) return img;
    const src = img.match(/ src="([^"]+)"/)?.[1];
    if (!src?.startsWith(`${FILES}/`)) return img;
    const file = join(dist, src.slice(FILES.length + 1));
    const type = IMAGE_TYPES[extname(file)];
    if (!type || statSync(file).size > INLINE_MAX_BYTES) return img;
    return img.replace(` src="${src}"`, ` src="data:${type};base64,${readFileSync(file).toString('base64')}"`).replace(/ srcset="[^"]*"/, '');
  });
}

const { pageDocuments } = load();
const next = replacing(dist, PAGES_DIR);
for (const { address, render } of pageDocuments) {
  const page = load();
  const { html, head } = await page.renderPage(render, SITE);
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`${render}: part of the page was not ready to render (a Suspense boundary was left to the browser)`);
  // a page that sends the visitor elsewhere renders nothing: its document has the head and files of where it goes
  const target = head.redirect ? load() : undefined;
  const shown = target ? (await target.renderPage(head.redirect, SITE)).head : head;
  const files = chunkFilesOf(dir, [...page.loadedModules(), ...(target?.loadedModules() ?? [])]);
  const preloads = [manifest.metaData.remoteEntry.name, ...jsSync, ...[...files].filter((file) => jsAsync.has(file) && !jsSync.includes(file))];
  const document = [
    ssiLayoutInclude('start'),
    `<title>${escapeHtml(shown.title ?? '')}</title>`,
    `<meta name="description" content="${escapeHtml(shown.description ?? '')}">`,
    `<meta name="robots" content="${escapeHtml(head.redirect ? 'noindex, nofollow' : (shown.robots ?? 'index, follow'))}">`,
    shown.canonical ? `<link rel="canonical" href="${escapeHtml(`${SITE}${shown.canonical}`)}">` : '',
    ...[...files].filter((file) => css.has(file)).map((file) => inlineStyle(dist, file)),
    // the portal's entry and the page's modules by preload hints: no manifest -> entry -> module waterfall
    preloadLinks(preloads.map((file) => `${FILES}/${file}`)),
    ssiLayoutInclude('middle'),
    finishPart(html),
    ssiLayoutInclude('end'),
  ]
    .join('')
    .replaceAll(SITE, ssiEcho(SITE_ORIGIN_VAR))
    .replaceAll(FILES, ssiEcho(portalBaseVar(PAGES_PORTAL)));
  if (/localhost:3899\d/.test(document)) throw new Error(`${render}: the document names the prerender's own origin`);
  mkdirSync(join(next.root, pageFolder(address)), { recursive: true });
  writeFileSync(join(next.root, pageFolder(address), 'index.html'), document);
}
next.done();
console.log(`[prerender] mfe-public: ${pageDocuments.length} page documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
