import type { ContactInfo } from './contact-info.entity.ts';

export const contactInfoDto = (info: ContactInfo) => ({ id: info.id, email: info.email, phone: info.phone ?? null });

/** `student{timestamp}@<college domain>` (SPEC §9) when the form left the e-mail empty. */
export function emailOrPlaceholder(email: string | undefined, kind: 'student' | 'faculty', domain: string): string {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : `${kind}${Date.now()}@${domain}`;
}
