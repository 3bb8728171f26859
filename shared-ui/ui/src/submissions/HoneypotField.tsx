import { type RefObject, useId } from 'react';
import { submissionTexts } from './texts.ts';

// Off-screen rather than display:none, which some bots skip; hidden from assistive technology and out
// of the tab order, so only a bot fills it in (the API then answers with a receipt and stores nothing).
const offScreen = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' } as const;

/** The `website` honeypot; read its value through `inputRef` when sending. */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  return (
    <div aria-hidden="true" style={offScreen}>
      <label htmlFor={id}>{submissionTexts.honeypotLabel}</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
