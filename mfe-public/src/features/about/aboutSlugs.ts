// The About sub-page addresses (kept apart from their texts so the route list stays small).

export const aboutSlugs = [
  '',
  'our-mission-and-vision',
  'governing-body',
  'patron-vcp',
  'secretary-correspondence-vcp',
  'director-vcp',
  'principal-vcp',
  'members-faculties-vcp',
  'administrator-vcp',
  'our-programme',
] as const;

export type AboutSlug = (typeof aboutSlugs)[number];

export const aboutPath = (slug: AboutSlug) => (slug ? `/about/${slug}` : '/about');

/** The typo'd address SPEC links to; it redirects to the real profile (CONTRACT section 7). */
export const legacyAboutRedirects = [{ from: '/about/secretary-correspondence-vccp', to: '/about/secretary-correspondence-vcp' }];
