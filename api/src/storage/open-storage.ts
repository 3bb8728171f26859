import path from 'node:path';
import type { AreaName, FileArea, FileStorage } from './file-storage.ts';
import { localArea } from './local.ts';
import { type S3Settings, s3Area, s3Client } from './s3.ts';

/** FILE_STORAGE: `local` (the default, the folders below) or `s3` (any S3-compatible object store). */
export type StorageSettings = { backend: 'local' } | { backend: 's3'; s3: S3Settings };

/** The local folders: profile pictures in UPLOADS_DIR, event photos in its `events`, PDFs in SUBMISSIONS_DIR, students' documents in its `student-documents`. */
export type LocalFolders = { uploadsDir: string; submissionsDir: string };

export function storageSettingsFrom(env: NodeJS.ProcessEnv): StorageSettings {
  const backend = env.FILE_STORAGE || 'local';
  if (backend === 'local') return { backend };
  if (backend !== 's3') throw new Error(`FILE_STORAGE must be local or s3, not ${backend}`);
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET must name the bucket when FILE_STORAGE=s3');
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    backend,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: ['1', 'true', 'on'].includes(env.S3_FORCE_PATH_STYLE ?? ''),
      prefix: prefix ? `${prefix}/` : '',
    },
  };
}

export function openFileStorage(settings: StorageSettings, folders: LocalFolders): FileStorage {
  if (settings.backend === 'local') {
    const areas: Record<AreaName, FileArea> = {
      submissions: localArea(folders.submissionsDir, ['student-documents']),
      'event-photos': localArea(path.join(folders.uploadsDir, 'events')),
      'profile-pictures': localArea(folders.uploadsDir, ['events']),
      'student-documents': localArea(path.join(folders.submissionsDir, 'student-documents')),
    };
    return { backend: 'local', location: `${folders.uploadsDir}, ${folders.submissionsDir}`, areas, close: () => {} };
  }
  const { s3 } = settings;
  const client = s3Client(s3);
  const areas: Record<AreaName, FileArea> = {
    submissions: s3Area(client, s3, 'submissions'),
    'event-photos': s3Area(client, s3, 'event-photos'),
    'profile-pictures': s3Area(client, s3, 'profile-pictures'),
    'student-documents': s3Area(client, s3, 'student-documents'),
  };
  return { backend: 's3', location: `s3://${s3.bucket}/${s3.prefix}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`, areas, close: () => client.destroy() };
}
