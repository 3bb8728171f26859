// What the shell's and the public portal's releases share to prerender their part of the public pages
// (docs/decisions/0008-how-a-page-starts.md): a server build of the package's own components, rendered with
// react-dom/server in Node (each package's scripts/prerender.mjs), and the small HTML helpers both need.
// No browser: the same code, loaders and asset names as the package's webpack build, for Node.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import webpack from 'webpack';
import { PAGES_DIR, pageFolder, portalBaseVar, SITE_ORIGIN_VAR, ssiEcho, ssiLayoutInclude } from '@college/platform/composition';
import { portalNamed } from '@college/topology';
import { persistentCache, routerAliases, scriptRule } from './webpack.mjs';

/** The package's release (`BUILD_OUT_DIR`, as its webpack build writes it, else its dist). */
export const distOf = (dir) => process.env.BUILD_OUT_DIR ?? join(dir, 'dist');

/**
 * The package's server build of `entry` (one CommonJS file, in its .cache, never released), and a function that
 * loads a fresh copy of it (its own module cache: what one page's render needed, named as `chunkFilesOf` takes
 * them). Its images are named as the webpack build names them, from `publicPath`; stylesheets are left out (the
 * release's own are inlined).
 */
export async function serverBuild(dir, entry, publicPath) {
  const out = join(dir, '.cache', 'server');
  rmSync(out, { recursive: true, force: true });
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    context: dir,
    cache: persistentCache(dir, 'server'),
    entry: { render: entry },
    output: { path: out, filename: '[name].cjs', library: { type: 'commonjs2' }, publicPath, assetModuleFilename: 'assets/[name].[contenthash:10][ext]' },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] }, alias: routerAliases },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        scriptRule(true),
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.svg$/, resourceQuery: /^\?raw$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2)$/, resourceQuery: { not: [/^\?raw$/] }, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // one file (lazy imports included), modules named by their path: what a render loaded is readable
    optimization: { minimize: false, moduleIds: 'named', concatenateModules: false, splitChunks: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const require = createRequire(import.meta.url);
  const file = join(out, 'render.cjs');
  return () => {
    delete require.cache[file];
    return require(file);
  };
}

/** A release's record is kept out of it, in the package's .cache; a development build's (npm run dev) is in the build. */
const CLIENT_CHUNKS = 'client-chunks.json';
const clientChunksFile = (dir) => join(dir, '.cache', CLIENT_CHUNKS);

/** The files a browser loads for the lazy imports of `modules` (what a render loaded), in the package's last webpack build. */
export function chunkFilesOf(dir, modules) {
  const inBuild = join(distOf(dir), CLIENT_CHUNKS);
  const imports = JSON.parse(readFileSync(existsSync(inBuild) ? inBuild : clientChunksFile(dir), 'utf8'));
  const loaded = new Set(modules);
  return new Set(imports.filter((entry) => loaded.has(entry.module)).flatMap((entry) => entry.files));
}

/**
 * webpack plugin of a remote whose release is prerendered: the files of each lazy import (`import()`), by the
 * module it imports (named as the server build names it), kept beside the server build for scripts/prerender.mjs.
 */
export class ClientChunks {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ClientChunks', (compilation) => {
      const context = compiler.options.context;
      const name = (module) => `./${relative(context, module.resource).replaceAll('\\', '/')}`.replace(/^\.\/\.\.\//, '../');
      const imports = [];
      for (const module of compilation.modules)
        for (const block of [module, ...(module.modules ?? [])].flatMap((inner) => inner.blocks)) {
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          const imported = block.dependencies.map((dependency) => compilation.moduleGraph.getModule(dependency)).find(Boolean);
          const target = imported?.rootModule ?? imported;
          if (group && target?.resource) imports.push({ module: name(target), files: group.getFiles().filter((file) => /\.(js|css)$/.test(file)) });
        }
      const file = compiler.options.mode === 'production' ? clientChunksFile(context) : join(compiler.options.output.path ?? '', CLIENT_CHUNKS);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(imports));
    });
  }
}

