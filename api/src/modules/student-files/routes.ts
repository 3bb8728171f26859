import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { apiRoutes, STUDENT_FILE_LIMITS } from '../../contract.ts';
import { requireAdmin, requireOwnStudentOrAdmin } from '../../plugins/auth.ts';
import { FieldError, notFound } from '../../shared/http-errors.ts';
import type { FileArea } from '../../storage/file-storage.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Student } from '../students/student.entity.ts';
import { documentDto, findDocument, listDocuments, newDocumentName, recordUpload, reviewDocument } from './documents.ts';
import { CONTENT_TYPE_OF, documentKindOf } from './file-kinds.ts';
import { renderProfilePhoto } from './profile-photo.ts';
import { receiveOneFile } from './receive-file.ts';

const tags = ['students'];
/** Room for the multipart framing around the largest file. */
const bodyLimit = Math.max(STUDENT_FILE_LIMITS.photoBytes, STUDENT_FILE_LIMITS.documentBytes) + 64 * 1024;

/** A file no row names any more; failing to remove it costs disk space only, never the call. */
async function discard(area: FileArea, name: string | null, log: FastifyBaseLogger) {
  if (!name) return;
  await area.remove([name]).catch((error: unknown) => log.warn({ err: error, file: name }, 'replaced file not removed'));
}

export const studentFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // multipart is read by these routes only (and the submission forms'), never by the rest of the API
  await app.register(multipart, { throwFileSizeLimit: false });
  const pictures = app.files['profile-pictures'];
  const documents = app.files['student-documents'];
  const own = { onRequest: [requireOwnStudentOrAdmin] };

  app.put('/students/:id/photo', { ...own, bodyLimit, schema: { tags, ...apiRoutes['PUT /students/:id/photo'] } }, async (request) => {
    const studentId = Number(request.params.id);
    const bytes = await receiveOneFile(request, 'photo', STUDENT_FILE_LIMITS.photoBytes, 'The photo');
    const photo = await renderProfilePhoto(bytes);
    await pictures.put(photo.name, photo.bytes, 'image/jpeg');
    let before: string | null = null;
    try {
      await app.orm.em.fork().transactional(async (tx) => {
        const student = await tx.findOne(Student, studentId);
        if (!student) throw notFound('Student');
        before = student.profilePic ?? null;
        student.profilePic = photo.name;
        recordAudit(tx, request.user, 'update', 'student', studentId, { before: { ProfilePic: before }, after: { ProfilePic: photo.name } });
      });
    } catch (error) {
      await discard(pictures, photo.name, request.log);
      throw error;
    }
    await discard(pictures, before, request.log);
    return { ProfilePic: photo.name };
  });

  app.get('/students/:id/documents', { ...own, schema: { tags, ...apiRoutes['GET /students/:id/documents'] } }, async (request) => {
    const list = await listDocuments(app.orm.em.fork(), Number(request.params.id));
    if (!list) throw notFound('Student');
    return list;
  });

  app.put('/students/:id/documents/:kind', { ...own, bodyLimit, schema: { tags, ...apiRoutes['PUT /students/:id/documents/:kind'] } }, async (request) => {
    const studentId = Number(request.params.id);
    const { kind } = request.params;
    const bytes = await receiveOneFile(request, 'file', STUDENT_FILE_LIMITS.documentBytes, 'The document');
    const file = documentKindOf(bytes);
    if (!file) throw new FieldError('file', 'file: the document must be a PDF, JPEG, PNG or WebP file');
    const fileName = newDocumentName(studentId, file);
    await documents.put(fileName, bytes, file.contentType);
    try {
      const { row, replaced } = await recordUpload(app.orm.em.fork(), { studentId, kind, fileName, file, size: bytes.length, actor: request.user });
      await discard(documents, replaced, request.log);
      return documentDto(kind, row);
    } catch (error) {
      await discard(documents, fileName, request.log);
      throw error;
    }
  });

  app.get(
    '/students/:id/documents/:kind/file',
    { ...own, schema: { tags, ...apiRoutes['GET /students/:id/documents/:kind/file'] } },
    async (request, reply) => {
      const found = await findDocument(app.orm.em.fork(), Number(request.params.id), request.params.kind);
      const stored = found ? await documents.get(found.row.fileName) : null;
      if (!found || !stored) throw notFound('Uploaded document');
      return reply
        .type(CONTENT_TYPE_OF[found.row.fileType] ?? 'application/octet-stream')
        .header('Content-Length', String(stored.size))
        .header('Content-Disposition', `attachment; filename="${found.downloadName}"`)
        .header('Cache-Control', 'no-store')
        .send(stored.body);
    },
  );

  app.post(
    '/students/:id/documents/:kind/review',
    { onRequest: [requireAdmin], schema: { tags, ...apiRoutes['POST /students/:id/documents/:kind/review'] } },
    async (request) => {
      const { kind } = request.params;
      const row = await reviewDocument(app.orm.em.fork(), Number(request.params.id), kind, request.body, request.user);
      return documentDto(kind, row);
    },
  );
};
