// Enterprise sign-in in `<auth-login>` and `<auth-signup>`, loaded on demand (./chunks.ts `loadEnterprise`)
// when the user first focuses or types in the e-mail field: the client's enterprise connections (the page's
// `enterprise-connections` property, else the core's client information, src/core/lib/client-info.ts, read
// once per client) and the connection an e-mail's domain picks. A failure to read them leaves the form as
// it is (no enterprise detection) and says so in the console, once.
import { contextOf } from '../core/web-auth-base.js';
import type { WebAuthBase } from '../core/web-auth-base.js';
import type { EnterpriseConnection } from '../core/lib/client-info.js';

export type { EnterpriseConnection };

let hinted = false;

/**
 * The connections that count: `given` (the page's property) as they are, else the client information's.
 * With an `organization`, the client information cannot say which are enabled for it: none count then
 * (the hosted page, given the e-mail, decides). Never rejects: `[]` when they cannot be read.
 */
export async function enterpriseConnections(
  webAuth: WebAuthBase,
  given: readonly EnterpriseConnection[] | undefined,
  organization: string | undefined,
): Promise<readonly EnterpriseConnection[]> {
  if (given) return given;
  if (organization) return [];
  const ctx = contextOf(webAuth);
  try {
    const { loadEnterpriseConnections } = await ctx.load.clientInfo();
    return await loadEnterpriseConnections(ctx);
  } catch (error) {
    if (!hinted) {
      hinted = true;
      console.warn(
        `auth-elements: the client information (${ctx.config.origin}/client/${ctx.config.clientID}.js) could not be read, so e-mail addresses are not matched to a company's sign-in. Where a Content Security Policy forbids it, give the element its enterprise-connections property.`,
        error,
      );
    }
    return [];
  }
}

/** The connection whose `domain` (or alias) is exactly the e-mail's domain, lower-cased; no sub-domains. */
export function connectionForEmail(
  connections: readonly EnterpriseConnection[],
  email: string,
): EnterpriseConnection | undefined {
  const match = /^[^\s@]+@([^\s@]+)$/.exec(email.trim());
  const domain = match?.[1]?.toLowerCase();
  if (!domain) return undefined;
  return connections.find((connection) => connection.domains.some((d) => d.toLowerCase() === domain));
}
