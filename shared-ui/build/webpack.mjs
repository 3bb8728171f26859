// One webpack + Module Federation setup for the shell and the four portals.
// Each package's webpack.config.mjs calls federatedConfig() with its own name, exposes and entry.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { serveInDevelopment } from './dev-server.mjs';

const require = createRequire(import.meta.url);
const versionOf = (pkg) => require(`${pkg}/package.json`).version;

// react-router's package exports only its development build; use the production one, through the
// slim react-router-dom entry (see react-router-dom.mjs).
const routerRequire = createRequire(require.resolve('react-router-dom/package.json'));
const reactRouterDir = dirname(routerRequire.resolve('react-router/package.json'));
export const routerAliases = {
  'react-router-dom$': join(import.meta.dirname, 'react-router-dom.mjs'),
  'react-router$': join(reactRouterDir, 'dist', 'production', 'index.mjs'),
};

/** gzip and brotli copies of every text file, next to it, for the static servers to send as they are. */
const precompressed = () =>
  ['gzip', 'brotliCompress'].map(
    (algorithm) =>
      new CompressionPlugin({
        algorithm,
        ...(algorithm === 'brotliCompress' ? { filename: '[path][base].br' } : {}),
        test: /\.(js|css|html|json|svg)$/,
        threshold: 0,
        minRatio: 1,
      }),
  );

/**
 * The shell's chunks that only some visitors download (webpackChunkName), kept out of the `app` chunk: the admission
 * form, the signed-in person's menu, and the data cache of the signed-in pages (@college/shared-ui/queries).
 */
const ON_DEMAND_CHUNKS = new Set(['admission-form', 'session-menu', 'queries']);
/**
 * The on-demand chunks every portal page needs, hinted by the HTML that only portal pages get: the data cache's
 * import and the query library it shares (the shared module's own chunk, named so the public pages can leave it out).
 */
export const SIGNED_IN_CHUNKS = ['queries', 'query-library'];

/**
 * What is shared, by share key: what holds state that must be one for the whole page. React (with subpaths),
 * react-dom and react-dom/client, and the router are singletons (not react-dom's server renderer, which only the
 * builds' server rendering in Node loads: prerender.mjs); a portal whose requirement the page's copy does not meet fails to
 * load (strictVersion: the shell shows its fallback) rather than running with another version. shared-ui's state
 * (the API client and the session, src/state.ts, and the signed-in pages' data cache, src/queries.tsx, with the
 * query library inside it) is versioned on its own (`stateVersion`): a portal takes the shell's copies when they
 * satisfy its requirement, else loads its own. The rest of shared-ui is bundled by each package that uses it.
 */
export function sharedModules(dir) {
  const react = versionOf('react');
  const reactDom = versionOf('react-dom');
  const router = versionOf('react-router-dom');
  // the shared-ui the package being built is linked to (a copy of it built elsewhere may link another)
  const state = createRequire(join(dir, 'package.json'))('@college/shared-ui/package.json').stateVersion;
  const singleton = (version) => ({ singleton: true, strictVersion: true, requiredVersion: `^${version}`, version });
  return {
    react: singleton(react),
    'react/': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/client': singleton(reactDom),
    'react-router-dom': singleton(router),
    '@college/shared-ui/state': { singleton: false, requiredVersion: `^${state}`, version: state },
    '@college/shared-ui/queries': { singleton: false, requiredVersion: `^${state}`, version: state },
  };
}

/**
 * The host's HTML names the files its entry goes on to import at once (app, framework, their stylesheet) as
 * preload hints: a page rendered in the browser only (a portal's) asks for them with the HTML, not one round
 * trip later from main.js. The prerendered chrome takes these hints (shell/scripts/prerender.mjs).
 */
class PreloadStartChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunks', (data) => {
        // the entry's own dynamic imports; what they import lazily in turn (menus, forms) is left to need
        const started = (compilation.entrypoints.get('main')?.getChildren() ?? []).flatMap((group) => group.getFiles());
        // and what every portal page goes on to need, the data cache (this HTML is
        // the portal pages'; the public pages are prerendered with hints of their own)
        const signedIn = SIGNED_IN_CHUNKS.flatMap((name) => [
          ...(compilation.namedChunkGroups.get(name)?.getFiles() ?? []),
          ...(compilation.namedChunks.get(name)?.files ?? []),
        ]);
        const files = [...new Set([...started, ...signedIn])].filter((file) => /\.(js|css)$/.test(file));
        const hints = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadStartChunks' },
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `/${file}` },
        }));
        data.headTags.push(...hints);
        return data;
      });
    });
  }
}

/**
 * webpack's persistent cache, in the package's .cache/webpack: a build reuses what an earlier one made of every
 * module whose files are unchanged (the output is the same as without it). The whole cache is set aside when the
 * build's own code changes: the package's webpack.config.mjs and what it imports, this file among them. (Not under
 * node_modules/.cache: a copy of the package built elsewhere with its node_modules linked, as the deploy tests
 * make, would replace the package's own cache with its own.)
 * @param {string} dir  the package's directory
 * @param {string} name  one cache per configuration and mode
 */
export function persistentCache(dir, name) {
  return {
    type: 'filesystem',
    cacheDirectory: join(dir, '.cache', 'webpack'),
    name,
    buildDependencies: { config: [join(dir, 'webpack.config.mjs'), import.meta.filename] },
  };
}

/**
 * The ModuleFederationPlugin options of the shell (a host: its remotes are registered at run time from
 * /remotes.json) and of a portal (a remote, with its manifest).
 * @param {{ dir: string, name: string, exposes?: Record<string, string> }} o
 */
