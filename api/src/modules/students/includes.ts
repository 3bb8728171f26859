import { badRequest } from '../../shared/http-errors.ts';
import type { StudentInclude } from './student.dto.ts';

const POPULATE: Record<string, { include: StudentInclude; populate: string }> = {
  personalInfo: { include: 'personalInfo', populate: 'personalInfo' },
  contactInfo: { include: 'contactInfo', populate: 'contactInfo' },
  fees: { include: 'fees', populate: 'charges.concessions' },
  results: { include: 'results', populate: 'results.subject' },
  'results.subject': { include: 'results', populate: 'results.subject' },
  gradeInfo: { include: 'gradeInfo', populate: 'gradeInfo.subject' },
  'gradeInfo.subject': { include: 'gradeInfo', populate: 'gradeInfo.subject' },
};

/** `include=personalInfo,contactInfo,fees,results.subject,gradeInfo.subject` -> what to load and show. */
export function parseStudentIncludes(raw: string | undefined) {
  const include = new Set<StudentInclude>();
  const populate = new Set<string>();
  for (const name of (raw ?? '').split(',').filter(Boolean)) {
    const entry = Object.hasOwn(POPULATE, name) ? POPULATE[name] : undefined;
    if (!entry) throw badRequest(`include must be a comma-separated list of ${Object.keys(POPULATE).join(', ')}`);
    include.add(entry.include);
    populate.add(entry.populate);
  }
  // what is paid of each charge comes from the student's payments
  if (include.has('fees')) populate.add('payments');
  // MikroORM's populate hint is a compile-time type; this list is checked against POPULATE above
  return { include, populate: [...populate] as never[] };
}
