// Announcements: each signed-in person's list, posting (admin, teachers), marking read, the e-mail setting.
import { call } from '@college/shared-ui/state';
import type { AnnouncementBody, AnnouncementReply } from '@college/contract';

export type Announcement = AnnouncementReply;
export type { AnnouncementBody };

/** The data cache's key of the signed-in person's announcements. */
export const ANNOUNCEMENTS_KEY = ['announcements'] as const;
export const NOTIFICATION_SETTINGS_KEY = ['notification-settings'] as const;

export const listAnnouncements = (signal?: AbortSignal) => call('GET /announcements', { signal });
export const postAnnouncement = (body: AnnouncementBody) => call('POST /announcements', { body });
export const markAnnouncementRead = (id: number) => call('POST /announcements/:id/read', { params: { id } });
export const getNotificationSettings = (signal?: AbortSignal) => call('GET /notification-settings', { signal });
export const saveNotificationSettings = (announcementEmail: boolean) => call('PUT /notification-settings', { body: { announcementEmail } });
