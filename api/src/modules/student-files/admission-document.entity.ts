import { defineEntity, p } from '@mikro-orm/core';
import { ADMISSION_DOCUMENT_KINDS } from '../../contract.ts';
import { Student } from '../students/student.entity.ts';

/** An uploaded document is waiting until the office verifies or rejects it; a new upload waits again. */
export const UPLOADED_STATUSES = ['waiting', 'verified', 'rejected'] as const;

/** One admission document of a student as last uploaded (a row exists only once something was uploaded). */
const AdmissionDocumentSchema = defineEntity({
  name: 'AdmissionDocument',
  tableName: 'admission_document',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade'),
    kind: p.enum(ADMISSION_DOCUMENT_KINDS),
    status: p.enum(UPLOADED_STATUSES),
    /** The generated name in the student-documents storage area. */
    fileName: p.string().length(80),
    fileType: p.string().length(8),
    size: p.integer(),
    uploadedAt: p.datetime(),
    reviewedAt: p.datetime().nullable(),
    rejectionReason: p.string().length(500).nullable(),
  },
  uniques: [{ properties: ['student', 'kind'] }],
});

export class AdmissionDocument extends AdmissionDocumentSchema.class {}
AdmissionDocumentSchema.setClass(AdmissionDocument);
