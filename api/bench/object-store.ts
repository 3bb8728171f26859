import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/** s3rver's fixed credentials: what the API processes of the tests and of prod:check sign with. */
export const OBJECT_STORE_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;
export const OBJECT_STORE_BUCKET = 'college-files';

/**
 * An S3-compatible object store on loopback (s3rver, objects kept in `directory`), standing in for the
 * college's; the bucket exists. Port 0: any free port.
 */
export async function startObjectStore(directory: string, port = 0) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: OBJECT_STORE_BUCKET, configs: [] }] });
  const { port: listening } = await server.run();
  return { endpoint: `http://127.0.0.1:${listening}`, bucket: OBJECT_STORE_BUCKET, close: () => server.close() };
}

// run by itself (`node bench/object-store.ts <dir> <port>`, as .ci/lib/prod.mjs does): serve until stopped
if (import.meta.main) {
  const [directory, port] = process.argv.slice(2);
  if (!directory) throw new Error('usage: node bench/object-store.ts <directory> [port]');
  const store = await startObjectStore(directory, Number(port ?? 0));
  console.log(`S3_ENDPOINT=${store.endpoint} S3_BUCKET=${store.bucket}`);
  process.on('SIGTERM', () => void store.close().then(() => process.exit(0)));
  process.on('SIGINT', () => void store.close().then(() => process.exit(0)));
}
