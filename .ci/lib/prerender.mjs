// Build step: every public route of sitemap.xml rendered once in Chromium and saved as static HTML
// (shell/dist/prerendered/<path>/index.html), so title, meta, JSON-LD and the visible content arrive before any
// script runs. #root holds React's server rendering of the live app (shell/src/bootstrap.tsx), which visitors'
// browsers hydrate in place (no flash, no shift), and the servers put the real portal and site origins in place
// of the placeholders written here.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PORTAL_PAGE_ENTRY } from '../../shared-ui/build/webpack.mjs';
import { PORTAL_FOLDERS as PORTALS, stackPorts } from '../../shared-ui/src/topology.ts';
import { root, startProcess, stopAll, waitForUrl } from './processes.mjs';

export const PRERENDER_DIR = join(root, 'shell', 'dist', 'prerendered');
// the placeholders and file layout are the shell server's, which fills them in when it serves the pages
const { SITE_ORIGIN_TOKEN, portalToken, prerenderedFile } = await import(join(root, 'shell', 'src', 'server', 'prerendered.ts'));


const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** PRERENDER_PORT_OFFSET, or the first free block from 800 on: builds of several checkouts may run at once. */
async function portOffset() {
  if (process.env.PRERENDER_PORT_OFFSET) return Number(process.env.PRERENDER_PORT_OFFSET);
  for (let offset = 800; offset < 1000; offset += 10) {
    const { shell, portals } = stackPorts(offset);
    const ports = [shell, ...Object.values(portals)];
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return offset;
  }
  throw new Error('[prerender] no free block of ports at offsets 800 to 990');
}

function chromium() {
  try {
    return createRequire(join(root, 'e2e', 'package.json'))('@playwright/test').chromium;
  } catch {
    return undefined;
  }
}

