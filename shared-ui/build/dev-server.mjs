// `webpack serve` (npm run dev): what the shell and the portals add to their build in development, and only there.
// webpack.mjs applies it when webpack-cli's serve command runs in development mode; a release build never reads
// anything from here.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setPriority } from 'node:os';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { portalNamed, stackPorts } from '@college/topology';

const require = createRequire(import.meta.url);

/** The global that holds the page's one React Refresh runtime, and the flag that it is wired into React. */
const RUNTIME_GLOBAL = '__collegeReactRefreshRuntime';
const INJECTED_GLOBAL = '__collegeReactRefreshInjected';

/** The shell's dev server sits this far above the shell's port: the shell's own server (server.ts) takes that one. */
const SHELL_BUILD_PORT_SHIFT = 90;

/**
 * The port a package's dev server listens on: a portal's, the one its production server uses
 * (shared-ui/topology/src/topology.ts, shifted by STACK_PORT_OFFSET; PORT wins), so /remotes.json finds it where it always
 * does; the shell's, one of its own behind the shell's server, which answers the site's port as in production.
 * @param {{ name: string, exposes?: Record<string, string> }} o
 * @param {Record<string, string | undefined>} env
 */
export function devServerPort(o, env = process.env) {
  if (env.PORT) return Number(env.PORT);
  const ports = stackPorts(Number(env.STACK_PORT_OFFSET ?? 0));
  return o.exposes ? ports.portals[portalNamed(o.name).folder] : ports.shell + SHELL_BUILD_PORT_SHIFT;
}

/** Where a package's development build is written (not its release's dist/), with what its prerender adds. */
export const devOutputDir = (dir) => join(dir, '.cache', 'dev');

/** What the package's `npm run build` runs after webpack (its prerender), each as the arguments of `node`. */
export function afterBuildSteps(dir) {
  const build = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.build ?? '';
  return build
    .split('&&')
    .slice(1)
    .map((step) => {
      const [command, ...args] = step.trim().split(/\s+/);
      if (command !== 'node') throw new Error(`${dir}: a build step after webpack is not a node script: ${step.trim()}`);
      return args;
    });
}

/**
 * After each successful development build, the package's prerender (`afterBuildSteps`) over that build, as a
 * release's build runs it over dist/: the shell's server composes the pages from it, as from releases. One run at a
 * time, again if a build came in meanwhile; at the lowest priority, so hot updates are not kept waiting.
 */
class PrerenderEachBuild {
  constructor(dir, outDir, steps) {
    Object.assign(this, { dir, outDir, steps });
  }

  apply(compiler) {
    let running = false;
    let again = false;
    const step = (args) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, args, { cwd: this.dir, env: { ...process.env, BUILD_OUT_DIR: this.outDir }, stdio: 'inherit' });
        if (child.pid) setPriority(child.pid, 19);
        child.once('exit', (code) => resolve(code === 0));
      });
    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      do {
        again = false;
        for (const args of this.steps) if (!(await step(args))) break;
      } while (again);
      running = false;
    };
    compiler.hooks.done.tap('PrerenderEachBuild', (stats) => {
      if (!stats.hasErrors()) void run();
    });
  }
}

/** Writes `source` to the package's node_modules/.cache when it differs, and returns the file's path. */
function generated(dir, fileName, source) {
  const cacheDir = join(dir, 'node_modules', '.cache', 'college-dev');
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, fileName);
  let current;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== source) writeFileSync(file, source);
  return file;
}

/**
 * React Fast Refresh across federated packages. The shell and every portal bundle the refresh plugin's client, and
 * each would bring its own copy of react-refresh's runtime. But the page has one React (a shared singleton), and
 * a copy that refreshes makes itself React's refresh handler: components registered with another copy then no
 * longer match their new code, and React remounts them, losing their state. So the first package to load puts its
 * runtime on the page and the others use that one, each registering its components under its own name (module ids
 * such as ./src/app/App.tsx repeat from one package to the next). Every request for the runtime resolves here.
 * @param {string} dir the package's directory
 */
