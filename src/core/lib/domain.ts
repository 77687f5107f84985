// The configured `domain` → the service origin. Plain http is accepted only for loopback hosts.

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `tenant.example.com` → `https://tenant.example.com`; `http://localhost:4000` stays as given.
 * Throws a TypeError naming the option for anything that is not a bare host or an origin.
 */
export function resolveOrigin(domain: string): string {
  const value = domain.trim();
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    throw new TypeError(`"domain" option must be a host name or an origin, got "${domain}"`);
  }
  // Browsers differ on odd hosts (Chromium keeps "a b" as "a%20b"): accept plain host names only.
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)) {
    throw new TypeError(`"domain" option must be a host name or an origin, got "${domain}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`"domain" option must use https (or http for localhost), got "${domain}"`);
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new TypeError(
      `"domain" option may use plain http only for localhost, 127.0.0.1 or [::1], got "${domain}"`,
    );
  }
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    throw new TypeError(`"domain" option must be a host name or an origin without a path, got "${domain}"`);
  }
  return url.origin;
}
