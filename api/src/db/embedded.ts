import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type PostgresUser, postgresUser, resolveLayout } from './postgres-binaries.ts';
import { EMBEDDED_POSTGRES_PORT } from '@college/topology';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SUPERUSER = 'postgres';
const PASSWORD = 'postgres';

export type EmbeddedPostgresOptions = {
  port?: number;
  /** Data directory; defaults to `<repo>/.data/pg` (or a /var/tmp fallback, see resolveLayout). */
  dataDir?: string;
  database?: string;
  /** fsync off etc.: for throw-away test clusters only. */
  ephemeral?: boolean;
  log?: (line: string) => void;
  /** Another build's bin/ (a distribution's PostgreSQL) instead of the embedded one. */
  binDir?: string;
};

export type EmbeddedPostgres = {
  port: number;
  databaseUrl: string;
  urlFor: (database: string) => string;
  stop: () => Promise<void>;
  process: ChildProcess;
};

function run(bin: string, args: string[], user: PostgresUser): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(bin)} failed (${code}): ${output}`))));
  });
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isPostgresProcess(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** A killed run may leave postmaster.pid behind (or even an orphaned server): clear both. */
async function clearStalePostmaster(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isPostgresProcess(pid)) {
    log(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
  fs.rmSync(pidFile, { force: true });
}

async function initialiseCluster(bin: string, dataDir: string, user: PostgresUser): Promise<void> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (user) fs.chownSync(dataDir, user.uid, user.gid);
  const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-pg-'));
  const pwFile = path.join(pwDir, 'pw');
  fs.writeFileSync(pwFile, `${PASSWORD}\n`);
  fs.chmodSync(pwDir, 0o755);
  fs.chmodSync(pwFile, 0o644);
  try {
    await run(bin, [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${SUPERUSER}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--no-locale'], user);
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

function startServer(bin: string, dataDir: string, port: number, ephemeral: boolean, user: PostgresUser): Promise<ChildProcess> {
  const flags = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  if (ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  return new Promise((resolve, reject) => {
    const child = spawn(bin, flags, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`postgres exited (${code}): ${output}`)));
  });
}

async function ensureDatabase(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGINT');
    });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[embedded-pg] ${line}\n`));
  const port = options.port ?? Number(process.env.PGPORT ?? EMBEDDED_POSTGRES_PORT);
  const database = options.database ?? 'college';
  const user = postgresUser();
  const layout = resolveLayout(REPO_ROOT, user);
  // PGDATA_NAME lets several stacks (one per STACK_PORT_OFFSET) keep separate clusters side by side.
  const named = process.env.PGDATA_NAME ? path.join(path.dirname(layout.dataDir), process.env.PGDATA_NAME) : undefined;
  const dataDir = options.dataDir ?? named ?? layout.dataDir;
  const bin = (name: string) => path.join(options.binDir ?? path.join(layout.nativeDir, 'bin'), name);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising a new cluster in ${dataDir}`);
    await initialiseCluster(bin('initdb'), dataDir, user);
  }
  await clearStalePostmaster(dataDir, log);
  const child = await startServer(bin('postgres'), dataDir, port, options.ephemeral ?? false, user);
  const urlFor = (name: string) => `postgres://${SUPERUSER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
  await ensureDatabase(urlFor('postgres'), database);
  return { port, databaseUrl: urlFor(database), urlFor, stop: stopper(child), process: child };
}

async function main(): Promise<void> {
  // POSTGRES_BIN_DIR: a distribution's server (prod:check runs Debian's) in a data folder of its own, PGDATA_DIR
  const server = await startEmbeddedPostgres({ binDir: process.env.POSTGRES_BIN_DIR || undefined, dataDir: process.env.PGDATA_DIR || undefined });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  server.process.on('exit', () => {
    if (!stopping) {
      process.stderr.write('[embedded-pg] PostgreSQL exited unexpectedly\n');
      process.exit(1);
    }
  });
  process.stdout.write(`DATABASE_URL=${server.databaseUrl}\n`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`[embedded-pg] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
