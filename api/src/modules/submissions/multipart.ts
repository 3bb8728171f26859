import type { FastifyRequest } from 'fastify';
import { FieldError, HttpError } from '../../shared/http-errors.ts';
import { type IncomingFile, MAX_FILE_BYTES, receiveFile, removeFiles } from './file-store.ts';
import type { FileRule, RawFields } from './forms.ts';

const MAX_TEXT_FIELDS = 20;
const MAX_TEXT_BYTES = 16 * 1024;

/**
 * Reads a multipart form to its end: text fields into `raw`, each expected file under a temporary name.
 * The whole body is read even when a part is wrong (the answer then comes after it), so the sender and any
 * proxy on the way see the 400 instead of a reset connection. Files are removed again if reading fails;
 * otherwise removing the temporary files is the caller's (once it has moved the kept ones into place).
 */
export async function readMultipartForm(request: FastifyRequest, dir: string, rules: FileRule[]): Promise<{ raw: RawFields; files: IncomingFile[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data');
  const raw: RawFields = {};
  const files: IncomingFile[] = [];
  let problem: HttpError | undefined;
  try {
    const parts = request.parts({
      // room for a few files the form does not take, so they are answered with a 400 naming them
      limits: {
        fileSize: MAX_FILE_BYTES,
        files: rules.length + 2,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_TEXT_BYTES,
        parts: rules.length + 2 + MAX_TEXT_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // a file input left empty arrives as a part without a file name: nothing was chosen
        if (!part.filename) {
          part.file.resume();
          continue;
        }
        const rule = rules.find((candidate) => candidate.field === part.fieldname);
        if (!rule || files.some((file) => file.field === part.fieldname)) {
          problem ??= new FieldError(part.fieldname, rule ? `${rule.label}: send one file only` : `${part.fieldname} is not a file field of this form`);
          part.file.resume();
          continue;
        }
        files.push(await receiveFile(dir, part.fieldname, part.filename, part.file));
      } else {
        if (Object.hasOwn(raw, part.fieldname)) problem ??= new FieldError(part.fieldname, `${part.fieldname} was sent twice`);
        else if (part.valueTruncated) problem ??= new FieldError(part.fieldname, `${part.fieldname} is too long`);
        else raw[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    await removeFiles(files.map((file) => file.tempPath));
    throw error;
  }
  if (problem) {
    await removeFiles(files.map((file) => file.tempPath));
    throw problem;
  }
  return { raw, files };
}

/** Each file is a PDF (by its first bytes), at most 5 MB, and every required one is there. */
export function checkFiles(files: IncomingFile[], rules: FileRule[]): void {
  for (const rule of rules) {
    const file = files.find((candidate) => candidate.field === rule.field);
    if (!file) {
      if (rule.required) throw new FieldError(rule.field, `${rule.label} is required`);
      continue;
    }
    if (!file.startsAsPdf) throw new FieldError(rule.field, 'Only PDF files are allowed');
    if (file.tooLarge) throw new FieldError(rule.field, `${rule.label} must be 5 MB or smaller`);
  }
}
