// Enterprise connections: a company's own OpenID Provider (strategies `oidc` and `okta`), with the real
// service's options; which connection an e-mail's domain belongs to (lower-cased, exactly the connection's
// domain or one of its aliases); the federations under way (state, nonce and PKCE verifier of the service's
// own request to the provider: single use, ten minutes); and the federated user, created or updated from the
// provider's verified claims as `{strategy}|{connection}|{sub}`. The requests to the provider: lib/federation.ts.
import { enabledConnection } from './organizations.js';
import type { Organization } from './organizations.js';
import type { Connection, TenantData, User } from './tenant.js';
import { newUser } from './users.js';

export const ENTERPRISE_STRATEGIES = ['oidc', 'okta'] as const;
export type EnterpriseStrategy = (typeof ENTERPRISE_STRATEGIES)[number];

/** The options of an enterprise OIDC connection (the Management API's names). */
export interface EnterpriseOptions {
  /** `back_channel`: the code, exchanged with the secret; `front_channel`: the ID token, posted back. */
  type: 'back_channel' | 'front_channel';
  client_id: string;
  /** Never sent anywhere but the provider's token endpoint. */
  client_secret?: string;
  /** The provider's discovery document; explicit endpoints below take precedence over it. */
  discovery_url?: string;
  issuer?: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  jwks_uri?: string;
  userinfo_endpoint?: string;
  /** Space-separated scopes asked of the provider (default `openid profile email`). */
  scope: string;
  /** The company's e-mail domain (shown to Lock as the connection's `domain`). */
  tenant_domain?: string;
  /** More e-mail domains of the company. */
  domain_aliases: string[];
  icon_url?: string;
}

/** A federation under way: the service's own request to a provider, waiting for `/login/callback`. */
export interface Federation {
  /** The `state` sent to the provider. */
  state: string;
  connection: string;
  nonce: string;
  /** PKCE verifier, where the provider supports S256. */
  code_verifier?: string;
  /** The application's /authorize query the login continues. */
  authorize_query: string;
  expires_at: number;
}

/** How long a federation waits for the provider's answer (seconds). */
export const FEDERATION_LIFETIME = 600;

export function isEnterprise(connection: Connection | undefined): connection is Connection & {
  options: EnterpriseOptions;
} {
  return (
    connection !== undefined &&
    (ENTERPRISE_STRATEGIES as readonly string[]).includes(connection.strategy) &&
    connection.options !== undefined
  );
}

/** The e-mail's domain, lower-cased ('' when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The connection's e-mail domains, lower-cased: its `tenant_domain`, then its aliases. */
export function connectionDomains(connection: Connection): string[] {
  if (!isEnterprise(connection)) return [];
  const { tenant_domain, domain_aliases } = connection.options;
  return [...(tenant_domain ? [tenant_domain] : []), ...domain_aliases].map((d) => d.toLowerCase());
}

/**
 * The enterprise connection enabled for the client (and the organization, when the login is for one) whose
 * domain or alias is exactly the e-mail's domain.
 */
export function enterpriseForEmail(
  data: TenantData,
  clientId: string,
  email: string,
  organization?: Organization,
): Connection | undefined {
  const domain = emailDomain(email);
  if (!domain) return undefined;
  return data.connections.find(
    (connection) =>
      isEnterprise(connection) &&
      connection.enabled_clients.includes(clientId) &&
      (!organization || enabledConnection(data, organization, connection.name) !== undefined) &&
      connectionDomains(connection).includes(domain),
  );
}

/** Records a federation; expired ones are dropped on the way. */
export function addFederation(data: TenantData, federation: Federation, now: number): void {
  data.federations = data.federations.filter((f) => f.expires_at > now);
  data.federations.push(federation);
}

/**
 * The federation `state` names, spent: removed before anything else happens, so of two callbacks with the
 * same state only the first finds it. Undefined when unknown, spent or expired.
 */
export function takeFederation(data: TenantData, state: string, now: number): Federation | undefined {
  const found = data.federations.find((f) => f.state === state);
  if (!found) return undefined;
  data.federations = data.federations.filter((f) => f !== found);
  return found.expires_at > now ? found : undefined;
}

/** The verified ID token's claims a federated user is made from. */
export interface ProviderClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  nickname?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/**
 * The user of `connection` with the provider's subject, created or brought up to date with the provider's
 * profile (the e-mail verified only as the provider says).
 */
export function upsertFederatedUser(
  data: TenantData,
  connection: Connection,
  claims: ProviderClaims,
  nowIso: string,
): User {
  const identityId = `${connection.name}|${claims.sub}`;
  const profile = {
    ...(claims.email !== undefined ? { email: claims.email } : {}),
    email_verified: claims.email_verified === true,
    ...(claims.name !== undefined ? { name: claims.name } : {}),
    ...(claims.nickname !== undefined ? { nickname: claims.nickname } : {}),
    ...(claims.given_name !== undefined ? { given_name: claims.given_name } : {}),
    ...(claims.family_name !== undefined ? { family_name: claims.family_name } : {}),
    ...(claims.picture !== undefined ? { picture: claims.picture } : {}),
  };
  const existing = data.users.find((user) =>
    user.identities.some((i) => i.provider === connection.strategy && i.user_id === identityId),
  );
  if (existing) {
    Object.assign(existing, profile, { updated_at: nowIso });
    return existing;
  }
  const user = newUser(
    {
      identity: {
        provider: connection.strategy,
        connection: connection.name,
        user_id: identityId,
        isSocial: false,
      },
      ...profile,
    },
    nowIso,
  );
  data.users.push(user);
  return user;
}
