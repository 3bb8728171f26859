import { readdirSync } from 'node:fs';
import type { App } from '../../src/app.ts';
import { type FilePart, multipartBody, pdf } from './multipart.ts';

export const scholarshipFields = () => ({
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  academicPercentage: '91.25',
  enrollmentNumber: 'ENR-2026-001',
  personalStatement: 'I want to become a physiotherapist to help athletes recover.',
  communityInvolvement: 'Volunteer at the district health camp every month.',
  website: '',
});

export const scholarshipFiles = (): Record<string, FilePart> => ({
  incomeCertificate: { filename: 'income.pdf', content: pdf('income') },
  recommendationLetter: { filename: 'letter.pdf', content: pdf('letter') },
  academicTranscript: { filename: 'transcript.pdf', content: pdf('transcript') },
});

export const admissionBody = () => ({
  fullName: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9876543211',
  neetRank: 12345,
  quota: 'convener',
  website: '',
});

type SendOptions = { address?: string; key?: string; headers?: Record<string, string> };

export function sendScholarship(app: App, fields: Record<string, string>, files: Record<string, FilePart>, options: SendOptions = {}) {
  const body = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/submissions/scholarship',
    payload: body.payload,
    remoteAddress: options.address ?? '127.0.0.1',
    headers: { ...body.headers, ...(options.key && { 'idempotency-key': options.key }), ...options.headers },
  });
}

export function sendJson(app: App, kind: string, payload: object, options: SendOptions = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/submissions/${kind}`,
    payload,
    remoteAddress: options.address ?? '127.0.0.1',
    headers: { ...(options.key && { 'idempotency-key': options.key }), ...options.headers },
  });
}

/** Every file in the submissions folder, temporary ones included. */
export const filesIn = (dir: string) => readdirSync(dir, { withFileTypes: false }).map(String).sort();
