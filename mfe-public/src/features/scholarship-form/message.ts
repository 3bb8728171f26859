import { scholarshipText } from './content.ts';
import type { ScholarshipValues } from './validation.ts';

export const excerptLength = 200;

export const excerpt = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length > excerptLength ? `${trimmed.slice(0, excerptLength)}...` : trimmed;
};

/** The pre-filled chat message of the scholarship form's second button. */
export function buildScholarshipMessage(values: ScholarshipValues): string {
  return [
    scholarshipText.messageHeader,
    `Full Name: ${values.fullName.trim()}`,
    `Email: ${values.email.trim()}`,
    `Phone: ${values.phone.trim()}`,
    `Academic Percentage: ${values.academicPercentage.trim()}%`,
    `Enrollment Number: ${values.enrollmentNumber.trim()}`,
    `Personal Statement: ${excerpt(values.personalStatement)}`,
    `Community Involvement: ${excerpt(values.communityInvolvement)}`,
    scholarshipText.documentsLine,
  ].join('\n');
}

export const scholarshipChatLink = (number: string, message: string) => `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
