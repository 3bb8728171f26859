import { ApiError, type Faculty, type FacultyCalendarEvent, getFaculty, getFacultyCalendar } from '@college/shared-ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface FacultyRecord {
  faculty: Faculty | null;
  calendar: FacultyCalendarEvent[];
  setFaculty: (faculty: Faculty) => void;
}

/**
 * The signed-in member's record and the academic calendar. A failed record fetch is a silent
 * redirect to the login page (401 is left to the session-expiry handler); a failed calendar fetch
 * leaves the calendar empty (SPEC section 7).
 */
export function useFacultyRecord(facultyId: number | string): FacultyRecord {
  const navigate = useNavigate();
  const [faculty, setFaculty] = useState<Faculty | null>(null);
  const [calendar, setCalendar] = useState<FacultyCalendarEvent[]>([]);

  useEffect(() => {
    let active = true;
    Promise.all([
      getFaculty(facultyId),
      getFacultyCalendar(facultyId).catch((error: unknown) => {
        console.error('[faculty] calendar failed to load', error);
        return [];
      }),
    ])
      .then(([record, events]) => {
        if (!active) return;
        setCalendar(Array.isArray(events) ? events : []);
        setFaculty(record);
      })
      .catch((error: unknown) => {
        if (active && !(error instanceof ApiError && error.status === 401)) navigate('/faculty-login', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [facultyId, navigate]);

  return { faculty, calendar, setFaculty };
}
