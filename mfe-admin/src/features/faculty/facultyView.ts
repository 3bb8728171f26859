import { useSearchParams } from 'react-router-dom';

/**
 * Faculty-view mode of the faculty list (SPEC section 6) is reached with
 * `/admin-dashboard/faculty?view=faculty&email={faculty e-mail}`: the list holds only that member,
 * titled 'My Profile', with no add, delete or e-mail editing.
 */
export const facultyViewPath = (email: string) => `/admin-dashboard/faculty?${new URLSearchParams({ view: 'faculty', email })}`;

export function useFacultyView(): string | null {
  const [params] = useSearchParams();
  return params.get('view') === 'faculty' ? (params.get('email') ?? '').trim().toLowerCase() : null;
}
