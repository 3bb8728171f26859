import { defineEntity, p } from '@mikro-orm/core';
import { DOCUMENT_KINDS, type DocumentStatement } from '../../contract.ts';
import { Student } from '../students/student.entity.ts';

/**
 * A marksheet or transcript as issued: its code and what it stated. The statement is kept whole, so a
 * paper copy can be checked against it after results, names or the student record change or go.
 */
const IssuedDocumentSchema = defineEntity({
  name: 'IssuedDocument',
  tableName: 'issued_document',
  properties: {
    id: p.integer().primary(),
    code: p.string().length(14).unique(),
    kind: p.enum(DOCUMENT_KINDS),
    student: () => p.manyToOne(Student).nullable().deleteRule('set null').index(),
    title: p.string().length(200),
    statement: p.json<DocumentStatement>(),
    /** sha256 of the statement: the same document asked for again gets the same code. */
    digest: p.string().length(64),
    issuedAt: p.datetime(),
    issuedByName: p.string().length(254),
  },
  indexes: [{ properties: ['student', 'kind', 'digest'] }],
});

export class IssuedDocument extends IssuedDocumentSchema.class {}
IssuedDocumentSchema.setClass(IssuedDocument);
