// `npm start`: build what changed, then run the whole product until Ctrl-C. The database and the API start while
// the web packages build (.ci/lib/build.mjs reuses every build whose sources did not change).
import { buildAll } from '../lib/build.mjs';
import { stopAll } from '../lib/processes.mjs';
import { startStack, stopStackOnSignals } from '../lib/stack.mjs';

stopStackOnSignals();
const builds = process.argv.includes('--no-build') ? Promise.resolve(true) : buildAll();
try {
  const ports = await startStack({ builds });
  console.log(
    `\n  Physiotherapy College is up: http://localhost:${ports.shell}\n  API docs: http://localhost:${ports.shell}/api/docs\n  Press Ctrl-C to stop everything.\n`,
  );
} catch (error) {
  console.error(`[stack] ${error.message}`);
  await stopAll();
  process.exit(1);
}
