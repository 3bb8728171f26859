// The build's assumptions about Module Federation's internals (federation-internals.mjs), checked against the
// installed version: an upgrade that breaks one fails here, with the assumption in the message.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { afterAll, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import {
  HOST_MODULE,
  hostAlias,
  missingRuntimeCoreExports,
  RUNTIME_CORE_EXPORTS,
  RUNTIME_CORE_GLOBAL,
  RUNTIME_DEFINES,
  RuntimeCoreExportsCheck,
  RuntimeHost,
  runtimeCoreModule,
  runtimePackages,
  SharedModulesFromCache,
} from './federation-internals.mjs';
import { remoteFederationOptions } from './webpack.mjs';

// (under the package, so the probes' imports resolve as the package's own do)
const cache = join(import.meta.dirname, '..', 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(join(cache, 'federation-internals-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Compiled {
  stats: webpack.Stats;
  output: string;
}

/** Builds `source` (an entry module) with `config`'s plugins, in production mode, into a temp dir. */
function compile(
  name: string,
  source: string,
  config: Pick<webpack.Configuration, 'plugins' | 'resolve' | 'cache' | 'module'>,
  minimize = false,
): Promise<Compiled> {
  const dir = join(work, name);
  const entry = join(work, `${name}.mjs`);
  writeFileSync(entry, source);
  const compiler = webpack({
    mode: 'production',
    context: import.meta.dirname,
    entry: { main: entry },
    devtool: false,
    output: { path: dir, publicPath: 'auto', uniqueName: name },
    optimization: { minimize },
    performance: { hints: false },
    ...config,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      // (closing stores the persistent cache, when there is one, for the next build)
      compiler.close(() => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        const output = readdirSync(dir)
          .filter((file) => file.endsWith('.js'))
          .sort()
          .map((file) => readFileSync(join(dir, file), 'utf8'))
          .join('\n');
        resolve({ stats, output });
      });
    }),
  );
}

const packages = runtimePackages();
// a webpack build of a few modules: seconds, minutes on a busy machine
const COMPILE_TIMEOUT = 300_000;
const inRuntimeCore = (resource: string | undefined) => Boolean(resource && /[\\/]@module-federation[\\/]runtime-core[\\/]/.test(resource));
const resources = (stats: webpack.Stats) => [...stats.compilation.modules].map((module) => (module as webpack.NormalModule).resource).filter(Boolean);

