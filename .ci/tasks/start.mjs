// `npm start`: build every package, then run the whole product until Ctrl-C.
import { buildAll } from '../lib/build.mjs';
import { startStack, stopStackOnSignals } from '../lib/stack.mjs';
import { stopAll } from '../lib/processes.mjs';

stopStackOnSignals();
if (!process.argv.includes('--no-build') && !(await buildAll())) process.exit(1);
try {
  const ports = await startStack();
  console.log(`\n  Physiotherapy College is up: http://localhost:${ports.shell}\n  API docs: http://localhost:${ports.shell}/api/docs\n  Press Ctrl-C to stop everything.\n`);
} catch (error) {
  console.error(`[stack] ${error.message}`);
  await stopAll();
  process.exit(1);
}
