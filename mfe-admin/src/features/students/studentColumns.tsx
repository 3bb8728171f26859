import { yearLabel } from '@college/shared-ui/format';
import type { AdminStudent, Column } from '@college/shared-ui/portal';
import { fullName, orNA } from '../../lib/format.ts';

export interface StudentRowActions {
  onEdit: (student: AdminStudent) => void;
  onResetPassword: (student: AdminStudent) => void;
  /** Mails the first-sign-in link again (the one-time password is the fallback). */
  onSendSignInLink: (student: AdminStudent) => void;
  onDelete: (student: AdminStudent) => void;
}

export function studentColumns({ onEdit, onResetPassword, onSendSignInLink, onDelete }: StudentRowActions): Column<AdminStudent>[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'name', render: (s) => fullName(s) },
    { key: 'enrollment', header: 'Enrollment No.', sortKey: 'enrollmentNumber', render: (s) => orNA(s.enrollmentNumber) },
    { key: 'year', header: 'Year', sortKey: 'year', render: (s) => (s.year ? yearLabel(s.year) : orNA(s.year)) },
    { key: 'email', header: 'Email', sortKey: 'email', render: (s) => orNA(s.contactInfo?.email) },
    { key: 'phone', header: 'Phone', render: (s) => orNA(s.contactInfo?.phone) },
    { key: 'gender', header: 'Gender', render: (s) => orNA(s.personalInfo?.gender) },
    {
      key: 'actions',
      header: 'Actions',
      render: (s) => {
        const name = fullName(s);
        return (
          <span className="admin-row-actions">
            <button type="button" className="ui-button ui-button--secondary" aria-label={`Edit ${name}`} onClick={() => onEdit(s)}>
              Edit
            </button>
            <button type="button" className="ui-button ui-button--secondary" aria-label={`Send sign-in link to ${name}`} onClick={() => onSendSignInLink(s)}>
              Send sign-in link
            </button>
            <button type="button" className="ui-button ui-button--secondary" aria-label={`Reset password of ${name}`} onClick={() => onResetPassword(s)}>
              Reset password
            </button>
            <button type="button" className="ui-button ui-button--danger" aria-label={`Delete ${name}`} onClick={() => onDelete(s)}>
              Delete
            </button>
          </span>
        );
      },
    },
  ];
}
