// Runs the already-built product (used by the e2e runner and benchmarks).
import { startStack, stopStackOnSignals } from '../lib/stack.mjs';
import { stopAll } from '../lib/processes.mjs';

stopStackOnSignals();
try {
  const ports = await startStack();
  console.log(`[stack] ready on http://localhost:${ports.shell}`);
} catch (error) {
  console.error(`[stack] ${error.message}`);
  await stopAll();
  process.exit(1);
}
