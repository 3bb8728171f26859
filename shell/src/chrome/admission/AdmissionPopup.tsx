import { lazy, Suspense, useState } from 'react';
import './admission.css';
import { admissionTexts } from './admissionEnquiry.ts';
import { AdmissionSideButton } from './AdmissionSideButton.tsx';

// The form loads only when a visitor opens it, keeping the chrome's first load small.
const AdmissionDialog = lazy(() => import('./AdmissionDialog.tsx'));

/** Admission pop-up: floating side button, a hidden trigger (visible on focus) and the lazy-loaded form. */
export function AdmissionPopup() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="admission-hidden-trigger" onClick={() => setOpen(true)}>
        {admissionTexts.hiddenTrigger}
      </button>
      {open ? null : <AdmissionSideButton open={false} onClick={() => setOpen(true)} />}
      {open ? (
        <Suspense fallback={null}>
          <AdmissionDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
