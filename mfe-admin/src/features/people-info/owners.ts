import type { InfoOwner } from '@college/shared-ui/portal';

export const ownerLabels: Record<InfoOwner, { title: string; word: string }> = {
  student: { title: 'Student', word: 'student' },
  faculty: { title: 'Faculty', word: 'faculty' },
};
export const OWNERS: InfoOwner[] = ['student', 'faculty'];
