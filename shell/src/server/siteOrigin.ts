// The site's origin, for what the shell writes into its answers (portal addresses in /remotes.json, the
// prerendered pages' links): from configuration, never from whatever Host header a request carries.

export type OriginOf = (host: string | undefined, protocol: string) => string;

/**
 * SITE_ORIGIN when set; otherwise the host name the visitor used when it is one of ALLOWED_HOSTS (by default
 * localhost, 127.0.0.1 and [::1]: the machine's own names), else localhost, on this server's port. A Host
 * header's other port is not kept: each would be another origin, and another composed page to compress.
 */
export function siteOriginFrom(env: Record<string, string | undefined>, port: number): OriginOf {
  if (env.SITE_ORIGIN) {
    const fixed = new URL(env.SITE_ORIGIN).origin;
    return () => fixed;
  }
  const allowed = (env.ALLOWED_HOSTS ?? 'localhost,127.0.0.1,[::1]').split(',').map((name) => name.trim().toLowerCase());
  const fallback = `http://localhost:${port}`;
  return (host, protocol) => {
    if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i.test(host)) return fallback;
    const hostname = host.replace(/:\d{1,5}$/, '').toLowerCase();
    if (!allowed.includes(hostname) || (protocol !== 'http' && protocol !== 'https')) return fallback;
    // no port: the protocol's default, as a proxy in front sends it
    return hostname === host.toLowerCase() ? `${protocol}://${hostname}` : `${protocol}://${hostname}:${port}`;
  };
}
