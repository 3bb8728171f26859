import { ApiError, getStudent, type Student } from '@college/shared-ui';
import { DASHBOARD_FAILED } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export type StudentRecordState = { status: 'loading' } | { status: 'loaded'; student: Student } | { status: 'not-found' };

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * The signed-in student's record. 404 shows 'Student not found'; 401 is left to the
 * session-expiry handler; any other failure is a silent redirect to the login page (SPEC section 8).
 */
export function useStudentRecord(studentId: number | string): StudentRecordState {
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['student', Number(studentId)], queryFn: () => getStudent(studentId) });
  const failed = query.isError ? statusOf(query.error) : null;
  useEffect(() => {
    if (failed !== null && failed !== 404 && failed !== 401) navigate('/student-login', { replace: true, state: DASHBOARD_FAILED });
  }, [failed, navigate]);
  if (query.isSuccess) return { status: 'loaded', student: query.data };
  return failed === 404 ? { status: 'not-found' } : { status: 'loading' };
}
