import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileArea, StoredFile } from './file-storage.ts';

/** Where the objects are; the credentials come from the SDK's usual sources (AWS_ACCESS_KEY_ID, ...). */
export type S3Settings = { bucket: string; region: string; endpoint: string | undefined; forcePathStyle: boolean; prefix: string };

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    // plain PUTs with a length: what every S3-compatible store accepts (no chunked trailing checksums)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Deletions in flight at once (one call per key: every S3-compatible store has DeleteObject). */
const DELETE_PARALLEL = 8;

/** One area as the keys under `<prefix><area>/` in the bucket. */
export function s3Area(client: S3Client, settings: S3Settings, area: string): FileArea {
  const Bucket = settings.bucket;
  const base = `${settings.prefix}${area}/`;
  const keyOf = (name: string) => {
    if (!name || name.startsWith('/') || name.split('/').some((part) => part === '..' || part === '')) throw new Error('not a stored file name');
    return `${base}${name}`;
  };
  return {
    async put(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async putFile(name, localPath, contentType) {
      const { size } = await stat(localPath);
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: createReadStream(localPath), ContentType: contentType, ContentLength: size }));
      await rm(localPath, { force: true });
    },
    async get(name): Promise<StoredFile | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable)) throw new Error('the object store answered without a body');
        return { body: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(names) {
      for (let start = 0; start < names.length; start += DELETE_PARALLEL) {
        await Promise.all(names.slice(start, start + DELETE_PARALLEL).map((name) => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }))));
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: base, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(base.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
