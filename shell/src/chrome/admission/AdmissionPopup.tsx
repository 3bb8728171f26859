import './admission.css';
import { AdmissionDialog } from './AdmissionDialog.tsx';
import { admissionTexts } from './admissionEnquiry.ts';
import { AdmissionSideButton } from './AdmissionSideButton.tsx';

interface AdmissionPopupProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** The floating side button and, while open, the admission form. */
export function AdmissionPopup({ open, onOpen, onClose }: AdmissionPopupProps) {
  return (
    <>
      {/* While open, the dialog shows its own copy (a close mark) on top of this one, which stays for focus to return to. */}
      <AdmissionSideButton open={false} onClick={onOpen} />
      {open ? <AdmissionDialog onClose={onClose} /> : null}
    </>
  );
}

/** A skip-link style trigger: visually hidden until it receives keyboard focus. */
export function AdmissionHiddenTrigger({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className="admission-hidden-trigger" onClick={onOpen}>
      {admissionTexts.hiddenTrigger}
    </button>
  );
}
