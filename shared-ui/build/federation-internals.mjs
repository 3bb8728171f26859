// Everything the build relies on in @module-federation/* beyond its documented options, in one place.
// federation-internals.test.ts checks each assumption against the installed version, and fails naming it.
//
// Documented (module-federation.io, ModuleFederationPlugin): `experiments.externalRuntime` (a remote takes the
// runtime core from its host instead of bundling a copy), `experiments.provideExternalRuntime` (a host built with
// the plugin provides it), `experiments.optimization.target` / `disableSnapshot`, and the runtime API
// (`createInstance`, `registerRemotes`, `loadRemote`). Not documented, and relied on here:
// - the global the externalized runtime core is read from (`_FEDERATION_RUNTIME_CORE`) and which of its exports a
//   portal's bundler runtime reads (the shell provides only those: the whole namespace costs it 22 KB);
// - where the runtime core's ES module lives (runtime-core/dist/index.js, reached through enhanced ->
//   runtime-tools -> runtime), so the shell's provider imports the very copy its runtime already bundles;
// - the compile-time flags the plugin defines for its runtime (`FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN`,
//   `ENV_TARGET`): the shell is a host through the runtime API, without the plugin, so it defines them itself;
// - that the plugin externalizes the runtime core as a webpack ExternalModule whose request is that global
//   (RuntimeCoreExportsCheck reads the exports a portal uses from it);
// - that a shared module (the plugin's ConsumeSharedModule, type `consume-shared-module`) has no build meta when
//   webpack determines exports, and is given its fallback's afterwards (SharedModulesFromCache).
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The global a portal built with `experiments.externalRuntime` reads the runtime core from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The runtime-core exports the portals' bundler runtime uses; the shell provides exactly these. */
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

/**
 * What the ModuleFederationPlugin defines for its runtime with `optimization: { target: 'web', disableSnapshot: true }`;
 * the shell (a host without the plugin) defines the same: web only, no snapshot plugin (it reads portals'
 * manifests itself). `readBy` is where the runtime reads each flag (the test checks it still does).
 */
export const RUNTIME_DEFINES = {
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: { value: 'true', readBy: '@module-federation/runtime-core' },
  ENV_TARGET: { value: JSON.stringify('web'), readBy: '@module-federation/sdk' },
};

/** The module the shell imports for what the build generates for it (federation-host.d.ts declares it). */
export const HOST_MODULE = '@college/federation-host';

/** Where package `name` is, as Node would find it from `fromDir` (not every package exports its package.json). */
export function packageDir(fromDir, name) {
  const found = createRequire(join(fromDir, 'package.json'))
    .resolve.paths(name)
    ?.map((dir) => join(dir, name))
    .find((dir) => existsSync(join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed where ${fromDir} would find it`);
  return realpathSync(found);
}

/** The federation packages as the bundled runtime reaches them: enhanced -> runtime-tools -> runtime -> runtime-core. */
export function runtimePackages() {
  const enhanced = packageDir(import.meta.dirname, '@module-federation/enhanced');
  const tools = packageDir(enhanced, '@module-federation/runtime-tools');
  const runtime = packageDir(tools, '@module-federation/runtime');
  const runtimeCore = packageDir(runtime, '@module-federation/runtime-core');
  const sdk = packageDir(runtimeCore, '@module-federation/sdk');
  return { enhanced, tools, runtime, runtimeCore, sdk };
}

/** The ES module build of the runtime core that the federation runtime bundled into a host imports. */
export function runtimeCoreModule() {
  return join(runtimePackages().runtimeCore, 'dist', 'index.js');
}

/** Where, under a package's node_modules, the modules generated here are written (the build names their chunk by it). */
export const GENERATED_MODULES_DIR = join('.cache', 'college-federation');

/** Writes a generated module under the package's node_modules/.cache and returns its path. */
function generated(dir, fileName, source) {
  const cacheDir = join(dir, 'node_modules', GENERATED_MODULES_DIR);
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, fileName);
  writeFileSync(file, source);
  return file;
}

/**
 * The shell's `@college/federation-host`: the runtime plugin that provides the runtime core to the portals
 * before any of them loads, and the configuration of the shared modules it registers its copies of.
 * @param {string} dir the host package's directory
 * @param {Record<string, object>} shared  webpack.mjs, sharedModules()
 */
export function hostModule(dir, shared) {
  const names = RUNTIME_CORE_EXPORTS.join(', ');
  return generated(
    dir,
    'federation-host.mjs',
    `import { ${names} } from ${JSON.stringify(runtimeCoreModule())};
const core = Object.freeze({ ${names} });
export const shared = Object.freeze(${JSON.stringify(shared)});
export function provideRuntimeCore() {
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
export class RuntimeCoreExportsCheck {
  apply(compiler) {
    compiler.hooks.compilation.tap('RuntimeCoreExportsCheck', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('RuntimeCoreExportsCheck', (modules) => {
        for (const module of modules) {
          if (!(module instanceof compiler.webpack.ExternalModule) || String(module.request) !== RUNTIME_CORE_GLOBAL) continue;
          const missing = missingRuntimeCoreExports(compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined));
          if (missing.length) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`The shell does not provide these runtime-core exports: ${missing.join(', ')} (RUNTIME_CORE_EXPORTS)`),
            );
          }
        }
      });
    });
  }
}

