import { defineEntity, p } from '@mikro-orm/core';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_KINDS } from '../../contract.ts';
import { YEARS } from '../../shared/domain.ts';
import { Account } from '../auth/account.entity.ts';
import { Subject } from '../subjects/subject.entity.ts';

/**
 * Something said to a group: posted by the admin or a teacher, or sent by the API itself (results
 * published, a fee falling due). Who it went to is fixed when it is sent (AnnouncementRecipient).
 */
const AnnouncementSchema = defineEntity({
  name: 'Announcement',
  tableName: 'announcement',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(150),
    body: p.string().length(4000),
    kind: p.enum(ANNOUNCEMENT_KINDS),
    audience: p.enum(ANNOUNCEMENT_AUDIENCES),
    year: p.enum(YEARS).nullable(),
    subject: () => p.manyToOne(Subject).nullable().deleteRule('cascade').index(),
    academicYear: p.string().length(7).nullable(),
    authorAccount: () => p.manyToOne(Account).nullable().deleteRule('set null').index(),
    authorName: p.string().length(254),
    recipients: p.integer(),
    createdAt: p.datetime().index(),
    /** Set on automatic notices (`fee-due:<charge id>`), so each is sent once whatever runs the job. */
    onceKey: p.string().length(100).nullable().unique(),
  },
});

export class Announcement extends AnnouncementSchema.class {}
AnnouncementSchema.setClass(Announcement);

/** One person an announcement went to, and when they read it. */
const AnnouncementRecipientSchema = defineEntity({
  name: 'AnnouncementRecipient',
  tableName: 'announcement_recipient',
  properties: {
    id: p.bigint().primary(),
    announcement: () => p.manyToOne(Announcement).deleteRule('cascade'),
    account: () => p.manyToOne(Account).deleteRule('cascade'),
    readAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ['account', 'announcement'] }],
  indexes: [{ properties: ['announcement'] }],
});

export class AnnouncementRecipient extends AnnouncementRecipientSchema.class {}
AnnouncementRecipientSchema.setClass(AnnouncementRecipient);

/** A person's choice about announcement e-mail; no row means they get it. */
const NotificationSettingSchema = defineEntity({
  name: 'NotificationSetting',
  tableName: 'notification_setting',
  properties: {
    id: p.integer().primary(),
    account: () => p.oneToOne(Account).owner().deleteRule('cascade'),
    announcementEmail: p.boolean(),
  },
});

export class NotificationSetting extends NotificationSettingSchema.class {}
NotificationSettingSchema.setClass(NotificationSetting);
