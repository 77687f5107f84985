// The client's IP address (the suspicious-behaviour guard counts failed logins by it), and the guard that
// keeps the dev pages to this machine.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** The address the request came from, or `unknown` (a request not made over a socket). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Whether `address` is this machine's: 127.0.0.0/8, ::1, or such an IPv4 address mapped into IPv6. */
function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Answers only peers on this machine, by the socket's address (a `Host` header proves nothing: any peer
 * can send `Host: localhost`). For the dev pages: they show reset links and current authenticator codes,
 * and a service started with `--host 0.0.0.0` is reachable from the network.
 */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    const address = clientIp(c);
    if (address !== 'unknown' && !isLoopback(address)) {
      return c.text('The dev pages answer this machine only (they show codes and links).', 403);
    }
    await next();
  };
}
