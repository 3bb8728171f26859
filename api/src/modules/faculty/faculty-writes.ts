import type { EntityManager } from '@mikro-orm/core';
import type { SessionUser } from '../../plugins/session.ts';
import { toDateOnly } from '../../shared/dates.ts';
import { DEFAULT_DESIGNATION, NOT_SPECIFIED } from '../../shared/domain.ts';
import { notFound } from '../../shared/http-errors.ts';
import { recordAudit } from '../audit-log/record-audit.ts';
import { Account } from '../auth/account.entity.ts';
import { type LinkSettings, queueFirstSignIn } from '../accounts/links.ts';
import { generatePassword, hashPassword } from '../auth/passwords.ts';
import { emailOrPlaceholder } from '../contact-info/contact-info.dto.ts';
import { ContactInfo } from '../contact-info/contact-info.entity.ts';
import { PersonalInfo } from '../personal-info/personal-info.entity.ts';
import { Faculty } from './faculty.entity.ts';
import type { FacultyCreateBody, FacultyUpdateBody } from '../../contract.ts';

const orDefault = (value: string | undefined, fallback: string) => value?.trim() || fallback;
const trimmed = (value: string | undefined) => value?.trim();

/**
 * Faculty member, personal and contact info and an account, in one transaction, with the mail of its first-sign-in
 * link. The account's password is random and never shown: the link sets the first one.
 */
export async function createFaculty(em: EntityManager, body: FacultyCreateBody, actor: SessionUser | null, emailDomain: string, links: LinkSettings) {
  const passwordHash = await hashPassword(generatePassword());
  const email = emailOrPlaceholder(body.contactInfo?.email, 'faculty', emailDomain);
  const personal = body.personalInfo ?? {};
  const faculty = await em.transactional(async (tx) => {
    const created = tx.create(Faculty, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      designation: orDefault(body.designation, DEFAULT_DESIGNATION),
      specialization: body.specialization.trim(),
      experienceYears: body.experienceYears ?? 0,
      yearOfJoining: toDateOnly('yearOfJoining', body.yearOfJoining),
    });
    tx.create(PersonalInfo, {
      dob: toDateOnly('personalInfo.dob', personal.dob),
      address: personal.address || null,
      gender: personal.gender ?? NOT_SPECIFIED,
      nationality: orDefault(personal.nationality, NOT_SPECIFIED),
      religion: orDefault(personal.religion, NOT_SPECIFIED),
      faculty: created,
    });
    tx.create(ContactInfo, { email, phone: body.contactInfo?.phone || null, faculty: created });
    const account = tx.create(Account, { type: 'faculty', login: email, passwordHash, mustChangePassword: true, faculty: created });
    await tx.flush();
    await queueFirstSignIn(tx, account, links);
    recordAudit(tx, actor, 'create', 'faculty', created.id);
    return created;
  });
  return { faculty, signInLinkSentTo: email };
}

export async function updateFaculty(em: EntityManager, id: number, body: FacultyUpdateBody, actor: SessionUser | null, emailDomain: string) {
  return em.transactional(async (tx) => {
    const faculty = await tx.findOne(Faculty, id, { populate: ['personalInfo', 'contactInfo'] });
    if (!faculty) throw notFound('Faculty member');
    tx.assign(
      faculty,
      {
        firstName: trimmed(body.firstName),
        lastName: trimmed(body.lastName),
        designation: body.designation === undefined ? undefined : orDefault(body.designation, DEFAULT_DESIGNATION),
        specialization: trimmed(body.specialization),
        experienceYears: body.experienceYears,
        yearOfJoining: body.yearOfJoining === undefined ? undefined : toDateOnly('yearOfJoining', body.yearOfJoining),
      },
      { ignoreUndefined: true },
    );
    const personal = body.personalInfo;
    if (personal) {
      const info =
        faculty.personalInfo ??
        tx.create(PersonalInfo, { dob: toDateOnly('dob', undefined), gender: NOT_SPECIFIED, nationality: NOT_SPECIFIED, religion: NOT_SPECIFIED, faculty });
      tx.assign(
        info,
        {
          dob: personal.dob == null ? undefined : toDateOnly('personalInfo.dob', personal.dob),
          address: personal.address === undefined ? undefined : personal.address || null,
          gender: personal.gender,
          nationality: personal.nationality === undefined ? undefined : orDefault(personal.nationality, NOT_SPECIFIED),
          religion: personal.religion === undefined ? undefined : orDefault(personal.religion, NOT_SPECIFIED),
        },
        { ignoreUndefined: true },
      );
    }
    const contact = body.contactInfo;
    if (contact) {
      const info = faculty.contactInfo ?? tx.create(ContactInfo, { email: '', faculty });
      if (contact.email !== undefined || !info.email) {
        const email = emailOrPlaceholder(contact.email, 'faculty', emailDomain);
        if (email !== info.email) {
          info.email = email;
          await tx.nativeUpdate(Account, { faculty: faculty.id }, { login: email });
        }
      }
      if (contact.phone !== undefined) info.phone = contact.phone || null;
    }
    recordAudit(tx, actor, 'update', 'faculty', faculty.id);
    return faculty;
  });
}
