// Serves this portal's build on its own origin (CORS for the shell), as deployed alone.
import { join } from 'node:path';
import { shellOrigins, startStaticServer } from '@college/platform/server/static-server.ts';
import { stackPorts } from '@college/topology';

const port = Number(process.env.PORT ?? stackPorts(Number(process.env.STACK_PORT_OFFSET ?? 0)).portals['mfe-student']);
await startStaticServer({ root: join(import.meta.dirname, 'dist'), port, corsOrigins: shellOrigins(), spaFallback: true });
console.log(`mfe-student serving on http://localhost:${port}`);
