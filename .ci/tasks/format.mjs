// `npm run format`: Biome's formatter over the tree (biome.json), written in place. `npm test` runs `biome check`,
// which fails on a file the formatter would change.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib/processes.mjs';

const { status } = spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', '.', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(status ?? 1);
