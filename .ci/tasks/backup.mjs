// `npm run backup`: api/src/commands/backup.ts (the database with pg_dump/pg_restore, and the stored files).
import { join } from 'node:path';
import { root, runStep } from '../lib/processes.mjs';

process.exit(await runStep('backup', [process.execPath, join(root, 'api', 'src', 'commands', 'backup.ts'), ...process.argv.slice(2)]));
