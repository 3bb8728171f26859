import path from 'node:path';
import { databaseUrlFrom } from '../backup/database-url.ts';
import { restore } from '../backup/restore.ts';
import { fileStorageFromEnv } from '../storage/from-env.ts';

/** `npm run restore -- <backup folder>`: into the empty database (DATABASE_URL) and file store configured. */
async function main(env: NodeJS.ProcessEnv, args: string[]): Promise<void> {
  if (!args[0]) throw new Error('name the backup folder: npm run restore -- <folder>');
  const from = path.resolve(env.INIT_CWD ?? process.cwd(), args[0]);
  const storage = fileStorageFromEnv(env);
  try {
    const manifest = await restore({ from, databaseUrl: databaseUrlFrom(env), storage, env });
    console.log(`restored the backup of ${manifest.createdAt} from ${from} into ${storage.location} and the database`);
  } finally {
    storage.close();
  }
}

await main(process.env, process.argv.slice(2)).catch((error: unknown) => {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
