import { Dialog } from '@college/shared-ui';
import { useId, useState } from 'react';
import { galleryText } from '../content.ts';

interface Props {
  imageTitle: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DownloadAgreementDialog({ imageTitle, onConfirm, onCancel }: Props) {
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  return (
    <Dialog open title={galleryText.agreementTitle} onClose={onCancel} className="gallery-dialog">
      <p>{galleryText.agreementIntro(imageTitle)}</p>
      <ul className="gallery-dialog__terms">
        {galleryText.agreementTerms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <div className="gallery-dialog__check">
        <input id={checkboxId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <label htmlFor={checkboxId}>{galleryText.agreementCheckbox}</label>
      </div>
      <div className="gallery-dialog__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="ui-button" disabled={!agreed} onClick={onConfirm}>
          Download
        </button>
      </div>
    </Dialog>
  );
}
