import { submissionsDirFrom, uploadsDirFrom } from '../config/env.ts';
import { copyArea } from '../storage/copy.ts';
import { AREAS } from '../storage/file-storage.ts';
import { openFileStorage, storageSettingsFrom } from '../storage/open-storage.ts';

/**
 * `npm run files:to-s3`: copies the files of the local folders (UPLOADS_DIR, SUBMISSIONS_DIR) into the object
 * store that the S3_* variables name, before the API is switched to FILE_STORAGE=s3. The local files are
 * kept; files already in the bucket are not copied again, so it can be run again after new uploads.
 */
async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const target = storageSettingsFrom({ ...env, FILE_STORAGE: 's3' });
  const folders = { uploadsDir: uploadsDirFrom(env), submissionsDir: submissionsDirFrom(env) };
  const local = openFileStorage({ backend: 'local' }, folders);
  const s3 = openFileStorage(target, folders);
  try {
    console.log(`copying ${local.location} to ${s3.location}`);
    for (const area of AREAS) {
      const { copied, present, bytes } = await copyArea(local.areas[area], s3.areas[area]);
      console.log(`${area}: ${copied} copied (${bytes} bytes), ${present} already there`);
    }
  } finally {
    s3.close();
  }
}

await main(process.env).catch((error: unknown) => {
  console.error(`files:to-s3: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
