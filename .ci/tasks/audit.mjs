// `npm run audit`: known advisories in what production installs (high and critical fail the run).
// It needs the registry's advisory endpoint; where that is unreachable it says so and fails, never passes silently.
import { root, runStep } from '../lib/processes.mjs';

const code = await runStep('audit', ['npx', '-y', process.env.PNPM_NPX_SPEC ?? 'pnpm@12.21.0', 'audit', '--prod', '--audit-level', 'high'], { cwd: root });
if (code !== 0)
  console.error('[audit] failed: either an advisory of high or critical severity is listed above, or the advisory endpoint could not be reached.');
process.exit(code);