export function refreshRuntimeAliases(dir) {
  const runtime = require.resolve('react-refresh/runtime');
  const development = join(dirname(runtime), 'cjs', 'react-refresh-runtime.development.js');
  const shim = generated(
    dir,
    'react-refresh-runtime.cjs',
    `/* global __react_refresh_library__ */
const runtime = (globalThis.${RUNTIME_GLOBAL} ??= require(${JSON.stringify(development)}));
const bundle = typeof __react_refresh_library__ === 'string' ? __react_refresh_library__ : '';
module.exports = Object.assign({}, runtime, {
  register: (type, id) => runtime.register(type, bundle + ' ' + id),
  injectIntoGlobalHook: (global) => {
    if (global.${INJECTED_GLOBAL}) return;
    global.${INJECTED_GLOBAL} = true;
    runtime.injectIntoGlobalHook(global);
  },
});
`,
  );
  // the plugin's loader asks for the package by its resolved path, its client by name
  return { [runtime]: shim, 'react-refresh/runtime$': shim, 'react-refresh$': shim };
}

/**
 * The development build served by webpack-dev-server with hot module replacement and React Fast Refresh.
 * `app` is the package's configuration (webpack.mjs), changed in place. A package that prerenders (the shell, the
 * public portal) writes its build to disk too, for its prerender and the shell's server to read.
 * @param {{ dir: string, name: string, exposes?: Record<string, string> }} o
 * @param {import('webpack').Configuration} app
 */
export function serveInDevelopment(o, app) {
  const port = devServerPort(o);
  const isRemote = Boolean(o.exposes);
  const prerender = afterBuildSteps(o.dir);
  const outDir = devOutputDir(o.dir);
  // Named, the build's page client applies only this build's updates: a portal's dev server also builds the
  // runtime core of its standalone page, whose updates are no concern of the page's.
  app.name = o.name;
  app.infrastructureLogging = { level: 'error' };
  // one line per rebuild, with its time
  app.stats = { preset: 'errors-warnings', timings: true };
  for (const rule of app.module?.rules ?? []) {
    const react =
      rule && typeof rule === 'object' && typeof rule.use === 'object' && !Array.isArray(rule.use) ? rule.use.options?.jsc?.transform?.react : undefined;
    // swc's transform inserts the $RefreshReg$ / $RefreshSig$ calls the refresh runtime needs
    if (react) react.refresh = true;
  }
  app.resolve = { ...app.resolve, alias: { ...app.resolve?.alias, ...refreshRuntimeAliases(o.dir) } };
  // The shell's page loads two of its entries. Each would carry a webpack runtime of its own, and two runtimes of
  // one build on one page take each other's hot updates (they share its hot-update callback): one runtime for
  // both. (Not for a portal: Module Federation's container entry keeps its own.)
  if (!isRemote && Object.keys(app.entry ?? {}).length > 1) app.optimization = { ...app.optimization, runtimeChunk: 'single' };
  // compile errors show in webpack-dev-server's overlay; the plugin's own overlay would be a second one
  app.plugins = [...(app.plugins ?? []), new ReactRefreshPlugin({ overlay: false })];
  if (prerender.length) {
    app.output = { ...app.output, path: outDir };
    app.plugins.push(new PrerenderEachBuild(o.dir, outDir, prerender));
  }
  app.devServer = {
    port,
    hot: true,
    historyApiFallback: true,
    // Served from memory; what a prerender adds (a portal's page documents, robots.txt) from the disk. public/
    // is copied into the build.
    ...(prerender.length ? { devMiddleware: { writeToDisk: true } } : {}),
    static: prerender.length && isRemote ? { directory: outDir, watch: false, serveIndex: false } : false,
    client: {
      // Each client reaches its own server: a portal's runs in the shell's page, and the shell's page is the
      // shell's server's.
      webSocketURL: { protocol: 'ws', hostname: 'localhost', port, pathname: '/ws' },
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
    },
    // the shell's page loads a portal's manifest, entry, chunks and hot updates from the portal's origin
    ...(isRemote ? { headers: { 'Access-Control-Allow-Origin': '*' } } : {}),
  };
  return app;
}
