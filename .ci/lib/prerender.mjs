// Build steps of two releases, each made from its own build alone (docs/decisions/0004-public-pages-composed-at-request-time.md):
// - the shell's chrome: the app rendered as React renders it on a server, in every state the address changes
//   (shell/src/bootstrap.tsx), with the page's part left as a slot, cut into three parts at its two slots
//   (the page's head data, the page's part): shell/dist/layout/<state>/{start,middle,end}.html;
// - the public portal's documents: each address of seo/public-routes.ts (pageDocuments) rendered in the portal's
//   standalone page (mfe-public/src/prerender.tsx), with its head data, its stylesheets and the preload hints of
//   its own scripts, between the includes of the shell's chrome: mfe-public/dist/pages/<address>/index.html.
// The servers compose the two when a page is asked for (@college/shared-ui/composition); visitors' browsers
// hydrate the result in place (no flash, no shift). Nothing listens at the two made-up origins below: the
// browser's requests are answered from the build being prerendered, and the API never answers (data sections
// stay in their loading state: a prerendered page never shows stale or failed data).
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { SIGNED_IN_CHUNKS } from '../../shared-ui/build/webpack.mjs';
import { root } from './processes.mjs';

const composition = await import(join(root, 'shared-ui', 'src', 'composition.ts'));
const { LAYOUT_DIR, LAYOUT_PARTS, PAGE_SLOT, PAGES_DIR, PAGES_PORTAL, SITE_ORIGIN_VAR, layoutFolder, pageFolder, portalBaseVar, ssiEcho, ssiLayoutInclude } =
  composition;

/** The page's address as the prerender's browser sees it, and where the built files come from. */
const SITE = 'http://localhost:38990';
const FILES = 'http://localhost:38991';
/** Where the shell's chrome takes the page's head data (its slot for the page's part is PAGE_SLOT, which shell/src/federation/PortalRoute.tsx renders in the page's place). */
const HEAD_SLOT = '<!--college-head-slot-->';

/** The packages whose release carries prerendered parts of the public pages, and what each carries. */
export const PRERENDERED = { shell: 'its chrome', [PAGES_PORTAL.folder]: 'its page documents' };