/** Public paths from the built sitemap.xml (the one list the router and the sitemap share). */
export function publicPaths() {
  const sitemap = readFileSync(join(root, 'shell', 'dist', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * Leaves only what the page needs before scripts: the two deferred shell scripts, the inline one that keeps what
 * a visitor does before the app starts (shell/src/earlyInput), JSON-LD, styles and
 * content. The scripts the page went on to load (shell chunks, the public portal's entry and chunks) are
 * fetched at once instead of one after the other: the portal's entry by a preload hint, the rest as soon as
 * the page is painted.
 */
async function cleanUp({ preloads, rootHtml }) {
  // the page as React renders it on a server (shell/src/bootstrap.tsx): what visitors' browsers hydrate
  document.getElementById('root').innerHTML = rootHtml;
  // The page's first images (fetchpriority high, or eager), when small, travel inside the HTML: they are
  // painted with the first frame instead of after a request to the portal's origin.
  const INLINE_MAX_BYTES = 4096;
  const inline = async (img) => {
    try {
      const response = await fetch(img.currentSrc || img.src);
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
  await Promise.all([...document.querySelectorAll('main img[fetchpriority="high"], main img[loading="eager"]')].filter((img) => !img.src.startsWith('data:')).map(inline));
  // the shell starts the app once the hero is painted (shell/src/afterFirstPaint.ts): Element Timing reports
  // that paint even when a larger element was the largest contentful paint
  for (const img of document.querySelectorAll('main img[fetchpriority="high"]')) img.setAttribute('elementtiming', 'hero');
  for (const script of document.querySelectorAll('script')) {
    const src = script.getAttribute('src');
    if (script.type === 'application/ld+json' || script.id === 'early-input' || src === '/config.js' || src === '/main.js') continue;
    script.remove();
  }
  for (const link of document.querySelectorAll('link[rel="preload"], link[rel="prefetch"], link[rel="modulepreload"]')) link.remove();
  // the portals' origins are connected to while the HTML still streams
  for (const origin of new Set(preloads.map(({ href }) => new URL(href).origin).filter((origin) => origin !== location.origin))) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = `${origin}/`;
    document.head.prepend(link);
  }
  // The public portal's entry is preloaded by the HTML itself (no manifest -> entry waterfall). The rest
  // is listed for the shell to preload once the page is painted (shell/src/preloadAfterPaint.ts): a
  // download finished before the first paint only competes with it, and no script runs before it anyway.
  const afterPaint = [];
  for (const { href, crossOrigin } of preloads) {
    if (!new URL(href).pathname.endsWith('/remoteEntry.js')) {
      afterPaint.push({ href, crossOrigin });
      continue;
    }
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    // low: the first paint needs no script, so the entry does not compete with the page's own first image
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    if (crossOrigin !== null) link.setAttribute('crossorigin', crossOrigin);
    document.head.append(link);
  }
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = 'preload-after-paint';
  list.textContent = JSON.stringify(afterPaint);
  document.head.append(list);
  document.documentElement.setAttribute('data-prerendered', '');
  // set by the live app once it has started: the saved page has not
  document.documentElement.removeAttribute('data-app-started');
  document.documentElement.removeAttribute('data-chrome-live');
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}

/** The built file a tokenised stylesheet URL names (the shell's or a portal's dist), if it is one of ours. */
function builtFileOf(href) {
  const from = (token, pkg) => (href.startsWith(`${token}/`) ? join(root, pkg, 'dist', href.slice(token.length + 1)) : undefined);
  return [from(SITE_ORIGIN_TOKEN, 'shell'), ...PORTALS.map((portal) => from(portalToken(portal), portal))].find(Boolean);
}

/**
 * The page's stylesheets travel in the HTML (a few KB): no request to the shell's or the portal's origin
 * stands between the HTML and the first paint. `data-href` is what webpack's CSS loader looks for, so the
 * live app takes them as loaded and does not fetch them again. (The CSS has no url() to re-base.)
 */
function inlineStylesheets(html) {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    const file = href && builtFileOf(href);
    if (!file || !existsSync(file)) return tag;
    const css = readFileSync(file, 'utf8').replaceAll('</style', '<\\/style');
    return `<style data-href="${href}">${css}</style>`;
  });
}

/**
 * The public pages as static HTML. A release build (`required`) fails without them: crawlers and the first
 * paint would get an empty page. `npm start` and the tests go on without Chromium and say what they skipped.
 */
export async function prerenderPublicPages({ required = false } = {}) {
  const browserType = chromium();
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!browserType || !existsSync(executablePath)) {
    if (required) {
      console.error(`[prerender] a release build must carry its prerendered public pages, but Chromium is not available at ${executablePath}: install it (Debian: apt-get install chromium) or point CHROMIUM_PATH at it`);
      return false;
    }
    console.warn('[prerender] skipped: Chromium is not available (the public pages are then rendered in the browser only; a release build, `npm run build`, refuses this)');
    return true;
  }
  const OFFSET = await portOffset();
  const { shell: shellPort, portals: portalPorts } = stackPorts(OFFSET);
  const env = { STACK_PORT_OFFSET: String(OFFSET), API_URL: 'http://127.0.0.1:9' };
  for (const portal of PORTALS) startProcess(`prerender-${portal}`, [`${portal}/server.ts`], { env });
  startProcess('prerender-shell', ['shell/server.ts'], { env });
  const browser = await browserType.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    await Promise.all([waitForUrl(`http://127.0.0.1:${shellPort}/remotes.json`), ...PORTALS.map((p) => waitForUrl(`http://127.0.0.1:${portalPorts[p]}/mf-manifest.json`))]);
    rmSync(PRERENDER_DIR, { recursive: true, force: true });
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      window.__collegePrerender = true;
    });
    // data sections stay in their loading state: the saved page never shows stale or failed data
    await context.route('**/api/**', () => {});
    const queue = publicPaths();
    const total = queue.length;
    const started = Date.now();
    const worker = async () => {
      const page = await context.newPage();
      // the scripts each page loads (webpack removes their elements once they ran)
      let scripts = [];
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return;
        const url = new URL(request.url());
        if (url.pathname === '/main.js' || url.pathname === '/config.js') return;
        // named by the HTML only until the page is prerendered: a prerendered page never asks for it
        if (url.pathname === `/${PORTAL_PAGE_ENTRY}.js`) return;
        // (a request still pending when its page is closed has no headers: it is left out)
        scripts.push(request.allHeaders().then((headers) => ({ href: request.url(), crossOrigin: headers['sec-fetch-mode'] === 'cors' ? 'anonymous' : null }), () => null));
      });
      while (queue.length) {
        const path = queue.shift();
        scripts = [];
        await page.goto(`http://localhost:${shellPort}${path}`, { waitUntil: 'load' });
        await page.locator('main#main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
        await page.evaluate(() => document.fonts.ready);
        const preloads = [...new Map((await Promise.all(scripts)).filter(Boolean).map((s) => [s.href, s])).values()];
        const rootHtml = await page.evaluate(() => window.__collegeRenderPage());
        let html = await page.evaluate(cleanUp, { preloads, rootHtml });
        html = html.replaceAll(`http://localhost:${shellPort}`, SITE_ORIGIN_TOKEN);
        for (const portal of PORTALS) html = html.replaceAll(`http://localhost:${portalPorts[portal]}/`, `${portalToken(portal)}/`);
        html = inlineStylesheets(html);
        const file = prerenderedFile(PRERENDER_DIR, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
      await page.close();
    };
    await Promise.all([worker(), worker(), worker()]);
    console.log(`[prerender] ${total} public pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  } catch (error) {
    console.error(`[prerender] failed: ${error.message}`);
    return false;
  } finally {
    await browser.close();
    await stopAll();
  }
}