export function federationOptions(o) {
  return {
    name: o.name,
    ...(o.exposes ? { filename: 'remoteEntry.js', exposes: o.exposes, manifest: { fileName: 'mf-manifest.json' } } : { manifest: false }),
    remotes: {},
    shared: sharedModules(o.dir),
    shareStrategy: 'loaded-first',
    dts: false,
    // the entry starts once the shared modules are ready (no bootstrap import needed); a web-only runtime. A portal
    // loads no remotes and no manifests: its runtime leaves out that code (the home page loads mfe-public's)
    experiments: {
      asyncStartup: true,
      optimization: o.exposes ? { target: 'web', disableRemote: true, disableSnapshot: true } : { target: 'web' },
    },
  };
}

/** TypeScript and JSX, by swc: the same for the browser build and the server build (prerender.mjs). */
export const scriptRule = (production) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  },
});

/**
 * @param {object} o
 * @param {string} o.dir          package directory (import.meta.dirname)
 * @param {string} o.name         federation name, e.g. 'mfe_public' or 'shell'
 * @param {Record<string,string>} [o.exposes]  route elements a portal exposes
 * @param {string} o.entry        standalone/host entry module
 * @param {string} o.title        <title> of the generated html
 * @param {Record<string,string>} [o.templateParameters]  more values for its index.html template
 * @param {import('webpack').WebpackPluginInstance[]} [o.plugins]  more plugins of its production build and its dev server's
 * @param {(mode: string) => import('webpack').Configuration} [o.extend]
 */
export function federatedConfig(o) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `webpack serve --mode development` (npm run dev): hot reloading, see dev-server.mjs
    const serving = !production && Boolean(env?.WEBPACK_SERVE);
    const isRemote = Boolean(o.exposes);
    const app = {
      mode: production ? 'production' : 'development',
      context: o.dir,
      cache: persistentCache(o.dir, `${production ? 'production' : 'development'}${serving ? '-serve' : ''}`),
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { main: o.entry },
      output: {
        path: process.env.BUILD_OUT_DIR ?? join(o.dir, 'dist'),
        // a portal's files are loaded from wherever its remoteEntry.js is; the host is always served from the site's
        // root (its pages name /main.js), so its entry need not work that out (webpack's code for it is in main.js)
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: o.name,
        // the global each chunk file names (once per file, so kept short); one per build, as the default is
        chunkLoadingGlobal: `_${o.name}`,
        // Entry files (main.js, remoteEntry.js) keep stable names and are revalidated; chunks are hashed.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: routerAliases,
      },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          scriptRule(production),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          // `picture.svg?raw`: the file's markup, for drawing it in the page itself (an <img> of an SVG file is a
          // document of its own, built on the page's main thread)
          { test: /\.svg$/, resourceQuery: /^\?raw$/, type: 'asset/source' },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2)$/, resourceQuery: { not: [/^\?raw$/] }, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federationOptions(o)),
        ...(isRemote ? [] : [new PreloadStartChunks()]),
        ...(existsSync(join(o.dir, 'public')) ? [new CopyPlugin({ patterns: [{ from: join(o.dir, 'public') }] })] : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: '[name].[contenthash:10].css',
        }),
        new HtmlWebpackPlugin({
          template: join(o.dir, 'src', 'index.html'),
          title: o.title,
          ...(o.templateParameters ? { templateParameters: o.templateParameters } : {}),
          scriptLoading: 'defer',
          publicPath: '/',
        }),
        ...(production ? precompressed() : []),
        ...(production || serving ? (o.plugins ?? []) : []),
      ],
      optimization: {
        minimizer: ['...', new CssMinimizerPlugin()],
        // React, react-dom, the scheduler and the router, needed by every page, in one file rather than
        // five: gzip does better on one (1.9 KB less on the home page, whose JS budget is tight). Each stays a
        // shared singleton; its provider just loads this chunk. The same for the shell's own code below.
        splitChunks: {
          cacheGroups: {
            framework: {
              test: (module) =>
                Boolean(module.resource) &&
                /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|[\\/]react-router-dom\.mjs$/.test(module.resource),
              name: 'framework',
              chunks: 'all',
              enforce: true,
            },
            // The query library, shared with the portals (@college/shared-ui/queries) in a chunk of its own name: only
            // signed-in pages need it, and the public pages' hints leave it out by that name (SIGNED_IN_CHUNKS)
            queryLibrary: {
              test: /[\\/]node_modules[\\/]@tanstack[\\/]/,
              name: 'query-library',
              chunks: 'async',
              enforce: true,
            },
            // The shell's own code with shared-ui's core and content module: every page needs all three (1 KB
            // less than three files). Not its entry module, nor the chunks only some visitors need: the admission
            // form (loaded on intent) and the signed-in person's menu; nor the portal pages' own entry.
            ...(isRemote
              ? {}
              : {
                  app: {
                    test: (module) =>
                      Boolean(
                        module.resource &&
                          /[\\/](shell|shared-ui[\\/](ui|contract|topology|platform))[\\/]src[\\/]/.test(module.resource) &&
                          module.resource !== join(o.dir, o.entry),
                      ),
                    // nor what the entry itself imports (it stays in main.js, which runs before the first paint)
                    chunks: (chunk) => !ON_DEMAND_CHUNKS.has(chunk.name ?? '') && chunk.name !== 'main',
                    name: 'app',
                    enforce: true,
                  },
                }),
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      ...(o.extend ? o.extend(production ? 'production' : 'development') : {}),
    };
    return serving ? serveInDevelopment(o, app) : app;
  };
}
