import { submissionsDirFrom, uploadsDirFrom } from '../config/env.ts';
import type { FileStorage } from './file-storage.ts';
import { openFileStorage, storageSettingsFrom } from './open-storage.ts';

/** The storage the environment configures, for what runs outside the API (migrations, seeds, commands). */
export const fileStorageFromEnv = (env: NodeJS.ProcessEnv = process.env): FileStorage =>
  openFileStorage(storageSettingsFrom(env), { uploadsDir: uploadsDirFrom(env), submissionsDir: submissionsDirFrom(env) });
