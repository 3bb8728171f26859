import type { SubmissionKind } from '@college/shared-ui/portal';
import { submissionStatusLabels } from '@college/shared-ui/submissions';

export const kindLabels: Record<SubmissionKind, string> = {
  scholarship: 'Scholarship application',
  admission: 'Admission enquiry',
  contact: 'Contact message',
  'research-proposal': 'Research proposal',
  'book-request': 'Book request',
};

export const statusLabels = submissionStatusLabels;

const optionsOf = <K extends string>(labels: Record<K, string>) => (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
export const kindOptions = optionsOf(kindLabels);
export const statusOptions = optionsOf(statusLabels);

export const formatReceived = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });

export const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** `personalStatement` -> `Personal statement`: the form's field names as the office reads them. */
export const fieldLabel = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