function chromium() {
  try {
    return createRequire(join(root, 'e2e', 'package.json'))('@playwright/test').chromium;
  } catch {
    return undefined;
  }
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/** Answers the browser's requests to `origin` from `dir` (if any); `pages` answers every address without a file name. */
async function serve(context, origin, dir, { pages, files = {} } = {}) {
  await context.route(`${origin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith('/api/')) return; // never answered
    if (files[pathname]) return route.fulfill(files[pathname]);
    const file = dir && resolve(dir, `.${decodeURIComponent(pathname)}`);
    if (file?.startsWith(`${dir}${sep}`) && existsSync(file) && statSync(file).isFile()) {
      return route.fulfill({
        body: readFileSync(file),
        contentType: TYPES[extname(file)] ?? 'application/octet-stream',
        headers: { 'access-control-allow-origin': '*' },
      });
    }
    if (pages && !/\.[^/]*$/.test(pathname)) return route.fulfill({ body: pages, contentType: 'text/html' });
    return route.fulfill({ status: 404, body: 'Not found' });
  });
}

const escapeHtml = (text) => String(text).replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
/** A stylesheet in the HTML: no request stands between the HTML and the first paint. `data-href` is what webpack's CSS loader looks for, so the live app takes it as loaded. (The CSS has no url() to re-base.) */
const inlineStyle = (dir, file) => `<style data-href="${file}">${readFileSync(join(dir, file), 'utf8').replaceAll('</style', '<\\/style')}</style>`;
/** Preload hints for the scripts the live page goes on to run, so none waits for the one before it. */
const preloadLinks = (files) => files.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');

/** The scripts a page loads from `origin` (webpack removes their elements once they ran), in the order asked for. */
function watchScripts(page, origin) {
  const seen = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || !request.url().startsWith(`${origin}/`)) return;
    const file = new URL(request.url()).pathname.slice(1);
    if (!seen.includes(file)) seen.push(file);
  });
  return { reset: () => seen.splice(0), files: () => [...seen] };
}

const settled = async (page) => {
  await page.locator('html[data-app-started]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
};

/** shell/dist/layout: the chrome in each of its states, cut at its two slots. */
async function prerenderChrome(browser, dist) {
  const { clientConfigFrom, clientConfigScript } = await import(join(root, 'shell', 'src', 'server', 'clientConfig.ts'));
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  // the page's part is the slot's marker (shell/src/federation/PortalRoute.tsx): no portal is loaded
  await context.addInitScript((slot) => {
    window.__collegePrerender = true;
    window.__collegePageSlot = slot;
  }, PAGE_SLOT);
  await serve(context, SITE, dist, {
    pages: readFileSync(join(dist, 'index.html')),
    files: {
      '/config.js': { body: clientConfigScript(clientConfigFrom({})), contentType: 'text/javascript' },
      // no portal: the chrome is rendered around the slot, never around a page
      '/remotes.json': { body: '{}', contentType: 'application/json' },
    },
  });
  const page = await context.newPage();
  const scripts = watchScripts(page, SITE);
  await page.goto(`${SITE}/`, { waitUntil: 'load' });
  await settled(page);
  await page.waitForFunction(() => typeof window.__collegeRenderPage === 'function');
  // the shell's scripts besides the two the HTML names, hinted by the page
  const preloads = scripts
    .files()
    .filter((file) => file !== 'main.js' && file !== 'config.js')
    // (nor the signed-in pages' chunks, which the shell's HTML hints for the portal pages it is served for)
    .filter((file) => !SIGNED_IN_CHUNKS.some((name) => file.startsWith(`${name}.`)))
    .map((file) => `/${file}`);
  const { chromeStates } = await import(join(root, 'shell', 'src', 'chromeStates.ts'));
  const states = [];
  for (const { state, path } of chromeStates()) {
    // the router reads the address from the location, as it does in a visitor's browser
    const html = await page.evaluate((address) => {
      history.replaceState(history.state, '', address);
      return window.__collegeRenderPage();
    }, path);
    states.push({ state, html });
  }
  await page.evaluate(() => history.replaceState(history.state, '', '/'));
  const documents = await page.evaluate(
    ({ states, headSlot, list }) =>
      states.map(({ state, html }) => {
        const doc = document.documentElement.cloneNode(true);
        const head = doc.querySelector('head');
        const body = doc.querySelector('body');
        // the page's document brings the page's own title, description, robots and canonical address
        for (const element of head.querySelectorAll('title, meta[name="description"], meta[name="robots"], link[rel="canonical"]')) element.remove();
        // the two scripts, and the inline one that keeps what a visitor does before the app starts
        // (shell/src/earlyInput: the Content-Security-Policy allows it by its hash in the shell's index.html)
        for (const script of doc.querySelectorAll('script')) {
          const src = script.getAttribute('src');
          if (src !== '/config.js' && src !== '/main.js' && script.id !== 'early-input') script.remove();
        }
        for (const link of head.querySelectorAll('link[rel="preload"], link[rel="prefetch"], link[rel="modulepreload"]')) link.remove();
        head.insertAdjacentHTML('beforeend', list);
        head.insertAdjacentHTML('beforeend', headSlot);
        for (const child of [...body.children]) if (child.id !== 'root' && child.tagName !== 'NOSCRIPT') child.remove();
        const root = body.querySelector('#root');
        root.innerHTML = html;
        // React's server rendering names the chrome's images as preloads (it has none today: its logo is drawn in the
        // page): no part of what hydrates
        for (const link of root.querySelectorAll('link[rel="preload"]')) link.remove();
        doc.setAttribute('data-prerendered', '');
        // set by the live app once it has started: the saved page has not
        doc.removeAttribute('data-app-started');
        doc.removeAttribute('data-chrome-live');
        return { state, html: `<!doctype html>\n${doc.outerHTML}` };
      }),
    { states, headSlot: HEAD_SLOT, list: preloadLinks(preloads) },
  );
  await context.close();
  rmSync(join(dist, LAYOUT_DIR), { recursive: true, force: true });
  for (const { state, html } of documents) {
    const inlined = html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
      const href = tag.match(/\bhref="([^"]+)"/)?.[1];
      // the shell's own are named from the site's root (its public path)
      if (!href?.startsWith('/') || href.startsWith('//')) throw new Error(`the chrome links a stylesheet that is not the shell's: ${href}`);
      return inlineStyle(dist, href.slice(1));
    });
    const [start, rest, ...moreHeads] = inlined.replaceAll(`${SITE}/`, '/').split(HEAD_SLOT);
    const [middle, end, ...moreSlots] = (rest ?? '').split(PAGE_SLOT);
    if (moreHeads.length || moreSlots.length || end === undefined) throw new Error(`the chrome of ${state} has not exactly one slot for the page`);
    if (/localhost:3899\d/.test(inlined.replaceAll(`${SITE}/`, '/'))) throw new Error(`the chrome of ${state} names the prerender's own origin`);
    const folder = join(dist, layoutFolder(state));
    mkdirSync(folder, { recursive: true });
    const parts = [start, middle, end];
    for (const [index, part] of LAYOUT_PARTS.entries()) writeFileSync(join(folder, `${part}.html`), parts[index]);
  }
  return documents.length;
}

