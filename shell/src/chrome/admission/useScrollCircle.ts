import { type RefObject, useEffect, useState } from 'react';

export const CIRCLE_SCROLL_TRIGGER_PX = 10;
export const CIRCLE_SHOWN_MS = 2000;

/**
 * SPEC section 4: while the dialog's content is scrolled more than 10 px, a decorative circle shows
 * for 2 s. Listens on the scrolling <dialog> around `inside`; off under reduced motion.
 */
export function useScrollCircle(inside: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const scroller = inside.current?.closest('dialog');
    if (!enabled || !scroller) return undefined;
    let timer: number | undefined;
    const onScroll = () => {
      if (timer !== undefined || scroller.scrollTop <= CIRCLE_SCROLL_TRIGGER_PX) return;
      setShown(true);
      timer = window.setTimeout(() => {
        setShown(false);
        timer = undefined;
      }, CIRCLE_SHOWN_MS);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [inside, enabled]);
  return shown && enabled;
}
