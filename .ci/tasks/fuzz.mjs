// `npm run fuzz`: the API's property-based tests at full strength (10,000 runs per route unless FUZZ_RUNS
// says otherwise). `npm test` runs the same files with 200 runs.
import { join } from 'node:path';
import { root, runStep } from '../lib/processes.mjs';

const runs = process.env.FUZZ_RUNS ?? '10000';
console.log(`[fuzz] ${runs} runs per route`);
const code = await runStep('fuzz', [join(root, 'api', 'node_modules', '.bin', 'vitest'), 'run', '--testTimeout=3600000', 'test/fuzz-', 'test/hostile-'], {
  cwd: join(root, 'api'),
  env: { FUZZ_RUNS: runs },
});
process.exit(code);
