import { useOutletContext } from 'react-router-dom';

/** The signed-in member's id, handed by the dashboard frame to its pages. */
export const useFacultyId = () => useOutletContext<number>();
