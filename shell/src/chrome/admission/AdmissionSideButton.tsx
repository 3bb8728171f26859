import { admissionTriggerTexts } from './admissionTriggerTexts.ts';

interface Props {
  open: boolean;
  onClick: () => void;
  /** The pointer is over the button or it has focus: the form is likely to be opened. */
  onIntent?: () => void;
}

/** The floating side button: a pencil while the form is closed, a close mark while it is open. */
export function AdmissionSideButton({ open, onClick, onIntent }: Props) {
  return (
    <button
      type="button"
      className="admission-side-button"
      aria-label={open ? admissionTriggerTexts.close : admissionTriggerTexts.open}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 20l1-5L16 4l4 4L9 19zM14 6l4 4'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
