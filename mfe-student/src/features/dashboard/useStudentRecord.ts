import { ApiError, getStudent, type Student } from '@college/shared-ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export type StudentRecordState = { status: 'loading' } | { status: 'loaded'; student: Student } | { status: 'not-found' };

/**
 * Loads the signed-in student's record. 404 shows 'Student not found'; 401 is left to the
 * session-expiry handler; any other failure is a silent redirect to the login page (SPEC section 8).
 */
export function useStudentRecord(studentId: number | string): StudentRecordState {
  const navigate = useNavigate();
  const [state, setState] = useState<StudentRecordState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    getStudent(studentId)
      .then((student) => active && setState({ status: 'loaded', student }))
      .catch((error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' });
        else if (!(error instanceof ApiError && error.status === 401)) navigate('/student-login', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [studentId, navigate]);

  return state;
}
