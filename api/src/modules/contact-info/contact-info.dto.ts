import type { ContactInfo } from './contact-info.entity.ts';

export const contactInfoDto = (info: ContactInfo) => ({ id: info.id, email: info.email, phone: info.phone ?? null });

let lastStamp = 0;
/** Milliseconds since the epoch, never the same twice in this process (two placeholders in one millisecond). */
function uniqueTimestamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/** `student{timestamp}@<college domain>` (SPEC §9) when the form left the e-mail empty. */
export function emailOrPlaceholder(email: string | undefined, kind: 'student' | 'faculty', domain: string): string {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : `${kind}${uniqueTimestamp()}@${domain}`;
}
