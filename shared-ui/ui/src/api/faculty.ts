import type { Static } from 'typebox';
import type { calendarEntryReply, RouteBody, RouteReply } from '@college/contract';
import { call } from '@college/shared-ui/state';

export type Faculty = RouteReply<'GET /faculty/:id'>;
export type FacultyCalendarEvent = Static<typeof calendarEntryReply>;

/** What a faculty member may change on their own record: everything but the e-mail (CONTRACT section 5). */
type FacultyUpdate = RouteBody<'PUT /faculty/:id'>;
export type OwnFacultyUpdate = Omit<FacultyUpdate, 'contactInfo'> & { contactInfo?: Omit<NonNullable<FacultyUpdate['contactInfo']>, 'email'> };

export const getFaculty = (id: number | string) => call('GET /faculty/:id', { params: { id }, query: { include: 'personalInfo,contactInfo' } });
export const getFacultyCalendar = (id: number | string) => call('GET /faculty/:id/calendar', { params: { id } });
export const updateOwnFacultyProfile = (id: number | string, body: OwnFacultyUpdate) => call('PUT /faculty/:id', { params: { id }, body });
