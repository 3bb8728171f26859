#!/usr/bin/env node
// Build wrapper behind `npm start`, `npm test` and friends.
// 1. Makes sure the pinned Node.js (.node-version) runs this script: when the running Node is older,
//    it installs the runtime from the npm registry (node-<os>-<arch>) into .toolchain/ and re-runs itself.
// 2. Installs workspace dependencies with the pinned pnpm (npx -y pnpm@<packageManager>) when missing.
// 3. Puts pnpm and the workspace's tools (turbo) on PATH, then hands over to .ci/tasks/<task>.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const task = process.argv[2] ?? 'start';
const pinnedNode = readFileSync(join(root, '.node-version'), 'utf8').trim();
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

const older = (a, b) => {
  const [x, y] = [a, b].map((v) => v.replace(/^v/, '').split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
};

function provisionNode() {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
  const pkg = `node-${os}-${process.arch}`;
  const dir = join(root, '.toolchain', `${pkg}-${pinnedNode}`);
  const bin = join(dir, process.platform === 'win32' ? 'node.exe' : 'bin/node');
  if (!existsSync(bin)) {
    console.log(`[toolchain] Node ${process.versions.node} is older than the pinned ${pinnedNode}; installing ${pkg}@${pinnedNode} from the npm registry`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync('npm', ['pack', `${pkg}@${pinnedNode}`, '--silent', '--pack-destination', dir], {
      cwd: dir,
      encoding: 'utf8',
      shell: process.platform === 'win32',
    })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['xzf', join(dir, tarball), '--strip-components=1', '-C', dir]);
    rmSync(join(dir, tarball));
  }
  return { dir, bin };
}

function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit', shell: process.platform === 'win32' });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (older(process.versions.node, pinnedNode)) {
  const { dir, bin } = provisionNode();
  const env = {
    ...process.env,
    PATH: `${dirname(bin)}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH}`,
    npm_config_nodedir: dir,
  };
  process.exit(await run(bin, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], env));
}

const pnpm = ['-y', `pnpm@${pnpmVersion}`];
process.env.PNPM_NPX_SPEC = `pnpm@${pnpmVersion}`;
// Install when the lockfile, the workspace file or any package.json changed since the last install.
const manifests = [
  'pnpm-workspace.yaml',
  'pnpm-lock.yaml',
  'package.json',
  ...readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'package.json')))
    .map((d) => join(d.name, 'package.json')),
];
const stampFile = join(root, 'node_modules', '.install-stamp');
const digest = () => {
  const hash = createHash('sha256');
  for (const file of manifests) if (existsSync(join(root, file))) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex');
};
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== digest() || task === 'install') {
  console.log(`[toolchain] installing dependencies with pnpm ${pnpmVersion}`);
  // CI and fresh clones install exactly the lockfile; `node .ci/toolchain.mjs install` may update it.
  const frozen = task === 'install' && !process.env.CI ? [] : ['--frozen-lockfile'];
  const code = await run('npx', [...pnpm, 'install', ...frozen]);
  if (code !== 0) process.exit(code);
  writeFileSync(stampFile, digest());
}

// turbo runs the packages' scripts with pnpm, which npx keeps in its cache: where it is, found once per install
const pnpmDirFile = join(root, 'node_modules', '.pnpm-bin-dir');
let pnpmDir = existsSync(pnpmDirFile) ? readFileSync(pnpmDirFile, 'utf8').trim() : '';
if (!pnpmDir || !existsSync(join(pnpmDir, 'pnpm'))) {
  pnpmDir = dirname(execFileSync('npx', ['-y', '-p', `pnpm@${pnpmVersion}`, '-c', 'command -v pnpm'], { cwd: root, encoding: 'utf8' }).trim());
  writeFileSync(pnpmDirFile, pnpmDir);
}
process.env.PATH = [pnpmDir, join(root, 'node_modules', '.bin'), process.env.PATH].join(process.platform === 'win32' ? ';' : ':');
process.env.TURBO_TELEMETRY_DISABLED = '1';

// A developer's own settings (see .env.example): for the commands that run the product, never for the tests,
// which set what they need themselves. Variables already in the environment win.
if (['start', 'dev', 'files-to-s3', 'backup', 'restore'].includes(task) && existsSync(join(root, '.env'))) {
  process.loadEnvFile(join(root, '.env'));
  console.log('[toolchain] settings read from .env');
}

const taskFile = join(root, '.ci', 'tasks', `${task}.mjs`);
if (!existsSync(taskFile)) {
  console.error(`[toolchain] unknown task "${task}"`);
  process.exit(2);
}
process.exit(await run(process.execPath, [taskFile, ...process.argv.slice(3)]));
