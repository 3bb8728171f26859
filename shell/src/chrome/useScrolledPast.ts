import { useEffect, useState } from 'react';

/** Whether the page is scrolled more than `threshold` px, kept up to date as it scrolls. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    // React skips the render when the flag does not change, so a plain listener is cheap enough.
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
