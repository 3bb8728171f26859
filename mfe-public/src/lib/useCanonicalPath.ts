import { usePrerenderedHead } from '@college/shared-ui';
import { useEffect } from 'react';

/**
 * A page the site shows at other addresses too (every address under /admissions shows the admissions index,
 * answered 200) names its own address, so search engines index that one and not each address it is shown at.
 * The link leaves with the page. Only such pages carry this code: the home page's download stays as it is.
 */
export function useCanonicalPath(path: string | undefined): void {
  usePrerenderedHead(path ? { canonical: path } : {});
  useEffect(() => {
    if (!path) return;
    // the one the prerendered page brought, replaced by the live page's
    document.head.querySelector('link[rel="canonical"]')?.remove();
    const link = Object.assign(document.createElement('link'), { rel: 'canonical', href: new URL(path, window.location.href).href });
    document.head.append(link);
    return () => link.remove();
  }, [path]);
}