/** The files of the exposed route elements, from the portal's manifest: what the shell loads of this portal. */
function exposedFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const assets = manifest.exposes.map((expose) => expose.assets);
  const files = (kind, when) => new Set(assets.flatMap((asset) => asset[kind]?.[when] ?? []));
  return {
    entry: manifest.metaData.remoteEntry.name,
    jsSync: [...files('js', 'sync')],
    jsAsync: files('js', 'async'),
    css: new Set([...files('css', 'sync'), ...files('css', 'async')]),
  };
}

/** The page's part with its first images inside (when small). */
function finishPagePart(html) {
  const container = document.createElement('div');
  container.innerHTML = html;
  // The page's first images (fetchpriority high, or eager), when small, travel inside the HTML: they are
  // painted with the first frame instead of after a request to the portal's origin. (A page's first illustration is
  // drawn in the page itself: mfe-public/src/lib/Illustration.tsx.)
  const INLINE_MAX_BYTES = 4096;
  const inline = async (img) => {
    try {
      const response = await fetch(img.getAttribute('src'));
      const blob = await response.blob();
      if (!response.ok || blob.size > INLINE_MAX_BYTES || !blob.type.startsWith('image/')) return;
      const dataUrl = await new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      });
      img.setAttribute('src', dataUrl);
      img.removeAttribute('srcset');
    } catch {
      // left as it is: the browser fetches it
    }
  };
  // React's server rendering names the page's first images as preloads (<link rel="preload" as="image">): the
  // first image travels inside the HTML or is found by the browser at once, and the hints are no part of what hydrates
  for (const link of container.querySelectorAll('link[rel="preload"]')) link.remove();
  const first = [...container.querySelectorAll('main img[fetchpriority="high"], main img[loading="eager"]')].filter(
    (img) => !img.getAttribute('src')?.startsWith('data:'),
  );
  return Promise.all(first.map(inline)).then(() => container.innerHTML);
}

