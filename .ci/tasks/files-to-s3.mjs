// `npm run files:to-s3`: copies the local folders' files into the object store the S3_* variables name
// (api/src/commands/files-to-s3.ts), before the API is switched to FILE_STORAGE=s3.
import { join } from 'node:path';
import { root, runStep } from '../lib/processes.mjs';

process.exit(await runStep('files-to-s3', [process.execPath, join(root, 'api', 'src', 'commands', 'files-to-s3.ts')]));
