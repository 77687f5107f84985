// The client's IP address (the suspicious-behaviour guard counts failed logins by it).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address the request came from, or `unknown` (a request not made over a socket). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
