import type { FastifyRequest } from 'fastify';
import { FieldError, HttpError } from '../../shared/http-errors.ts';

const MIB = 1024 * 1024;

/**
 * The one file of a multipart upload, in memory (a few MiB at most). Too large a file is read to its end and
 * answered with 413 and the limit, so the sender sees the message rather than a reset connection.
 */
export async function receiveOneFile(request: FastifyRequest, field: string, maxBytes: number, label: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
  let received: Buffer | undefined;
  let tooLarge = false;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== field || !part.filename) {
      part.file.resume();
      continue;
    }
    received = await part.toBuffer();
    tooLarge = part.file.truncated;
  }
  if (tooLarge) throw new HttpError(413, `${label} must be ${maxBytes / MIB} MB or smaller`);
  if (!received || received.length === 0) throw new FieldError(field, `${field}: choose a file to upload`);
  return received;
}
