import { useEffect, useState } from 'react';
import './scroll-to-top.css';
import { usePrefersReducedMotion } from '@college/shared-ui';

export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
/** The element at the top of the page that receives focus after scrolling up. */
export const PAGE_TOP_ID = 'page-top';

/** Shown once the page is scrolled more than 300 px; scrolls up (smoothly unless reduced motion) and moves focus up. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    // React skips the render when the flag does not change, so a plain listener is cheap enough.
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', update, { passive: true });
    // A page opened already scrolled (a reload, Back) is checked once its next frame is painted: reading the
    // scroll position now, while the app is still changing the page, would lay the page out an extra time.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    return () => {
      window.removeEventListener('scroll', update);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label="Scroll to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById(PAGE_TOP_ID)?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
