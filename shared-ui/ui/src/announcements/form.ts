import { ANNOUNCEMENT_LIMITS, lengthProblem, YEARS, type Year } from '@college/contract/limits';
import type { AnnouncementBody } from './api.ts';

export type PostedAudience = AnnouncementBody['audience'];
export type AnnouncementValues = { title: string; body: string; audience: PostedAudience; year: string; subjectId: string };
export type AnnouncementErrors = Partial<Record<keyof AnnouncementValues, string>>;

export const emptyAnnouncement = (audience: PostedAudience): AnnouncementValues => ({ title: '', body: '', audience, year: '', subjectId: '' });

/** The same rules as the API's, in the form's words. */
export function validateAnnouncement(values: AnnouncementValues): AnnouncementErrors {
  const errors: AnnouncementErrors = {};
  const title = values.title.trim() ? lengthProblem('Title', values.title, ANNOUNCEMENT_LIMITS.title) : 'Title is required';
  if (title) errors.title = title;
  const body = values.body.trim() ? lengthProblem('Message', values.body, ANNOUNCEMENT_LIMITS.body) : 'Message is required';
  if (body) errors.body = body;
  if (values.audience === 'year' && !YEARS.includes(values.year as Year)) errors.year = 'Choose the year';
  if (values.audience === 'subject' && !values.subjectId) errors.subjectId = 'Choose the class';
  return errors;
}

export function toAnnouncementBody(values: AnnouncementValues): AnnouncementBody {
  const common = { title: values.title.trim(), body: values.body.trim(), audience: values.audience };
  if (values.audience === 'year') return { ...common, year: values.year as Year };
  if (values.audience === 'subject') return { ...common, subjectId: Number(values.subjectId) };
  return common;
}
