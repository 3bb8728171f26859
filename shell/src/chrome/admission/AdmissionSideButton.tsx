import type { MouseEvent, ReactNode } from 'react';
import { ADMISSION_ENQUIRY_PAGE, admissionTriggerTexts } from './admissionTriggerTexts.ts';

const PENCIL = 'M4 20l1-5L16 4l4 4L9 19zM14 6l4 4';
const CLOSE_MARK = 'M6 6l12 12M18 6L6 18';

function SideIcon({ path }: { path: string }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A plain click on a trigger opens the pop-up once the page is live; any other (a new tab) follows the link. */
export const openOnPlainClick = (onOpen: () => void) => (event: MouseEvent) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  onOpen();
};

interface LinkProps {
  onOpen: () => void;
  /** The pointer is over the link or it has focus: the form is likely to be opened. */
  onIntent: () => void;
}

/**
 * The floating pencil: a link to the contact form (an enquiry made before the page is live, or without
 * JavaScript, still reaches the office), opening the admission form as a pop-up once the page is live.
 */
export function AdmissionSideLink({ onOpen, onIntent }: LinkProps) {
  return (
    <a
      href={ADMISSION_ENQUIRY_PAGE}
      className="admission-side-button"
      aria-label={admissionTriggerTexts.open}
      aria-haspopup="dialog"
      onClick={openOnPlainClick(onOpen)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <SideIcon path={PENCIL} />
    </a>
  );
}

/** The close mark in the pop-up's place of the pencil. */
export function AdmissionSideButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="admission-side-button" aria-label={admissionTriggerTexts.close} onClick={onClick}>
      <SideIcon path={CLOSE_MARK} />
    </button>
  );
}
