import { useEffect, useState } from 'react';

/**
 * Whether the page is live: the html element has `data-app-started` (markAppStarted). On a prerendered page that
 * is once the page's own part has hydrated, which comes after the chrome's. The chrome's motion waits for it: on a
 * slow phone each step of the top bar's typewriter is a render and a frame, and until the page answers its first
 * tap the CPU is the page's. (The page's own motion starts with its part, which is live when it mounts.)
 */
export function usePageLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const html = document.documentElement;
    const follow = () => setLive(html.hasAttribute('data-app-started'));
    const observer = new MutationObserver(follow);
    observer.observe(html, { attributeFilter: ['data-app-started'] });
    follow();
    return () => observer.disconnect();
  }, []);
  return live;
}
