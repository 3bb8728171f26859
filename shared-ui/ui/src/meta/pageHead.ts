import { createContext, useContext } from 'react';

/** What a page's server rendering says of its head (@college/shared-ui/prerender collects it; browsers never do). */
export interface PageHead {
  title?: string;
  description?: string;
  robots?: string;
  /** The address search engines are to index for the page, when it is shown at others too. */
  canonical?: string;
  /** Where the page sends the visitor (it renders nothing of its own). */
  redirect?: string;
}

export const PageHeadContext = createContext<PageHead | undefined>(undefined);

/**
 * Tells a server rendering what the page's head is to hold (its effects, which set it in a browser, do not run
 * there); true there. Does nothing in a browser.
 */
export function usePrerenderedHead(part: PageHead): boolean {
  const head = useContext(PageHeadContext);
  if (head) Object.assign(head, part);
  return Boolean(head);
}

/** The site's origin as a server rendering writes it (a placeholder the servers fill in per request). */
export const SiteOriginContext = createContext<string | undefined>(undefined);

/** The site's origin: the page's own in a browser, the server rendering's placeholder at build time. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
