import { Type } from 'typebox';
import { listQueryProperties } from '../../shared/list-query.ts';
import { ignoredId, requiredDate, requiredText, strictObject } from '../../shared/schemas.ts';

export const EVENT_PHOTO_MAX = 5 * 1024 * 1024;
/** 5 MiB of base64 photo plus room for the other fields. */
export const EVENT_BODY_LIMIT = EVENT_PHOTO_MAX + 64 * 1024;

// base64 without the data-URL prefix (SPEC §3); a `data:image/...;base64,` prefix is accepted and removed
const photo = Type.String({ maxLength: EVENT_PHOTO_MAX + 100, pattern: '^(data:image/[a-z0-9.+-]+;base64,)?[A-Za-z0-9+/]*={0,2}$' });

export const eventBody = strictObject({
  id: ignoredId,
  eventTitle: requiredText(200),
  eventDate: requiredDate,
  eventPhoto: Type.Optional(Type.Union([photo, Type.Null()])),
});
export const eventListQuery = Type.Object(listQueryProperties);
