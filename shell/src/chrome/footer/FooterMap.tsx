import { footerTexts as text, institution } from '@college/shared-ui/content';
import { useState } from 'react';

/**
 * Click-to-load map: the external embed is requested only when the visitor asks for it, so a first
 * visit makes no third-party request (privacy, speed) and the page works without the map service.
 */
export function FooterMap() {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        className="site-footer__map"
        src={institution.map.embedUrl}
        title={text.mapTitle}
        loading="lazy"
        referrerPolicy="no-referrer"
        width="400"
        height="220"
      />
    );
  }
  return (
    <div className="site-footer__map site-footer__map--placeholder">
      <p>{text.mapNotice}</p>
      <div className="site-footer__map-actions">
        <button type="button" className="ui-button" onClick={() => setShown(true)}>
          {text.showMap}
        </button>
        <a href={institution.map.linkUrl} target="_blank" rel="noopener noreferrer">
          {text.openMap}
          <span className="ui-visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
