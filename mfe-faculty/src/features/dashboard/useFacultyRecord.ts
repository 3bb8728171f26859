import { ApiError, type Faculty, type FacultyCalendarEvent, getFaculty, getFacultyCalendar } from '@college/shared-ui';
import { DASHBOARD_FAILED } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export interface FacultyRecord {
  faculty: Faculty | null;
  calendar: FacultyCalendarEvent[];
  setFaculty: (faculty: Faculty) => void;
}

/** A failed calendar fetch leaves the calendar empty (SPEC section 7). */
async function calendarOf(facultyId: number | string): Promise<FacultyCalendarEvent[]> {
  try {
    const events = await getFacultyCalendar(facultyId);
    return Array.isArray(events) ? events : [];
  } catch (error) {
    console.error('[faculty] calendar failed to load', error);
    return [];
  }
}

/**
 * The signed-in member's record and the academic calendar. A failed record fetch is a silent
 * redirect to the login page (401 is left to the session-expiry handler); a saved profile is the record.
 */
export function useFacultyRecord(facultyId: number | string): FacultyRecord {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = ['faculty-record', Number(facultyId)];
  const record = useQuery({ queryKey: key, queryFn: () => getFaculty(facultyId) });
  const calendar = useQuery({ queryKey: ['faculty-calendar', Number(facultyId)], queryFn: () => calendarOf(facultyId) });
  const failed = record.isError && !(record.error instanceof ApiError && record.error.status === 401);
  useEffect(() => {
    if (failed) navigate('/faculty-login', { replace: true, state: DASHBOARD_FAILED });
  }, [failed, navigate]);
  // the page shows the record with its calendar, as before: both answers, then the page
  const ready = record.isSuccess && !calendar.isPending;
  return {
    faculty: ready ? record.data : null,
    calendar: calendar.data ?? [],
    setFaculty: (faculty) => queryClient.setQueryData(key, faculty),
  };
}
