import { useEffect } from 'react';
import { usePrerenderedHead } from './pageHead.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Public pages are indexed; portal pages are not. */
  robots?: 'index, follow' | 'noindex, nofollow';
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

/** The one way a page sets its title, meta description and robots. */
export function usePageMeta({ title, description, robots = 'index, follow' }: PageMeta): void {
  usePrerenderedHead({ title, description, robots });
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('robots', robots);
  }, [title, description, robots]);
}
