import { type AcademicYears, getAcademicYears } from '@college/shared-ui/portal';
import { useEffect, useState } from 'react';
import { academicYearOf } from './academicYear.ts';

/** The academic years the API knows (current first) and the one chosen, which starts as the current one. */
export function useAcademicYears() {
  const [known, setKnown] = useState<AcademicYears | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getAcademicYears().then(
      (answer) => {
        if (live) setKnown(answer);
      },
      (error: unknown) => {
        // the screens still work on this computer's current academic year; the list of past ones is what is lost
        console.error('[admin] academic years failed to load', error);
        const current = academicYearOf(new Date());
        if (live) setKnown({ current, years: [current] });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { years: known?.years ?? [], academicYear: chosen ?? known?.current ?? null, setAcademicYear: setChosen };
}
