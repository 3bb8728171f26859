// The student portal's release carries the document of its login page, composed by the shell's server
// (docs/decisions/0008-how-a-page-starts.md). Run after webpack by `npm run build`.
import { join } from 'node:path';
import { prerenderPortalPages } from '@college/build/prerender.mjs';

await prerenderPortalPages(join(import.meta.dirname, '..'), 'mfe-student');
