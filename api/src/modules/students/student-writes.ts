import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SessionUser } from '../../plugins/session.ts';
import { toDateOnly } from '../../shared/dates.ts';
import { conflict, notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Account } from '../auth/account.entity.ts';
import { type LinkSettings, queueFirstSignIn } from '../accounts/links.ts';
import { generatePassword, hashPassword } from '../auth/passwords.ts';
import { emailOrPlaceholder } from '../contact-info/contact-info.dto.ts';
import { ContactInfo } from '../contact-info/contact-info.entity.ts';
import { PersonalInfo } from '../personal-info/personal-info.entity.ts';
import type { StudentCreateBody, StudentUpdateBody } from '../../contract.ts';
import { Student } from './student.entity.ts';

const newEnrollmentNumber = () => `ENR-${Date.now().toString(36).toUpperCase()}-${randomBytes(2).toString('hex').toUpperCase()}`;

interface NewStudent {
  body: StudentCreateBody;
  email: string;
  passwordHash: string;
}

function insertStudent(tx: EntityManager, { body, email, passwordHash }: NewStudent): Account {
  const { personalInfo: personal, contactInfo: contact } = body;
  const created = tx.create(Student, {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    enrollmentNumber: body.enrollmentNumber?.trim() ?? newEnrollmentNumber(),
    profilePic: body.ProfilePic || null,
    fatherFirstName: body.fatherFirstName.trim(),
    fatherLastName: body.fatherLastName.trim(),
    motherFirstName: body.motherFirstName.trim(),
    motherLastName: body.motherLastName.trim(),
    year: body.year ?? 'FIRST',
    quota: body.quota ?? 'convener',
  });
  tx.create(PersonalInfo, {
    dob: toDateOnly('personalInfo.dob', personal.dob),
    address: personal.address || null,
    gender: personal.gender,
    nationality: personal.nationality.trim(),
    religion: personal.religion.trim(),
    student: created,
  });
  tx.create(ContactInfo, { email, phone: contact?.phone || null, student: created });
  return tx.create(Account, { type: 'student', login: email, passwordHash, mustChangePassword: true, student: created });
}

/**
 * Students, their personal and contact info and sign-in accounts, all in one transaction or none, each with the
 * mail of its first-sign-in link. The accounts' passwords are random and never shown: the link sets the first one.
 */
async function createAll(em: EntityManager, bodies: StudentCreateBody[], emails: string[], actor: SessionUser | null, links: LinkSettings) {
  const passwordHashes = await Promise.all(bodies.map(() => hashPassword(generatePassword())));
  return em.transactional(async (tx) => {
    const accounts = bodies.map((body, index) => insertStudent(tx, { body, email: emails[index] as string, passwordHash: passwordHashes[index] as string }));
    await tx.flush();
    const created = [];
    for (const account of accounts) {
      const student = account.student as Student;
      await queueFirstSignIn(tx, account, links);
      recordAudit(tx, actor, 'create', 'student', student.id);
      created.push({ student, signInLinkSentTo: account.login });
    }
    return created;
  });
}

export async function createStudent(em: EntityManager, body: StudentCreateBody, actor: SessionUser | null, emailDomain: string, links: LinkSettings) {
  const [created] = await createAll(em, [body], [emailOrPlaceholder(body.contactInfo?.email, 'student', emailDomain)], actor, links);
  if (!created) throw new Error('student not created');
  return created;
}

/** CSV import: every row or none; an e-mail repeated in the file or already in use names its row. */
export async function importStudents(em: EntityManager, bodies: StudentCreateBody[], actor: SessionUser | null, emailDomain: string, links: LinkSettings) {
  const emails = bodies.map((body) => emailOrPlaceholder(body.contactInfo?.email, 'student', emailDomain));
  const repeated = emails.findIndex((email, index) => emails.indexOf(email) !== index);
  if (repeated >= 0) throw conflict(`students.${repeated}.contactInfo.email ${emails[repeated]} is also on another row`);
  const taken = new Set((await em.find(ContactInfo, { email: { $in: emails } }, { fields: ['email'] })).map((info) => info.email));
  const inUse = emails.findIndex((email) => taken.has(email));
  if (inUse >= 0) throw conflict(`students.${inUse}.contactInfo.email ${emails[inUse]} is already in use`);
  return createAll(em, bodies, emails, actor, links);
}

const trimmed = (value: string | undefined) => value?.trim();

export async function updateStudent(em: EntityManager, id: number, body: StudentUpdateBody, actor: SessionUser | null, emailDomain: string) {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, id, { populate: ['personalInfo', 'contactInfo'] });
    if (!student) throw notFound('Student');
    const { personalInfo: personal, contactInfo: contact } = body;
    tx.assign(
      student,
      {
        firstName: trimmed(body.firstName),
        lastName: trimmed(body.lastName),
        enrollmentNumber: trimmed(body.enrollmentNumber),
        profilePic: body.ProfilePic === undefined ? undefined : body.ProfilePic || null,
        fatherFirstName: trimmed(body.fatherFirstName),
        fatherLastName: trimmed(body.fatherLastName),
        motherFirstName: trimmed(body.motherFirstName),
        motherLastName: trimmed(body.motherLastName),
        year: body.year,
        quota: body.quota,
      },
      { ignoreUndefined: true },
    );
    if (personal) {
      const info =
        student.personalInfo ??
        tx.create(PersonalInfo, { dob: toDateOnly('personalInfo.dob', undefined), gender: 'Other', nationality: '', religion: '', student });
      tx.assign(
        info,
        {
          dob: personal.dob == null ? undefined : toDateOnly('personalInfo.dob', personal.dob),
          address: personal.address === undefined ? undefined : personal.address || null,
          gender: personal.gender,
          nationality: trimmed(personal.nationality),
          religion: trimmed(personal.religion),
        },
        { ignoreUndefined: true },
      );
    }
    if (contact) {
      const info = student.contactInfo ?? tx.create(ContactInfo, { email: '', student });
      if (contact.email !== undefined || !info.email) {
        info.email = emailOrPlaceholder(contact.email, 'student', emailDomain);
        await tx.nativeUpdate(Account, { student: student.id }, { login: info.email });
      }
      if (contact.phone !== undefined) info.phone = contact.phone || null;
    }
    recordAudit(tx, actor, 'update', 'student', student.id);
    return student;
  });
}
