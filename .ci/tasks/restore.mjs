// `npm run restore`: api/src/commands/restore.ts (the database with pg_dump/pg_restore, and the stored files).
import { join } from 'node:path';
import { root, runStep } from '../lib/processes.mjs';

process.exit(await runStep('restore', [process.execPath, join(root, 'api', 'src', 'commands', 'restore.ts'), ...process.argv.slice(2)]));