/** mfe-public/dist/pages: one document per address, from this build alone. */
async function prerenderPages(browser, dist) {
  const exposed = exposedFiles(dist);
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.__collegePrerender = true;
  });
  // the portal's standalone page at the site's address, its files from elsewhere: its links and structured data
  // name the site, its images and scripts the portal's files (webpack's publicPath follows main.js)
  const standalone = readFileSync(join(dist, 'index.html'), 'utf8').replace(/\b(src|href)=("?)\/(?!\/)/g, `$1=$2${FILES}/`);
  if (!standalone.includes(`${FILES}/main.js`)) throw new Error("the portal's standalone page does not load its main.js from /");
  await serve(context, SITE, null, { pages: standalone });
  await serve(context, FILES, dist);
  const first = await context.newPage();
  await first.goto(`${SITE}/`, { waitUntil: 'load' });
  await settled(first);
  const queue = await first.evaluate(() => window.__collegePageDocuments());
  await first.close();
  const baseVar = ssiEcho(portalBaseVar(PAGES_PORTAL));
  const written = [];
  const worker = async () => {
    const page = await context.newPage();
    const scripts = watchScripts(page, FILES);
    while (queue.length) {
      const { address, render } = queue.shift();
      scripts.reset();
      await page.goto(`${SITE}${render}`, { waitUntil: 'load' });
      await settled(page);
      // a page that sends the visitor elsewhere renders nothing: its document names where it goes
      const moved = (await page.evaluate(() => location.pathname)) !== render;
      await page.locator('main#main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
      await page.evaluate(() => document.fonts.ready);
      const loaded = scripts.files();
      const part = await page.evaluate((path) => window.__collegeRenderPage(path), render);
      if (/<!--\$[?!]-->/.test(part)) throw new Error(`${render}: part of the page was not ready to render (a Suspense boundary was left to the browser)`);
      const finished = await page.evaluate(finishPagePart, part);
      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? 'index, follow',
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href),
      }));
      const styles = head.stylesheets
        .filter((href) => href.startsWith(`${FILES}/`))
        .map((href) => new URL(href).pathname.slice(1))
        .filter((file) => exposed.css.has(file));
      const preloads = [exposed.entry, ...exposed.jsSync, ...loaded.filter((file) => exposed.jsAsync.has(file) && !exposed.jsSync.includes(file))].map(
        (file) => `${FILES}/${file}`,
      );
      const html = [
        ssiLayoutInclude('start'),
        `<title>${escapeHtml(head.title)}</title>`,
        `<meta name="description" content="${escapeHtml(head.description)}">`,
        `<meta name="robots" content="${escapeHtml(moved ? 'noindex, nofollow' : head.robots)}">`,
        head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
        ...styles.map((file) => inlineStyle(dist, file)),
        // the portal's entry and the page's modules by preload hints: no manifest -> entry -> module waterfall
        preloadLinks(preloads),
        ssiLayoutInclude('middle'),
        finished,
        ssiLayoutInclude('end'),
      ].join('');
      const filled = html.replaceAll(SITE, ssiEcho(SITE_ORIGIN_VAR)).replaceAll(FILES, baseVar);
      if (/localhost:3899\d/.test(filled)) throw new Error(`${render}: the document names the prerender's own origin`);
      written.push({ folder: pageFolder(address), html: filled });
    }
    await page.close();
  };
  await Promise.all([worker(), worker(), worker()]);
  await context.close();
  rmSync(join(dist, PAGES_DIR), { recursive: true, force: true });
  for (const { folder, html } of written) {
    mkdirSync(join(dist, folder), { recursive: true });
    writeFileSync(join(dist, folder, 'index.html'), html);
  }
  return written.length;
}

/**
 * The prerendered part a package's release carries (`dist`: its build, by default `<pkg>/dist`). A release build
 * (`required`) fails without it: crawlers and the first paint would get an empty page. `npm start` and the tests
 * go on without Chromium and say what they skipped.
 */
export async function prerenderRelease(pkg, { dist = join(root, pkg, 'dist'), required = false } = {}) {
  if (!PRERENDERED[pkg]) return true;
  const browserType = chromium();
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!browserType || !existsSync(executablePath)) {
    if (required) {
      console.error(
        `[prerender] a release build must carry its prerendered public pages (${pkg}: ${PRERENDERED[pkg]}), but Chromium is not available at ${executablePath}: install it (Debian: apt-get install chromium) or point CHROMIUM_PATH at it`,
      );
      return false;
    }
    console.warn(
      `[prerender] ${pkg}: skipped: Chromium is not available (the public pages are then rendered in the browser only; a release build, \`npm run build\`, refuses this)`,
    );
    return true;
  }
  const started = Date.now();
  const browser = await browserType.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const count = pkg === 'shell' ? await prerenderChrome(browser, resolve(dist)) : await prerenderPages(browser, resolve(dist));
    console.log(
      `[prerender] ${pkg}: ${count} ${pkg === 'shell' ? 'states of the chrome' : 'page documents'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return true;
  } catch (error) {
    console.error(`[prerender] ${pkg} failed: ${error.message}`);
    return false;
  } finally {
    await browser.close();
  }
}

// `node .ci/lib/prerender.mjs <package> [dist]`: the prerender of one release build, e.g. of a build made
// elsewhere (BUILD_OUT_DIR) before it is put in place.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [pkg, dist] = process.argv.slice(2);
  if (!pkg) {
    console.error('usage: node .ci/lib/prerender.mjs <package> [dist]');
    process.exit(2);
  }
  process.exit((await prerenderRelease(pkg, { dist: dist ? resolve(dist) : undefined, required: true })) ? 0 : 1);
}
