import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMISSION_DOCUMENT_KINDS, STUDENT_FILE_LIMITS } from '../src/contract.ts';
import { createTestApp, demoIds, login, ORIGIN, type Role, type TestContext } from './helpers/app.ts';
import { sql } from './helpers/database.ts';
import { plainPng } from './helpers/images.ts';
import { multipartBody, pdf } from './helpers/multipart.ts';

type Who = 'anonymous' | Role;
let ctx: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
const cookies: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await demoIds(ctx.databaseUrl);
  for (const role of ['admin', 'student', 'otherStudent', 'faculty'] as const) cookies[role] = await login(ctx.app, role);
});
afterAll(() => ctx.app.close());

const headersOf = (who: Who) => ({ origin: ORIGIN, ...(cookies[who] && { cookie: cookies[who] }) });
const upload = (who: Who, url: string, field: string, filename: string, content: Buffer) => {
  const body = multipartBody({}, { [field]: { filename, content, contentType: 'image/jpeg' } });
  return ctx.app.inject({ method: 'PUT', url, payload: body.payload, headers: { ...headersOf(who), ...body.headers } });
};
const get = (who: Who, url: string) => ctx.app.inject({ method: 'GET', url, headers: headersOf(who) });
const review = (who: Who, studentId: number, kind: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/students/${studentId}/documents/${kind}/review`, payload, headers: headersOf(who) });
const documentOf = async (who: Who, studentId: number, kind: string) =>
  ((await get(who, `/api/students/${studentId}/documents`)).json() as { kind: string; status: string; rejectionReason: string | null }[]).find(
    (row) => row.kind === kind,
  );

/** A JPEG as a phone makes it: with the camera's make and where it was taken in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 10/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 20/1' },
    })
    .toBuffer();

describe('PUT /api/students/{id}/photo', () => {
  it('resizes the photo to a 400 x 400 JPEG without its metadata (no location), and the student and the admin see it', async () => {
    const original = await phonePhoto();
    const exif = (await sharp(original).metadata()).exif?.toString('latin1') ?? '';
    expect(exif).toContain('PhoneMaker');
    const response = await upload('student', `/api/students/${ids.student}/photo`, 'photo', 'holiday.jpg', original);
    expect(response.statusCode, response.body).toBe(200);
    const { ProfilePic } = response.json() as { ProfilePic: string };
    expect(ProfilePic).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect((await get('student', `/api/students/${ids.student}`)).json().ProfilePic).toBe(ProfilePic);

    for (const who of ['student', 'admin'] as const) {
      const picture = await get(who, `/api/uploads/${ProfilePic}`);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(picture.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 400, height: 400 });
      expect(meta.exif).toBeUndefined();
      expect(picture.rawPayload.includes('PhoneMaker')).toBe(false);
    }
    expect((await get('otherStudent', `/api/uploads/${ProfilePic}`)).statusCode).toBe(403);
    const [audit] = await sql(ctx.databaseUrl, `select action, changes from audit_log where entity = 'student' and entity_id = $1 order by id desc limit 1`, [
      ids.student,
    ]);
    expect(audit).toMatchObject({ action: 'update', changes: { after: { ProfilePic } } });
  });

  it('refuses a file named .jpg that is a PDF, and one that is too large, keeping the photo it has', async () => {
    const before = (await get('student', `/api/students/${ids.student}`)).json().ProfilePic;
    const disguised = await upload('student', `/api/students/${ids.student}/photo`, 'photo', 'me.jpg', pdf());
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({ message: 'photo: the photo must be a JPEG, PNG or WebP image', field: 'photo' });
    const big = Buffer.concat([await plainPng(10, 10, { r: 1, g: 2, b: 3 }), Buffer.alloc(STUDENT_FILE_LIMITS.photoBytes)]);
    const tooLarge = await upload('student', `/api/students/${ids.student}/photo`, 'photo', 'big.png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The photo must be 5 MB or smaller');
    const empty = ctx.app.inject({ method: 'PUT', url: `/api/students/${ids.student}/photo`, payload: {}, headers: headersOf('student') });
    expect((await empty).statusCode).toBe(415);
    expect((await get('student', `/api/students/${ids.student}`)).json().ProfilePic).toBe(before);
  });

  it('a student uploads only their own photo, the admin any student’s; 401 without a session', async () => {
    const png = await plainPng(300, 500, { r: 200, g: 10, b: 10 });
    expect((await upload('anonymous', `/api/students/${ids.student}/photo`, 'photo', 'a.png', png)).statusCode).toBe(401);
    expect((await upload('otherStudent', `/api/students/${ids.student}/photo`, 'photo', 'a.png', png)).statusCode).toBe(403);
    expect((await upload('faculty', `/api/students/${ids.student}/photo`, 'photo', 'a.png', png)).statusCode).toBe(403);
    const byAdmin = await upload('admin', `/api/students/${ids.otherStudent}/photo`, 'photo', 'a.png', png);
    expect(byAdmin.statusCode).toBe(200);
    expect((await upload('admin', '/api/students/999999/photo', 'photo', 'a.png', png)).statusCode).toBe(404);
  });
});

describe('admission documents', () => {
  const kind = 'ssc-marks-memo';
  const url = (studentId: number, rest = '') => `/api/students/${studentId}/documents${rest}`;

  it('lists the nine documents in the admissions page’s order, each one’s status', async () => {
    const response = await get('otherStudent', url(ids.otherStudent));
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { kind: string; status: string }[];
    expect(rows.map((row) => row.kind)).toEqual([...ADMISSION_DOCUMENT_KINDS]);
    expect(rows.every((row) => row.status === 'missing')).toBe(true);
  });

  it('the demo student has documents verified, rejected with the reason, waiting and not uploaded; each downloads', async () => {
    const rows = (await get('student', url(ids.student))).json() as { kind: string; status: string; rejectionReason: string | null }[];
    expect(rows.map((row) => row.status)).toEqual(['verified', 'verified', 'rejected', 'missing', 'missing', 'missing', 'missing', 'waiting', 'missing']);
    expect(rows[2]?.rejectionReason).toMatch(/cut off/);
    const file = await get('student', url(ids.student, '/aadhaar-card/file'));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('upload -> rejected with a reason the student sees -> uploaded again, waiting -> verified; each step audited', async () => {
    const first = await upload('otherStudent', url(ids.otherStudent, `/${kind}`), 'file', 'memo.pdf', pdf('first'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ kind, status: 'waiting', fileType: 'pdf', rejectionReason: null });

    const noReason = await review('admin', ids.otherStudent, kind, { decision: 'rejected', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('reason');
    expect((await documentOf('otherStudent', ids.otherStudent, kind))?.status).toBe('waiting');

    const rejected = await review('admin', ids.otherStudent, kind, { decision: 'rejected', reason: 'The scan is cut off at the bottom.' });
    expect(rejected.statusCode).toBe(200);
    expect(await documentOf('otherStudent', ids.otherStudent, kind)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The scan is cut off at the bottom.',
    });

    const again = await upload('otherStudent', url(ids.otherStudent, `/${kind}`), 'file', 'memo-scan.png', await plainPng(40, 60, { r: 9, g: 9, b: 9 }));
    expect(again.json()).toMatchObject({ status: 'waiting', fileType: 'png', rejectionReason: null });

    expect((await review('admin', ids.otherStudent, kind, { decision: 'verified' })).json()).toMatchObject({
      status: 'verified',
      reviewedAt: expect.any(String),
    });
    const replaceVerified = await upload('otherStudent', url(ids.otherStudent, `/${kind}`), 'file', 'memo.pdf', pdf('late'));
    expect(replaceVerified.statusCode).toBe(409);
    expect((await documentOf('otherStudent', ids.otherStudent, kind))?.status).toBe('verified');

    const audit = await sql(
      ctx.databaseUrl,
      `select action, changes->'after'->>'status' as status from audit_log where entity = 'admission_document' order by id`,
    );
    expect(audit).toEqual([
      { action: 'create', status: 'waiting' },
      { action: 'update', status: 'rejected' },
      { action: 'update', status: 'waiting' },
      { action: 'update', status: 'verified' },
    ]);
  });

  it('downloads under a generated name ending in the extension of what the bytes are', async () => {
    const [row] = await sql<{ enrollment_number: string }>(ctx.databaseUrl, 'select enrollment_number from student where id = $1', [ids.otherStudent]);
    const enrolment = (row?.enrollment_number ?? '').replace(/[^A-Za-z0-9-]+/g, '-');
    const response = await get('admin', url(ids.otherStudent, `/${kind}/file`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${enrolment}-${kind}.png"`);
    expect((await sharp(response.rawPayload).metadata()).format).toBe('png');

    await upload('otherStudent', url(ids.otherStudent, '/aadhaar-card'), 'file', '../../etc/passwd".exe', pdf('aadhaar'));
    const aadhaar = await get('otherStudent', url(ids.otherStudent, '/aadhaar-card/file'));
    expect(aadhaar.headers['content-disposition']).toBe(`attachment; filename="${enrolment}-aadhaar-card.pdf"`);
    expect(aadhaar.rawPayload.toString()).toContain('aadhaar');
    expect((await get('admin', url(ids.otherStudent, '/caste-certificate/file'))).statusCode).toBe(404);
  });

  it('refuses a file named .jpg with other bytes, and one over the limit; nothing is stored', async () => {
    const disguised = await upload(
      'otherStudent',
      url(ids.otherStudent, '/conduct-certificate'),
      'file',
      'certificate.jpg',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({ field: 'file', message: 'file: the document must be a PDF, JPEG, PNG or WebP file' });
    const tooLarge = await upload(
      'otherStudent',
      url(ids.otherStudent, '/conduct-certificate'),
      'file',
      'c.pdf',
      Buffer.concat([pdf(), Buffer.alloc(STUDENT_FILE_LIMITS.documentBytes)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The document must be 5 MB or smaller');
    expect((await documentOf('otherStudent', ids.otherStudent, 'conduct-certificate'))?.status).toBe('missing');
    expect((await upload('otherStudent', url(ids.otherStudent, '/not-a-document'), 'file', 'c.pdf', pdf())).statusCode).toBe(400);
  });

  it('a student reads and uploads only their own; only the admin verifies or rejects', async () => {
    expect((await get('anonymous', url(ids.student))).statusCode).toBe(401);
    expect((await get('otherStudent', url(ids.student))).statusCode).toBe(403);
    expect((await get('faculty', url(ids.student))).statusCode).toBe(403);
    expect((await get('admin', url(ids.student))).statusCode).toBe(200);
    expect((await get('admin', url(999_999))).statusCode).toBe(404);
    expect((await upload('otherStudent', url(ids.student, `/${kind}`), 'file', 'x.pdf', pdf())).statusCode).toBe(403);
    expect((await upload('faculty', url(ids.student, `/${kind}`), 'file', 'x.pdf', pdf())).statusCode).toBe(403);
    expect((await get('otherStudent', url(ids.student, '/ssc-marks-memo/file'))).statusCode).toBe(403);
    expect((await review('anonymous', ids.otherStudent, 'aadhaar-card', { decision: 'verified' })).statusCode).toBe(401);
    expect((await review('otherStudent', ids.otherStudent, 'aadhaar-card', { decision: 'verified' })).statusCode).toBe(403);
    expect((await review('faculty', ids.otherStudent, 'aadhaar-card', { decision: 'verified' })).statusCode).toBe(403);
    expect((await review('admin', ids.otherStudent, 'caste-certificate', { decision: 'verified' })).statusCode).toBe(404);
    expect((await review('admin', ids.otherStudent, 'aadhaar-card', { decision: 'approved' })).statusCode).toBe(400);
    const byAdmin = await upload('admin', url(ids.otherStudent, `/${kind}`), 'file', 'memo.pdf', pdf('office copy'));
    expect(byAdmin.json()).toMatchObject({ status: 'waiting' });
  });
});
