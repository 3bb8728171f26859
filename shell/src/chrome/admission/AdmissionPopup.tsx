import './admission.css';
import { useEffect, useState } from 'react';
import type { AdmissionDialog } from './AdmissionDialog.tsx';
import { ADMISSION_ENQUIRY_PAGE, admissionTriggerTexts } from './admissionTriggerTexts.ts';
import { AdmissionSideLink, openOnPlainClick } from './AdmissionSideButton.tsx';

// The form's code comes with the first sign of intent (pointer over or focus on the side button) or,
// at the latest, with the first opening: a visitor who never opens it never downloads it (the
// home page's JS budget). No Suspense: the form appears as soon as its code is there, with no timer.
let dialogCode: Promise<typeof AdmissionDialog> | undefined;
function loadDialog(): Promise<typeof AdmissionDialog> {
  dialogCode ??= import(/* webpackChunkName: "admission-form" */ './AdmissionDialog.tsx').then(
    (module) => module.AdmissionDialog,
    (error: unknown) => {
      dialogCode = undefined; // a failed download is tried again at the next opening
      throw error;
    },
  );
  return dialogCode;
}
const preloadDialog = () => void loadDialog().catch(() => {});

interface AdmissionPopupProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** The floating side link and, while open, the admission form. */
export function AdmissionPopup({ open, onOpen, onClose }: AdmissionPopupProps) {
  const [Form, setForm] = useState<typeof AdmissionDialog | null>(null);
  useEffect(() => {
    if (!open || Form) return;
    let current = true;
    loadDialog().then(
      (loaded) => current && setForm(() => loaded),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [open, Form, onClose]);
  return (
    <>
      {/* While open, the dialog shows its own copy (a close mark) on top of this one, which stays for focus to return to. */}
      <AdmissionSideLink onOpen={onOpen} onIntent={preloadDialog} />
      {open && Form ? <Form onClose={onClose} /> : null}
    </>
  );
}

/** A skip-link style trigger, visually hidden until it receives keyboard focus; a link like the side one. */
export function AdmissionHiddenTrigger({ onOpen }: { onOpen: () => void }) {
  return (
    <a href={ADMISSION_ENQUIRY_PAGE} className="admission-hidden-trigger" aria-haspopup="dialog" onClick={openOnPlainClick(onOpen)} onFocus={preloadDialog}>
      {admissionTriggerTexts.hiddenTrigger}
    </a>
  );
}
