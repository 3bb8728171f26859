import type { AdminFaculty, Column } from '@college/shared-ui/portal';
import { Link } from 'react-router-dom';
import { dateOnly, fullName, orNA } from '../../lib/format.ts';
import { facultyViewPath } from './facultyView.ts';

export interface FacultyRowActions {
  facultyView: boolean;
  onEdit: (faculty: AdminFaculty) => void;
  onResetPassword: (faculty: AdminFaculty) => void;
  /** Mails the first-sign-in link again (the one-time password is the fallback). */
  onSendSignInLink: (faculty: AdminFaculty) => void;
  onDelete: (faculty: AdminFaculty) => void;
}

export function facultyColumns({ facultyView, onEdit, onResetPassword, onSendSignInLink, onDelete }: FacultyRowActions): Column<AdminFaculty>[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'name', render: (f) => fullName(f) },
    { key: 'designation', header: 'Designation', sortKey: 'designation', render: (f) => orNA(f.designation) },
    { key: 'specialization', header: 'Specialization', sortKey: 'specialization', render: (f) => orNA(f.specialization) },
    { key: 'experience', header: 'Experience (years)', sortKey: 'experienceYears', render: (f) => orNA(f.experienceYears) },
    { key: 'joined', header: 'Joined', sortKey: 'yearOfJoining', render: (f) => orNA(dateOnly(f.yearOfJoining)) },
    { key: 'email', header: 'Email', sortKey: 'email', render: (f) => orNA(f.contactInfo?.email) },
    { key: 'phone', header: 'Phone', render: (f) => orNA(f.contactInfo?.phone) },
    {
      key: 'actions',
      header: 'Actions',
      render: (f) => {
        const name = fullName(f);
        const email = f.contactInfo?.email;
        return (
          <span className="admin-row-actions">
            <button type="button" className="ui-button ui-button--secondary" aria-label={`Edit ${name}`} onClick={() => onEdit(f)}>
              Edit
            </button>
            {facultyView ? null : (
              <>
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  aria-label={`Send sign-in link to ${name}`}
                  onClick={() => onSendSignInLink(f)}
                >
                  Send sign-in link
                </button>
                <button type="button" className="ui-button ui-button--secondary" aria-label={`Reset password of ${name}`} onClick={() => onResetPassword(f)}>
                  Reset password
                </button>
                {email ? (
                  <Link className="ui-button ui-button--secondary" to={facultyViewPath(email)} aria-label={`Faculty view of ${name}`}>
                    Faculty view
                  </Link>
                ) : null}
                <button type="button" className="ui-button ui-button--danger" aria-label={`Delete ${name}`} onClick={() => onDelete(f)}>
                  Delete
                </button>
              </>
            )}
          </span>
        );
      },
    },
  ];
}
