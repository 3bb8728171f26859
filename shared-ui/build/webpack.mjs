// One webpack + Module Federation setup for the shell and the four portals.
// Each package's webpack.config.mjs calls federatedConfig() with its own name, exposes and entry.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

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

// One Module Federation runtime per page (it is most of a portal's remoteEntry.js otherwise).
// The portals build with `experiments.externalRuntime`: their remoteEntry.js takes the runtime core from
// the global `_FEDERATION_RUNTIME_CORE` instead of carrying a copy. The shell, the host, puts there the
// exports of its own copy that the portals' builds use: these names. module-federation.io's
// `provideExternalRuntime` does the same with the whole namespace (it grows the shell by 22 KB);
// RuntimeCoreExportsCheck fails a portal's build if it comes to use a name missing here.
export const RUNTIME_CORE_EXPORTS = [
  'CurrentGlobal',
  'Module',
  'ModuleFederation',
  'assert',
  'getGlobalFederationConstructor',
  'getRemoteEntry',
  'getRemoteInfo',
  'helpers',
  'loadScript',
  'loadScriptNode',
  'registerGlobalPlugins',
  'satisfy',
  'setGlobalFederationConstructor',
  'setGlobalFederationInstance',
];
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The ES module build of the runtime core that the federation runtime bundled into a host imports. */
function runtimeCoreModule() {
  // package.json of `name` as Node would find it from `fromDir` (not every package exports its package.json)
  const from = (fromDir, name) => {
    const found = createRequire(join(fromDir, 'package.json'))
      .resolve.paths(name)
      ?.map((dir) => join(dir, name))
      .find((dir) => existsSync(join(dir, 'package.json')));
    if (!found) throw new Error(`${name} not found from ${fromDir}`);
    return realpathSync(found);
  };
  const tools = from(from(import.meta.dirname, '@module-federation/enhanced'), '@module-federation/runtime-tools');
  const runtime = from(tools, '@module-federation/runtime');
  return join(from(runtime, '@module-federation/runtime-core'), 'dist', 'index.js');
}

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

/** Writes a generated module under the package's node_modules/.cache and returns its path. */
function generated(dir, fileName, source) {
  const cacheDir = join(dir, 'node_modules', '.cache', 'college-federation');
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, fileName);
  writeFileSync(file, source);
  return file;
}

/**
 * The host's runtime plugin that provides the runtime core to the portals, before any of them loads
 * (the shell's federation instance imports it as `@college/provide-runtime-core`).
 */
function runtimeCoreProvider(dir) {
  const names = RUNTIME_CORE_EXPORTS.join(', ');
  return generated(
    dir,
    'provide-runtime-core.mjs',
    `import { ${names} } from ${JSON.stringify(runtimeCoreModule())};
const core = Object.freeze({ ${names} });
export default function provideRuntimeCore() {
  return {
    name: 'college-provide-runtime-core',
    beforeInit(args) {
      globalThis.${RUNTIME_CORE_GLOBAL} ??= core;
      return args;
    },
  };
}
`,
  );
}

/** A portal's build fails when its federation runtime uses a runtime-core export the shell does not provide. */
class RuntimeCoreExportsCheck {
  apply(compiler) {
    compiler.hooks.compilation.tap('RuntimeCoreExportsCheck', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('RuntimeCoreExportsCheck', (modules) => {
        for (const module of modules) {
          if (module.constructor.name !== 'ExternalModule' || String(module.request) !== RUNTIME_CORE_GLOBAL) continue;
          const used = compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined);
          const missing = used === true ? ['(the whole namespace)'] : [...(used ?? [])].filter((name) => !RUNTIME_CORE_EXPORTS.includes(name));
          if (missing.length) {
            compilation.errors.push(new compiler.webpack.WebpackError(`The shell does not provide these runtime-core exports: ${missing.join(', ')} (RUNTIME_CORE_EXPORTS)`));
          }
        }
      });
    });
  }
}

/**
 * A portal on its own (standalone, for its team) is its own host: this small bundle, loaded before its
 * main.js, puts the whole runtime core where its externalized federation runtime looks for it.
 */
function standaloneRuntimeCoreConfig(o, production) {
  return {
    name: `${o.name}-runtime-core`,
    mode: production ? 'production' : 'development',
    context: o.dir,
    devtool: false,
    entry: {
      'federation-runtime': generated(
        o.dir,
        'standalone-runtime-core.mjs',
        `import * as core from ${JSON.stringify(runtimeCoreModule())};\nglobalThis.${RUNTIME_CORE_GLOBAL} ??= core;\n`,
      ),
    },
    output: { path: process.env.BUILD_OUT_DIR ?? join(o.dir, 'dist'), filename: '[name].js', clean: false },
    plugins: production ? precompressed() : [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Puts federation-runtime.js before the portal's own scripts in its standalone index.html. */
class StandaloneRuntimeCoreTag {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeCoreTag', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StandaloneRuntimeCoreTag', (data) => {
        data.assetTags.scripts.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: '/federation-runtime.js' }));
        return data;
      });
    });
  }
}

