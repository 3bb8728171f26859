// The shell's release carries its chrome, prerendered (docs/decisions/0004): React's server rendering of the app
// (src/prerender.tsx, from a server build of the same components) in each navigation state, with the page's
// part left as a slot, in the shell's built index.html, cut at its two slots (the page's head data, the page's
// part) into layout/<state>/{start,middle,end}.html. Run after webpack by `npm run build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { distOf, inlineStyle, preloadLinks, replacing, serverBuild } from '@college/build/prerender.mjs';
import { SIGNED_IN_CHUNKS } from '@college/build/webpack.mjs';
import { LAYOUT_DIR, LAYOUT_PARTS, layoutFolder, PAGE_SLOT } from '@college/platform/composition';
import { isPortalRoute } from '@college/topology';

const dir = join(import.meta.dirname, '..');
const dist = distOf(dir);
const started = Date.now();
const { chromeStates, renderChrome } = (await serverBuild(dir, './src/prerender.tsx', '/'))();

const index = readFileSync(join(dist, 'index.html'), 'utf8');
// (a release's HTML is minified, its attributes unquoted; a development build's is not)
const hinted = (as) => [...index.matchAll(new RegExp(`<link rel="?preload"? as="?${as}"? href="?/([^" >]+)"?>`, 'g'))].map((match) => match[1]);
// the start chunks main.js goes on to load, as the HTML hints them; the signed-in pages' own only on a portal's
// page (its login)
const signedIn = (file) => SIGNED_IN_CHUNKS.some((name) => file.startsWith(`${name}.`));
const styles = hinted('style').map((file) => inlineStyle(dist, file));
const ROOT = /<div id="?root"?><\/div>/;
const templateOf = (scripts) => {
  const head = [...styles, preloadLinks(scripts.map((file) => `/${file}`))].join('');
  const template = index
    .replace(/<html lang="?en"?>/, '<html lang=en data-prerendered>')
    // the page's document brings the page's own title, description and robots
    .replace(/<title>[^<]*<\/title>|<meta name="?(description|robots)"? [^>]*>|<link rel="?preload"? [^>]*>/g, '')
    .replace('</head>', `${head}</head>`);
  if (!template.includes('data-prerendered') || !ROOT.test(template)) throw new Error("the shell's index.html is not as this script expects");
  return template;
};
const publicTemplate = templateOf(hinted('script').filter((file) => !signedIn(file)));
const portalTemplate = templateOf(hinted('script'));

const next = replacing(dist, LAYOUT_DIR);
const states = chromeStates();
for (const { state, path } of states) {
  // React names the chrome's images as preloads (it has none today): no part of what hydrates
  const chrome = (await renderChrome(path)).replace(/<link rel="preload"[^>]*>/g, '');
  const template = isPortalRoute(path) ? portalTemplate : publicTemplate;
  const [before, after, ...more] = template.replace(ROOT, () => `<div id=root>${chrome}</div>`).split(PAGE_SLOT);
  if (more.length || after === undefined) throw new Error(`the chrome of ${state} has not exactly one slot for the page`);
  const [start, middle] = before.split('</head>');
  const folder = join(next.root, layoutFolder(state));
  mkdirSync(folder, { recursive: true });
  const parts = [start, `</head>${middle}`, after];
  for (const [at, part] of LAYOUT_PARTS.entries()) writeFileSync(join(folder, `${part}.html`), parts[at]);
}
next.done();
console.log(`[prerender] shell: ${states.length} states of the chrome in ${((Date.now() - started) / 1000).toFixed(1)} s`);
