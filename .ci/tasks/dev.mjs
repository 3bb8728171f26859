// `npm run dev`: the product for the people working on it, until Ctrl-C. PostgreSQL (embedded unless
// DATABASE_URL is set), the API restarted whenever a file it loads changes (node --watch), and the shell and the
// portals on webpack-dev-server: a saved change reaches the open page by hot module replacement, and React Fast
// Refresh keeps the state of the components on it. The site's port is the shell's server (shell/server.ts), as in
// `npm start` and behind nginx: it composes the public pages from the development builds, prerendered after each
// build (docs/decisions/0016-one-composition-in-development.md), and its /remotes.json names each portal's dev
// server on the portal's usual port.
//
// `npm run dev -- mfe-student` (one or more package names): those in development, every other portal from its
// release build (built first, from the build cache, when missing or older than its sources). The shell always runs
// in development: its React is the page's (a shared singleton), and only React's development build can refresh.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from '../lib/build.mjs';
import { root, startProcess, stopAll, waitForUrl } from '../lib/processes.mjs';
import { portsFromEnv, startBackend, startBuiltServer, stopStackOnSignals } from '../lib/stack.mjs';
import { devOutputDir, devServerPort } from '../../shared-ui/build/dev-server.mjs';
import { SHELL, WEB_PACKAGES } from '../../shared-ui/topology/src/topology.ts';

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !WEB_PACKAGES.includes(name));
if (unknown.length) {
  console.error(`[dev] no package named ${unknown.join(', ')}: choose among ${WEB_PACKAGES.join(', ')}`);
  process.exit(2);
}
const inDevelopment = asked.length ? WEB_PACKAGES.filter((pkg) => pkg === SHELL.folder || asked.includes(pkg)) : [...WEB_PACKAGES];
const fromBuilds = WEB_PACKAGES.filter((pkg) => !inDevelopment.includes(pkg));

stopStackOnSignals();
const ports = portsFromEnv();
const shellBuild = `http://localhost:${devServerPort({ name: SHELL.folder }, { STACK_PORT_OFFSET: String(ports.offset) })}`;

/** Resolves once the shell's server composes the home page (the first prerenders of both parts are in). */
async function composed(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await fetch(`http://127.0.0.1:${ports.shell}/`)
      .then((response) => response.text())
      .catch(() => '');
    if (html.includes('data-prerendered')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shell's server composed no page within ${timeoutMs / 1000} s`);
}

try {
  const backend = startBackend(ports, { watch: true });
  for (const pkg of inDevelopment) {
    // what an earlier run prerendered is of an earlier build
    rmSync(devOutputDir(join(root, pkg)), { recursive: true, force: true });
    startProcess(pkg, ['serve', '--mode', 'development'], {
      command: join(root, pkg, 'node_modules', '.bin', 'webpack'),
      cwd: join(root, pkg),
      env: { STACK_PORT_OFFSET: String(ports.offset) },
    });
  }
  mkdirSync(devOutputDir(join(root, SHELL.folder)), { recursive: true });
  startProcess('shell-server', [join(SHELL.folder, 'server.ts')], {
    env: { STACK_PORT_OFFSET: String(ports.offset), SHELL_DIST: devOutputDir(join(root, SHELL.folder)), SHELL_DEV_SERVER: shellBuild },
  });
  if (fromBuilds.length) {
    console.log(`[dev] ${fromBuilds.join(', ')} from their release builds`);
    if (!(await buildAll(fromBuilds))) throw new Error('the build failed (see above)');
    for (const pkg of fromBuilds) startBuiltServer(pkg, ports);
  }
  // (a dev server answers once its first build is done)
  await Promise.all([
    backend,
    waitForUrl(`${shellBuild}/main.js`, 300_000),
    ...WEB_PACKAGES.filter((pkg) => pkg !== SHELL.folder).map((pkg) => waitForUrl(`http://127.0.0.1:${ports.portals[pkg]}/mf-manifest.json`, 300_000)),
    composed(300_000),
  ]);
  const shell = `http://localhost:${ports.shell}`;
  console.log(
    `\n  Physiotherapy College (development): ${shell}\n  Hot reloading: ${inDevelopment.join(', ')}${fromBuilds.length ? `; from builds: ${fromBuilds.join(', ')}` : ''}\n  API docs: ${shell}/api/docs\n  Press Ctrl-C to stop everything.\n`,
  );
} catch (error) {
  console.error(`[dev] ${error.message}`);
  await stopAll();
  process.exit(1);
}
