import { getAcademicYears } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { academicYearOf } from './academicYear.ts';

/** The academic years the API knows (current first); when they cannot be had, this computer's current one. */
async function knownYears() {
  try {
    return await getAcademicYears();
  } catch (error) {
    // the screens still work on this computer's current academic year; the list of past ones is what is lost
    console.error('[admin] academic years failed to load', error);
    const current = academicYearOf(new Date());
    return { current, years: [current] };
  }
}

/** The academic years the API knows (current first) and the one chosen, which starts as the current one. */
export function useAcademicYears() {
  const { data: known } = useQuery({ queryKey: ['academic-years'], queryFn: knownYears });
  const [chosen, setChosen] = useState<string | null>(null);
  return { years: known?.years ?? [], academicYear: chosen ?? known?.current ?? null, setAcademicYear: setChosen };
}
