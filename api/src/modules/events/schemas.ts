import { Type } from 'typebox';
import { listQueryProperties } from '../../shared/list-query.ts';
import { ignoredId, requiredDate, requiredText, strictObject } from '../../shared/schemas.ts';
import { PHOTO_FILE_PATTERN } from './photo-files.ts';

export const EVENT_PHOTO_MAX = 5 * 1024 * 1024;
/** 5 MiB of base64 photo plus room for the other fields. */
export const EVENT_BODY_LIMIT = EVENT_PHOTO_MAX + 64 * 1024;
/** GET /api/events without paging: the newest events, as many as the home slideshow shows. */
export const RECENT_EVENTS = 10;

// base64 without the data-URL prefix (SPEC §3); a `data:image/...;base64,` prefix is accepted and removed.
// Its length is checked by the handler (413 past EVENT_PHOTO_MAX), the body limit bounds it first.
const photo = Type.String({ pattern: '^(data:image/[a-z0-9.+-]+;base64,)?[A-Za-z0-9+/]*={0,2}$' });

export const eventBody = strictObject({
  id: ignoredId,
  eventTitle: requiredText(200),
  eventDate: requiredDate,
  eventPhoto: Type.Optional(Type.Union([photo, Type.Null()])),
});
export const eventListQuery = Type.Object(listQueryProperties);

/** Comma-separated `url <width>w` candidates of one format. */
const srcset = Type.String();
export const eventPhotoReply = Type.Object({
  /** The largest JPEG: what a browser without `srcset` shows. */
  src: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  srcset: Type.Object({ avif: srcset, webp: srcset, jpeg: srcset }),
});
export const eventReply = Type.Object({
  id: Type.Integer(),
  eventTitle: Type.String(),
  eventDate: Type.String(),
  photo: Type.Union([eventPhotoReply, Type.Null()]),
});
export const eventListReply = Type.Union([
  Type.Array(eventReply),
  Type.Object({ items: Type.Array(eventReply), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }),
]);
export const photoFileParams = Type.Object({ file: Type.String({ maxLength: 64, pattern: PHOTO_FILE_PATTERN }) }, { additionalProperties: false });
