// `webpack serve` (npm run dev): what the shell and the portals add to their build in development, and only there.
// webpack.mjs applies it when webpack-cli's serve command runs in development mode; a release build never reads
// anything from here.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { portalNamed, stackPorts } from '@college/topology';

const require = createRequire(import.meta.url);

/** The global that holds the page's one React Refresh runtime, and the flag that it is wired into React. */
const RUNTIME_GLOBAL = '__collegeReactRefreshRuntime';
const INJECTED_GLOBAL = '__collegeReactRefreshInjected';

/**
 * The port a package's dev server listens on: the one its production server uses (shared-ui/topology/src/topology.ts,
 * shifted by STACK_PORT_OFFSET; PORT wins), so /remotes.json finds a portal where it always does.
 * @param {{ name: string, exposes?: Record<string, string> }} o
 * @param {Record<string, string | undefined>} env
 */
export function devServerPort(o, env = process.env) {
  if (env.PORT) return Number(env.PORT);
  const ports = stackPorts(Number(env.STACK_PORT_OFFSET ?? 0));
  return o.exposes ? ports.portals[portalNamed(o.name).folder] : ports.shell;
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
 * `app` is the package's configuration (webpack.mjs), changed in place.
 * @param {{ dir: string, name: string, exposes?: Record<string, string> }} o
 * @param {import('webpack').Configuration} app
 * @param {Record<string, unknown>} [extra]  more dev-server options (the shell's routes)
 */
export function serveInDevelopment(o, app, extra = {}) {
  const port = devServerPort(o);
  const isRemote = Boolean(o.exposes);
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
  app.devServer = {
    port,
    hot: true,
    historyApiFallback: true,
    // public/ is copied into the build, which is served from memory
    static: false,
    client: {
      // A portal's client runs in the shell's page: it must reach its own server, not the page's.
      webSocketURL: { protocol: 'ws', hostname: 'localhost', port, pathname: '/ws' },
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
    },
    // the shell's page loads a portal's manifest, entry, chunks and hot updates from the portal's origin
    ...(isRemote ? { headers: { 'Access-Control-Allow-Origin': '*' } } : {}),
    ...extra,
  };
  return app;
}
