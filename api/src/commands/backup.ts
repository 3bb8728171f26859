import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backup } from '../backup/backup.ts';
import { databaseUrlFrom } from '../backup/database-url.ts';
import { fileStorageFromEnv } from '../storage/from-env.ts';

/**
 * `npm run backup [-- <folder>]`: the database and the stored files into a new dated folder inside <folder>,
 * else BACKUP_DIR, else `.data/backups` of the checkout. Prints the new folder's path last.
 */
async function main(env: NodeJS.ProcessEnv, args: string[]): Promise<void> {
  const fallback = env.BACKUP_DIR ?? fileURLToPath(new URL('../../../.data/backups', import.meta.url));
  const into = args[0] ? path.resolve(env.INIT_CWD ?? process.cwd(), args[0]) : fallback;
  const storage = fileStorageFromEnv(env);
  try {
    const { folder, manifest } = await backup({ databaseUrl: databaseUrlFrom(env), storage, into, env });
    console.log(`database: ${manifest.database.bytes} bytes (PostgreSQL ${manifest.database.serverMajor})`);
    for (const [area, { count, bytes }] of Object.entries(manifest.files)) console.log(`${area}: ${count} files (${bytes} bytes)`);
    console.log(`backup written to ${folder}`);
  } finally {
    storage.close();
  }
}

await main(process.env, process.argv.slice(2)).catch((error: unknown) => {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