/**
 * The names a compilation uses of the externalized runtime core that the shell does not provide.
 * @param {boolean | Iterable<string> | null | undefined} used  ExportsInfo.getUsedExports()
 */
export function missingRuntimeCoreExports(used) {
  if (used === true) return ['(the whole namespace)'];
  return [...(used || [])].filter((name) => !RUNTIME_CORE_EXPORTS.includes(name));
}

/**
 * A portal on its own (standalone, for its team) is its own host: this small bundle, loaded before its
 * main.js, puts the whole runtime core where its externalized federation runtime looks for it.
 * @param {{ name: string, dir: string }} o
 * @param {boolean} production
 * @param {import('webpack').WebpackPluginInstance[]} plugins
 */
export function standaloneRuntimeCoreConfig(o, production, plugins) {
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
    plugins,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Puts federation-runtime.js before the portal's own scripts in its standalone index.html. */
export class StandaloneRuntimeCoreTag {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeCoreTag', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StandaloneRuntimeCoreTag', (data) => {
        data.assetTags.scripts.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: '/federation-runtime.js' }));
        return data;
      });
    });
  }
}

/** The type of the plugin's shared modules (what a package imports from the share scope). */
export const CONSUME_SHARED_MODULE_TYPE = 'consume-shared-module';

/**
 * webpack's persistent cache with the plugin's shared modules. When webpack determines exports, a shared module
 * that was just built has no build meta, so its exports are unknown and `export * from '@college/shared-ui/state'`
 * re-exports whatever it turns out to have; only after that does the plugin copy its fallback's build meta onto it
 * (finishModules, stage 10). Restored from the cache, the module already carries that copy, and webpack takes it for
 * a module that exports nothing: the re-export is empty and the build fails ("export 'ApiError' was not found").
 * This puts a restored shared module back as a build finds it, so a build from the cache is the build without it.
 */
export class SharedModulesFromCache {
  apply(compiler) {
    compiler.hooks.compilation.tap('SharedModulesFromCache', (compilation) => {
      compilation.hooks.finishModules.tap({ name: 'SharedModulesFromCache', stage: -100 }, (modules) => {
        for (const module of modules) {
          if (module.type !== CONSUME_SHARED_MODULE_TYPE) continue;
          module.buildMeta = {};
          module.buildInfo = {};
        }
      });
    });
  }
}

/**
 * The shell is a host through Module Federation's runtime API (shell/src/federation/instance.ts), not through
 * the build plugin: it needs none of the plugin's bundler runtime. This defines for its runtime what the
 * plugin would (RUNTIME_DEFINES); `hostAlias` gives it its `@college/federation-host` module.
 */
export class RuntimeHost {
  apply(compiler) {
    new compiler.webpack.DefinePlugin(Object.fromEntries(Object.entries(RUNTIME_DEFINES).map(([name, { value }]) => [name, value]))).apply(compiler);
  }
}

/**
 * resolve.alias of the host: `@college/federation-host` (hostModule).
 * @param {string} dir @param {Record<string, object>} shared
 */
export const hostAlias = (dir, shared) => ({ [`${HOST_MODULE}$`]: hostModule(dir, shared) });

/** The options a portal (a remote) gives the ModuleFederationPlugin's `experiments` to use the host's runtime core. */
export const REMOTE_EXPERIMENTS = { externalRuntime: true };
