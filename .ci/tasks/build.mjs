// Builds the shell and the four portals (two at a time on this 2-core machine).
import { buildAll } from '../lib/build.mjs';

process.exit((await buildAll(undefined, { release: true })) ? 0 : 1);
