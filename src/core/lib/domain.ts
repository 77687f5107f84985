// The configured `domain` → the service origin (the one place that turns a domain into an origin, for
// the core and the elements), and the rule for every URL the core sends a credential to (the `issuer`
// option, discovered endpoints): https, plain http only for loopback hosts.

export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `url` is https, or plain http on a loopback host (local development). */
export function isSecureUrl(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/**
 * `tenant.example.com` → `https://tenant.example.com`; `http://localhost:4000` stays as given.
 * Throws a TypeError naming the option for anything that is not a bare host or an origin.
 */
export function resolveOrigin(domain: string): string {
  const value = domain.trim();
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
  let url: URL | undefined;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    // refused below
  }
  if (
    !url ||
    // Browsers differ on odd hosts (Chromium keeps "a b" as "a%20b"): accept plain host names only.
    !/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname) ||
    !isSecureUrl(url) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    throw new TypeError(
      `"domain" option must be a host name or an https origin (plain http only for localhost, 127.0.0.1, [::1]) without a path, got "${domain}"`,
    );
  }
  return url.origin;
}

/** The service origin of `domain`, or undefined when there is none or it is not one (the client refuses it). */
export function originOf(domain: string | undefined): string | undefined {
  try {
    return domain ? resolveOrigin(domain) : undefined;
  } catch {
    return undefined;
  }
}
