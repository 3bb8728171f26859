// Link helpers and page-title format shared by the features' content.

/** The animated under-construction page (Brochures, Career, Virtual Tour). */
export const UNDER_DEVELOPMENT_PATH = '/under-developments-or-maintenance';

export interface LinkTile {
  title: string;
  text?: string;
  href: string;
  icon: string;
  /** External links open in a new tab with rel="noopener noreferrer". */
  external?: boolean;
}

export interface PageMetaText {
  title: string;
  description: string;
}

export const siteSuffix = 'Physiotherapy College';
export const pageTitle = (name: string) => `${name} | ${siteSuffix}`;

/** Props of every link that leaves the site: a new tab without opener or referrer. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
/** Screen-reader hint appended to links that open a new tab. */
export const newTabHint = ' (opens in a new tab)';
