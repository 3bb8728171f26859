import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { freePort } from '../src/db/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL without a database name, e.g. postgres://u:p@127.0.0.1:54339/ */
    pgServerUrl: string;
  }
}

/** One throw-away PostgreSQL cluster for the whole run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'college-api-test-'));
  fs.chmodSync(base, 0o755);
  const port = process.env.TEST_PGPORT ? Number(process.env.TEST_PGPORT) : await freePort();
  const server = await startEmbeddedPostgres({ port, dataDir: path.join(base, 'pg'), database: 'postgres', ephemeral: true, log: () => {} });
  project.provide('pgServerUrl', server.urlFor(''));
  return async () => {
    await server.stop();
    fs.rmSync(base, { recursive: true, force: true });
  };
}
