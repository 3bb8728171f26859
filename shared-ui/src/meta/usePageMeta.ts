import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** Public pages are indexed; portal pages are not. */
  robots?: 'index, follow' | 'noindex, nofollow';
  /** The page's own address when it is shown at others too (`/admissions` for `/admissions/anything`); else the address shown. */
  canonicalPath?: string;
}

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** An indexed page names its one address (without a trailing slash); a page kept out of search engines names none. */
function setCanonical(path: string | undefined) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (path === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = `${window.location.origin}${path.length > 1 ? path.replace(/\/+$/, '') : path}`;
}

/** The one way a page sets its title, meta description, robots and canonical address. */
export function usePageMeta({ title, description, robots = 'index, follow', canonicalPath }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('robots', robots);
    setCanonical(robots === 'index, follow' ? (canonicalPath ?? window.location.pathname) : undefined);
  }, [title, description, robots, canonicalPath]);
}