describe('Module Federation internals the build relies on', () => {
  it('the runtime core is found through enhanced -> runtime-tools -> runtime, as an ES module', () => {
    expect(
      existsSync(runtimeCoreModule()),
      `@module-federation/runtime-core/dist/index.js is no longer where runtimeCoreModule() looks (${runtimeCoreModule()})`,
    ).toBe(true);
  });

  it('the resolved runtime-core module exports every name the portals’ runtime uses (RUNTIME_CORE_EXPORTS)', async () => {
    const core: Record<string, unknown> = await import(runtimeCoreModule());
    const missing = RUNTIME_CORE_EXPORTS.filter((name) => core[name] === undefined);
    expect(missing, `@module-federation/runtime-core no longer exports ${missing.join(', ')}: the shell cannot provide them to the portals`).toEqual([]);
  });

  it('the compile-time flags the shell defines for its runtime are still read by the runtime source', () => {
    const dirs: Record<string, string> = { '@module-federation/runtime-core': packages.runtimeCore, '@module-federation/sdk': packages.sdk };
    for (const [flag, { readBy }] of Object.entries(RUNTIME_DEFINES)) {
      const dist = join(dirs[readBy] ?? '', 'dist');
      const readers = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
        (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(`typeof ${flag}`),
      );
      expect(
        readers,
        `${readBy} no longer reads ${flag}: the define in RUNTIME_DEFINES does nothing (see what the ModuleFederationPlugin defines now)`,
      ).not.toEqual([]);
    }
    const plugin = readFileSync(join(packages.enhanced, 'dist', 'src', 'lib', 'container', 'ModuleFederationPlugin.js'), 'utf8');
    for (const flag of Object.keys(RUNTIME_DEFINES)) {
      expect(
        plugin.includes(`"${flag}"`),
        `the ModuleFederationPlugin no longer defines ${flag} for its runtime: the shell, a host without it, should not either`,
      ).toBe(true);
    }
  });

  it(
    'a portal built with externalRuntime takes the runtime core from the global the shell fills, using only the names it provides',
    async () => {
      const used: Array<ReturnType<typeof missingRuntimeCoreExports>> = [];
      let external = false;
      const probe = {
        apply(compiler: webpack.Compiler) {
          compiler.hooks.compilation.tap('probe', (compilation) => {
            compilation.hooks.afterOptimizeDependencies.tap('probe', (modules) => {
              for (const module of modules) {
                if (!(module instanceof compiler.webpack.ExternalModule) || String(module.request) !== RUNTIME_CORE_GLOBAL) continue;
                external = true;
                used.push(missingRuntimeCoreExports(compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined)));
              }
            });
          });
        },
      };
      const exposed = join(work, 'exposed.mjs');
      writeFileSync(exposed, 'export default 42;\n');
      const { stats, output } = await compile('remote', 'export {};\n', {
        plugins: [
          new ModuleFederationPlugin({ ...remoteFederationOptions({ name: 'probe', exposes: { './answer': exposed } }), manifest: false }),
          new RuntimeCoreExportsCheck(),
          probe,
        ],
      });
      expect(
        external,
        `experiments.externalRuntime no longer makes @module-federation/runtime-core an ExternalModule of request ${RUNTIME_CORE_GLOBAL}: the portals would not read the runtime core the shell provides`,
      ).toBe(true);
      expect(used.flat(), `a portal's bundler runtime now uses runtime-core exports the shell does not provide: add them to RUNTIME_CORE_EXPORTS`).toEqual([]);
      expect(output.includes(RUNTIME_CORE_GLOBAL), `remoteEntry.js no longer reads the global ${RUNTIME_CORE_GLOBAL}`).toBe(true);
      expect(resources(stats).filter(inRuntimeCore), 'a portal built with externalRuntime still bundles a copy of the runtime core').toEqual([]);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'the shell’s provider imports the very runtime core its federation runtime bundles, with the snapshot plugin left out',
    async () => {
      const { stats, output } = await compile(
        'host',
        `import { createInstance } from '@module-federation/enhanced/runtime';
import { provideRuntimeCore, shared } from '${HOST_MODULE}';
export const instance = createInstance({ name: 'host', remotes: [], plugins: [provideRuntimeCore()] });
export const sharedConfig = shared;
`,
        { plugins: [new RuntimeHost()], resolve: { alias: hostAlias(work, { probe: { version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' } }) } },
        // (the flag makes the snapshot plugin dead code, which the minifier drops, as in the shell's build)
        true,
      );
      const otherCopies = resources(stats).filter((resource) => inRuntimeCore(resource) && !resource.startsWith(`${packages.runtimeCore}${sep}`));
      expect(otherCopies, `the shell would carry two runtime cores: its runtime's and the one runtimeCoreModule() resolves (${packages.runtimeCore})`).toEqual(
        [],
      );
      expect(resources(stats), 'the runtime-core module the shell provides is not the one its runtime imports').toContain(runtimeCoreModule());
      const snapshotSource = readFileSync(join(packages.runtimeCore, 'dist', 'plugins', 'snapshot', 'index.js'), 'utf8');
      expect(snapshotSource.includes('"snapshot-plugin"'), 'the runtime core’s snapshot plugin is no longer named "snapshot-plugin" (update this check)').toBe(
        true,
      );
      expect(output.includes('"snapshot-plugin"'), 'FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN no longer leaves the snapshot plugin out of a host’s runtime').toBe(
        false,
      );
      expect(output.includes(RUNTIME_CORE_GLOBAL), `the shell’s provider no longer writes ${RUNTIME_CORE_GLOBAL}`).toBe(true);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'a portal built from webpack’s persistent cache re-exports all a shared module exports, as a build without the cache does',
    async () => {
      // a shared package, re-exported whole (as shared-ui's index re-exports @college/shared-ui/state) and used by name
      const lib = join(work, 'node_modules', 'probe-state');
      mkdirSync(lib, { recursive: true });
      writeFileSync(join(lib, 'package.json'), JSON.stringify({ name: 'probe-state', version: '1.0.0', type: 'module', main: 'index.js' }));
      writeFileSync(join(lib, 'index.js'), 'export const answer = 42;\nexport class ProbeError extends Error {}\n');
      writeFileSync(join(work, 'reexport.mjs'), "export * from 'probe-state';\n");
      const exposed = join(work, 'uses-reexport.mjs');
      writeFileSync(exposed, "import { answer, ProbeError } from './reexport.mjs';\nexport default [answer, ProbeError];\n");
      const build = () =>
        compile('cached', 'export {};\n', {
          plugins: [
            new ModuleFederationPlugin({
              ...remoteFederationOptions({ name: 'probe_cached', exposes: { './answer': exposed } }),
              shared: { 'probe-state': { requiredVersion: '^1.0.0' } },
              manifest: false,
            }),
            new SharedModulesFromCache(),
          ],
          module: { parser: { javascript: { exportsPresence: 'error' } } },
          cache: { type: 'filesystem', cacheDirectory: join(work, 'webpack-cache'), name: 'probe' },
        });
      const first = await build();
      // (a build that restored the shared module from the cache failed here: "export 'answer' was not found")
      const second = await build();
      expect(second.output, 'a build from the persistent cache differs from the build that filled it').toBe(first.output);
    },
    COMPILE_TIMEOUT,
  );
});
