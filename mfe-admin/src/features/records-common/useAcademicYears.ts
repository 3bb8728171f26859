import { type AcademicYears, getAcademicYears } from '@college/shared-ui/portal';
import { useEffect, useState } from 'react';

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
      (error: unknown) => console.error('[admin] academic years failed to load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return { years: known?.years ?? [], academicYear: chosen ?? known?.current ?? null, setAcademicYear: setChosen };
}
