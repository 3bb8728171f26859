import { randomBytes } from 'node:crypto';
import { type EntityManager, LockMode } from '@mikro-orm/core';
import {
  ADMISSION_DOCUMENT_KINDS,
  type AdmissionDocument as AdmissionDocumentDto,
  type AdmissionDocumentKind,
  type DocumentReviewBody,
} from '../../contract.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { conflict, FieldError, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Student } from '../students/student.entity.ts';
import { AdmissionDocument } from './admission-document.entity.ts';
import type { FileKind } from './file-kinds.ts';

export const documentDto = (kind: AdmissionDocumentKind, row: AdmissionDocument | undefined): AdmissionDocumentDto => ({
  kind,
  status: row?.status ?? 'missing',
  fileType: row?.fileType ?? null,
  size: row?.size ?? null,
  uploadedAt: row?.uploadedAt.toISOString() ?? null,
  reviewedAt: row?.reviewedAt?.toISOString() ?? null,
  rejectionReason: row?.status === 'rejected' ? (row.rejectionReason ?? null) : null,
});

const audited = (row: AdmissionDocument) => ({
  kind: row.kind,
  status: row.status,
  fileType: row.fileType,
  size: row.size,
  rejectionReason: row.rejectionReason,
});

/** All nine, in the admissions page's order, uploaded or not; null when there is no such student. */
export async function listDocuments(em: EntityManager, studentId: number): Promise<AdmissionDocumentDto[] | null> {
  if ((await em.count(Student, { id: studentId })) === 0) return null;
  const rows = await em.find(AdmissionDocument, { student: studentId });
  return ADMISSION_DOCUMENT_KINDS.map((kind) =>
    documentDto(
      kind,
      rows.find((row) => row.kind === kind),
    ),
  );
}

export const newDocumentName = (studentId: number, file: FileKind) => `${studentId}/${randomBytes(16).toString('hex')}.${file.extension}`;

type Upload = { studentId: number; kind: AdmissionDocumentKind; fileName: string; file: FileKind; size: number; actor: SessionUser | null };

/**
 * Records a new upload, which waits for verification again. A student may not replace a verified document
 * (the office would lose what it checked); the admin may. Answers the row and the file it replaced, if any.
 */
export async function recordUpload(em: EntityManager, upload: Upload): Promise<{ row: AdmissionDocument; replaced: string | null }> {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, upload.studentId);
    if (!student) throw notFound('Student');
    const existing = await tx.findOne(AdmissionDocument, { student, kind: upload.kind }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (existing?.status === 'verified' && upload.actor?.type !== 'admin') {
      throw conflict('This document is already verified; ask the college office if it must change');
    }
    const before = existing ? audited(existing) : undefined;
    const fields = {
      status: 'waiting' as const,
      fileName: upload.fileName,
      fileType: upload.file.extension,
      size: upload.size,
      uploadedAt: new Date(),
      reviewedAt: null,
      rejectionReason: null,
    };
    const replaced = existing?.fileName ?? null;
    const row = existing ? tx.assign(existing, fields) : tx.create(AdmissionDocument, { student, kind: upload.kind, ...fields });
    await tx.flush();
    recordAudit(tx, upload.actor, existing ? 'update' : 'create', 'admission_document', row.id, { before, after: audited(row) });
    return { row, replaced };
  });
}

/** The office's decision on an uploaded document; a rejection needs the reason the student will read. */
export async function reviewDocument(em: EntityManager, studentId: number, kind: AdmissionDocumentKind, body: DocumentReviewBody, actor: SessionUser | null) {
  const reason = body.reason?.trim() ?? '';
  if (body.decision === 'rejected' && !reason) throw new FieldError('reason', 'reason: give the reason for rejecting the document; the student sees it');
  return em.transactional(async (tx) => {
    const row = await tx.findOne(AdmissionDocument, { student: studentId, kind }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) throw notFound('Uploaded document');
    const before = audited(row);
    tx.assign(row, { status: body.decision, reviewedAt: new Date(), rejectionReason: body.decision === 'rejected' ? reason : null });
    recordAudit(tx, actor, 'update', 'admission_document', row.id, { before, after: audited(row) });
    return row;
  });
}

/** The student's one uploaded document, with what the download is called. */
export async function findDocument(em: EntityManager, studentId: number, kind: AdmissionDocumentKind) {
  const row = await em.findOne(AdmissionDocument, { student: studentId, kind }, { populate: ['student'] });
  if (!row) return null;
  const enrolment = row.student.enrollmentNumber.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || `student-${studentId}`;
  return { row, downloadName: `${enrolment}-${kind}.${row.fileType}` };
}
