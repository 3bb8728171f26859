// The API's contract: every route's schemas (TypeBox), in one place. The API registers its routes with
// these schemas (a test fails when a registered route differs from its entry here, or lacks one), its
// OpenAPI document is generated from them, and the portals take their types from them (`Static`, types
// only: nothing here reaches a bundle but the plain values of ./limits.ts). docs/decisions/ says why.
import type { Static, TSchema } from 'typebox';
import { announcementRoutes } from './announcements.ts';
import { accountRoutes } from './accounts.ts';
import { analyticsRoutes } from './analytics.ts';
import { archiveRoutes } from './archive.ts';
import { catalogRoutes } from './catalog.ts';
import { libraryRoutes } from './library.ts';
import { newsletterRoutes } from './newsletter.ts';
import type { FileReply, RouteSchema } from './common.ts';
import { documentRoutes } from './documents.ts';
import { feesOfficeRoutes } from './fees-office.ts';
import { hallTicketRoutes } from './hall-tickets.ts';
import { peopleRoutes } from './people.ts';
import { promotionRoutes } from './promotion.ts';
import { studentFileRoutes } from './student-files.ts';
import { recordRoutes } from './records.ts';
import { submissionRoutes } from './submissions.ts';
import { teachingYearRoutes } from './teaching-year.ts';

export * from './announcements.ts';
export * from './accounts.ts';
export * from './analytics.ts';
export * from './archive.ts';
export * from './catalog.ts';
export * from './library.ts';
export * from './newsletter.ts';
export * from './common.ts';
export * from './documents.ts';
export * from './fees-office.ts';
export * from './hall-tickets.ts';
export * from './limits.ts';
export * from './people.ts';
export * from './promotion.ts';
export * from './student-files.ts';
export * from './records.ts';
export * from './submissions.ts';
export * from './teaching-year.ts';

/** Every route of the API (under /api), by `METHOD /path` with Fastify's `:param` segments. */
export const apiRoutes = {
  ...accountRoutes,
  ...analyticsRoutes,
  ...archiveRoutes,
  ...announcementRoutes,
  ...catalogRoutes,
  ...documentRoutes,
  ...feesOfficeRoutes,
  ...hallTicketRoutes,
  ...libraryRoutes,
  ...newsletterRoutes,
  ...peopleRoutes,
  ...promotionRoutes,
  ...studentFileRoutes,
  ...recordRoutes,
  ...submissionRoutes,
  ...teachingYearRoutes,
} satisfies Record<string, RouteSchema>;
export type ApiRoutes = typeof apiRoutes;
export type RouteKey = keyof ApiRoutes;

type Part<Key extends RouteKey, Name extends string> = ApiRoutes[Key] extends { [N in Name]: infer S extends TSchema } ? Static<S> : undefined;
type SuccessCode<Key extends RouteKey> = Extract<keyof ApiRoutes[Key]['response'], 200 | 201 | 204>;
type Answer<S> = S extends FileReply ? string : S extends TSchema ? Static<S> : never;

/** What a route answers on success (its 2xx bodies). */
export type RouteReply<Key extends RouteKey> = Answer<ApiRoutes[Key]['response'][SuccessCode<Key>]>;
export type RouteBody<Key extends RouteKey> = Part<Key, 'body'>;
export type RouteQuery<Key extends RouteKey> = Part<Key, 'querystring'>;
export type RouteParams<Key extends RouteKey> = Part<Key, 'params'>;
export type RouteHeaders<Key extends RouteKey> = Part<Key, 'headers'>;
/** The routes whose body is a multipart form (sent as FormData). */
export type MultipartRoute = { [Key in RouteKey]: ApiRoutes[Key] extends { consumes: readonly string[] } ? Key : never }[RouteKey];
