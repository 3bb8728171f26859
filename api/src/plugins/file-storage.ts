import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/file-storage.ts';
import { openFileStorage } from '../storage/open-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every uploaded file is written and read through this (local folders or an object store). */
    files: FileStorage['areas'];
  }
}

export const fileStoragePlugin = fp(
  async (app: FastifyInstance) => {
    const { fileStorage, uploadsDir, submissionsDir } = app.config;
    const storage = openFileStorage(fileStorage, { uploadsDir, submissionsDir });
    app.decorate('files', storage.areas);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'file-storage' },
);
