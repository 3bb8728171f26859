import { useOutletContext } from 'react-router-dom';

/** The signed-in student's id, handed by the dashboard frame to its pages. */
export const useStudentId = () => useOutletContext<number>();