/**
 * The shell is a host through Module Federation's runtime API (shell/src/federation/instance.ts), not
 * through the build plugin: it needs none of the plugin's bundler runtime (the home page's JS budget:
 * 4.3 KB less). These are the definitions the plugin would give its runtime: web only, no snapshot plugin
 * (the shell reads portals' manifests itself), and the shared versions the shell provides.
 */
class RuntimeHost {
  apply(compiler) {
    new compiler.webpack.DefinePlugin({
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
      ENV_TARGET: JSON.stringify('web'),
      __SHARED_VERSIONS__: JSON.stringify(Object.fromEntries(Object.entries(sharedSingletons()).map(([name, { version }]) => [name, version]))),
    }).apply(compiler);
  }
}

/** The shell's chunks that only some visitors download (webpackChunkName), kept out of the `app` chunk. */
const ON_DEMAND_CHUNKS = new Set(['admission-form', 'session-menu']);

/**
 * react, react-dom (with subpaths), react-router-dom and shared-ui's three parts (the core, the content
 * module, the signed-in portals' part): one copy for the whole page, none shipped twice.
 */
export function sharedSingletons() {
  const react = versionOf('react');
  const reactDom = versionOf('react-dom');
  const router = versionOf('react-router-dom');
  const ui = versionOf('@college/shared-ui');
  return {
    react: { singleton: true, requiredVersion: `^${react}`, version: react },
    'react/': { singleton: true, requiredVersion: `^${react}`, version: react },
    'react-dom': { singleton: true, requiredVersion: `^${reactDom}`, version: reactDom },
    'react-dom/': { singleton: true, requiredVersion: `^${reactDom}`, version: reactDom },
    'react-router-dom': { singleton: true, requiredVersion: `^${router}`, version: router },
    '@college/shared-ui': { singleton: true, requiredVersion: `^${ui}`, version: ui },
    '@college/shared-ui/content': { singleton: true, requiredVersion: `^${ui}`, version: ui },
    '@college/shared-ui/portal': { singleton: true, requiredVersion: `^${ui}`, version: ui },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir          package directory (import.meta.dirname)
 * @param {string} o.name         federation name, e.g. 'mfe_public' or 'shell'
 * @param {Record<string,string>} [o.exposes]  route elements a portal exposes
 * @param {string} o.entry        standalone/host entry module
 * @param {string} o.title        <title> of the generated html
 * @param {Record<string,string>} [o.templateParameters]  more values for its index.html template
 * @param {(mode: string) => import('webpack').Configuration} [o.extend]
 */
export function federatedConfig(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(o.exposes);
    const app = {
      mode: production ? 'production' : 'development',
      context: o.dir,
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { main: o.entry },
      output: {
        path: process.env.BUILD_OUT_DIR ?? join(o.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: o.name,
        // Entry files (main.js, remoteEntry.js) keep stable names and are revalidated; chunks are hashed.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: isRemote ? { keep: /^federation-runtime\.js/ } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: { ...routerAliases, ...(isRemote ? {} : { '@college/provide-runtime-core$': runtimeCoreProvider(o.dir) }) },
      },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
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
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(isRemote ? [new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // module-federation.io's size options: a web-only runtime; the portals' runtime core is the shell's,
          // and their bundler runtime leaves out remote loading (a portal has no remotes of its own).
          experiments: {
            asyncStartup: true,
            optimization: { target: 'web', disableRemote: true },
            externalRuntime: true,
          },
        })] : [new RuntimeHost()]),
        ...(isRemote ? [new RuntimeCoreExportsCheck(), new StandaloneRuntimeCoreTag()] : []),
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
          chunks: ['main'],
        }),
        ...(production ? precompressed() : []),
      ],
      optimization: {
        minimizer: ['...', new CssMinimizerPlugin()],
        // React, react-dom, the scheduler and the router, needed by every page, in one file rather than
        // five: gzip does better on one (1.9 KB less on the home page, whose JS budget is tight). Each stays a
        // shared singleton; its provider just loads this chunk. The same for the shell's own code below.
        splitChunks: {
          cacheGroups: {
            framework: {
              // (not react-dom's server renderer: only the build's prerender loads it, shell/src/prerender.tsx)
              test: (module) =>
                Boolean(module.resource) &&
                /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|[\\/]react-router-dom\.mjs$/.test(module.resource) &&
                !/[\\/]react-dom[\\/](server|cjs[\\/]react-dom-server)/.test(module.resource),
              name: 'framework',
              chunks: 'all',
              enforce: true,
            },
            // The shell's own code with shared-ui's core and content module: every page needs all three (1 KB
            // less than three files). Not its entry module, nor the chunks only some visitors need: the admission
            // form (loaded on intent) and the signed-in person's menu.
            ...(isRemote
              ? {}
              : {
                  app: {
                    test: (module) => Boolean(module.resource && /[\\/](shell|shared-ui)[\\/]src[\\/]/.test(module.resource) && module.resource !== join(o.dir, o.entry)),
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
    return isRemote ? [standaloneRuntimeCoreConfig(o, production), app] : app;
  };
}