/**
 * The build's `folder` (pages/, layout/) made anew: written under `root` (as `root/<folder>/...`), put in place by
 * `done()` with two renames, so that a server reading the build meanwhile (npm run dev prerenders after each
 * build) finds the old files or the new ones, never some of each.
 */
export function replacing(dist, folder) {
  const root = join(dist, `.${folder}-next`);
  const old = join(dist, `.${folder}-old`);
  for (const dir of [root, old]) rmSync(dir, { recursive: true, force: true });
  return {
    root,
    done() {
      if (existsSync(join(dist, folder))) renameSync(join(dist, folder), old);
      renameSync(join(root, folder), join(dist, folder));
      for (const dir of [root, old]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text) => String(text).replace(/[&<>"]/g, (char) => escapes[char]);

/** A stylesheet in the HTML: nothing stands between the HTML and the first paint. `data-href` is what webpack's CSS loader looks for, so the live app takes it as loaded. */
export const inlineStyle = (dist, file) => `<style data-href="${file}">${readFileSync(join(dist, file), 'utf8').replaceAll('</style', '<\\/style')}</style>`;

/** Preload hints for the scripts the live page goes on to run, so none waits for the one before it. */
export const preloadLinks = (files) => files.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');

/** Stand for the site's origin and for where the package's files are, in a document; the servers fill in both per request. */
export const SITE = 'http://localhost:38990';
export const FILES = 'http://localhost:38991';

/**
 * A signed-in portal's release carries the documents of its prerendered pages (its login page: the topology's
 * `prerendered` routes), made as the public portal's are: React's server rendering of the route's module (the
 * package's src/prerender.tsx, `renderPage`), the page's head data, the module's stylesheets inline and its
 * scripts as preload hints, between the includes of the shell's chrome. Run after webpack by `npm run build`.
 */
export async function prerenderPortalPages(dir, folder) {
  const portal = portalNamed(folder);
  const dist = distOf(dir);
  const started = Date.now();
  const load = await serverBuild(dir, './src/prerender.tsx', `${FILES}/`);
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const routes = portal.routes.filter((route) => route.prerendered);
  rmSync(join(dist, PAGES_DIR), { recursive: true, force: true });
  for (const route of routes) {
    const { assets } = manifest.exposes.find((expose) => expose.name === route.module);
    const { html, head } = await load().renderPage(route.module, route.path, SITE);
    if (/<!--\$[?!]-->/.test(html)) throw new Error(`${route.path}: part of the page was not ready to render (a Suspense boundary was left to the browser)`);
    const document = [
      ssiLayoutInclude('start'),
      `<title>${escapeHtml(head.title ?? '')}</title>`,
      `<meta name="description" content="${escapeHtml(head.description ?? '')}">`,
      `<meta name="robots" content="${escapeHtml(head.robots ?? 'noindex, nofollow')}">`,
      ...[...assets.css.sync, ...assets.css.async].map((file) => inlineStyle(dist, file)),
      // the portal's entry and the module's own files: no manifest -> entry -> module waterfall
      preloadLinks([manifest.metaData.remoteEntry.name, ...assets.js.sync].map((file) => `${FILES}/${file}`)),
      ssiLayoutInclude('middle'),
      html.replace(/<link rel="preload"[^>]*>/g, ''),
      ssiLayoutInclude('end'),
    ]
      .join('')
      .replaceAll(SITE, ssiEcho(SITE_ORIGIN_VAR))
      .replaceAll(FILES, ssiEcho(portalBaseVar(portal)));
    if (/localhost:3899\d/.test(document)) throw new Error(`${route.path}: the document names the prerender's own origin`);
    mkdirSync(join(dist, pageFolder(route.path)), { recursive: true });
    writeFileSync(join(dist, pageFolder(route.path), 'index.html'), document);
  }
  console.log(`[prerender] ${folder}: ${routes.length} page documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
