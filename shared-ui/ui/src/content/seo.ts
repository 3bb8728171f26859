// Search-engine facts: the public site's address and the portal paths crawlers must not visit.

export const seo = {
  /** PLACEHOLDER: the public site's address; the build takes SITE_URL from the environment when set. */
  defaultSiteUrl: 'https://www.college.example',
  /** Login-protected portal routes (CONTRACT section 3), disallowed in robots.txt. */
  portalPathPrefixes: ['/student-login', '/student-dashboard', '/faculty-login', '/faculty-dashboard', '/admin-dashboard'],
} as const;

/** The site URL without a trailing slash. */
export function siteUrlFrom(configured?: string): string {
  return (configured?.trim() || seo.defaultSiteUrl).replace(/\/+$/, '');
}
