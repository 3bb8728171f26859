import type { RefObject } from 'react';
import { submissionTexts } from './texts.ts';

// Off-screen rather than display:none, which some bots skip; hidden from assistive technology and out
// of the tab order, so only a bot fills it in (the API then answers with a receipt and stores nothing).
const offScreen = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' } as const;

/**
 * The `website` honeypot; read its value through `inputRef` when sending. Labelled by wrapping, not by an id: a
 * prerendered page's ids from `useId` differ from the browser's (decision 0004).
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" style={offScreen}>
      <label>
        {submissionTexts.honeypotLabel}
        <input ref={inputRef} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
