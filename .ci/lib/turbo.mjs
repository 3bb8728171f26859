// Runs tasks of the task graph (turbo.json) and reads what each did from turbo's run summary.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_PACKAGES } from '../../shared-ui/topology/src/topology.ts';
import { root, runStep } from './processes.mjs';

const turbo = join(root, 'node_modules', '.bin', 'turbo');
/** The workspace name of a package folder (@college/<folder>, but for shared-ui's packages). */
export const packageName = (folder) => SHARED_PACKAGES.find((pkg) => pkg.folder === folder)?.name ?? `@college/${folder}`;
const folderOf = (name) => (name === '//' ? 'root' : (SHARED_PACKAGES.find((pkg) => pkg.name === name)?.folder ?? name.replace(/^@college\//, '')));

/**
 * `turbo run <tasks>` for `packages` (folders; all when empty), every task attempted (`--continue`), and what
 * each task ended with: [{ folder, task, ok, cached }].
 */
export async function runTasks(tasks, { packages = [], concurrency = 2, extra = [] } = {}) {
  const runs = join(root, '.turbo', 'runs');
  const before = new Set(existsSync(runs) ? readdirSync(runs) : []);
  const args = [...tasks, ...packages.map((pkg) => `--filter=${packageName(pkg)}`), `--concurrency=${concurrency}`, '--continue', '--summarize', ...extra];
  const code = await runStep('turbo', [turbo, 'run', ...args]);
  const summary = (existsSync(runs) ? readdirSync(runs) : []).find((file) => !before.has(file));
  if (!summary) return { ok: false, results: [] };
  const { tasks: done } = JSON.parse(readFileSync(join(runs, summary), 'utf8'));
  const results = done
    .filter((task) => task.command !== '<NONEXISTENT>')
    .map((task) => ({ folder: folderOf(task.package), task: task.task, ok: task.execution?.exitCode === 0, cached: task.cache?.status === 'HIT' }));
  return { ok: code === 0 && results.every((result) => result.ok), results };
}

/** The hash turbo gives `task` of each package (what its output is made from), without running anything. */
export function taskHashes(task, packages) {
  const dry = execFileSync(turbo, ['run', task, ...packages.map((pkg) => `--filter=${packageName(pkg)}`), '--dry=json'], { cwd: root, encoding: 'utf8' });
  return Object.fromEntries(JSON.parse(dry).tasks.map((entry) => [folderOf(entry.package), entry.hash]));
}
