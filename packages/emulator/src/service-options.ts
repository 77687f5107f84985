// What a running service sets on its tenant, seeded or loaded from a data file (store/ calls it after either):
// its origin (the system APIs' identifiers), the app origins and callback URLs it was started with (on the
// demo client and the tenant), the demo client's cross-origin verification page and the MFA policy; older
// data files also get what newer seeds have (the My Account API, the MFA grants of the demo client); and a
// company's OpenID Provider, when one runs beside the service, as the demo client's enterprise connection.
import { MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT } from '#grant-types';
import { connectionIdFor } from './organizations.js';
import { DEMO_CLIENT_ID } from './seed.js';
import { fitSystemApis } from './system-apis.js';
import { ConnectionStrategy } from './tenant.js';
import type { MfaPolicy, TenantData } from './tenant.js';

/** A company's OpenID Provider for the demo client's enterprise connection (`company-sso`). */
export interface CompanyProvider {
  /** The provider's issuer; its discovery document is `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** The service's client at the provider (a confidential client, its callback `/login/callback`). */
  clientId: string;
  clientSecret: string;
  /** The company's e-mail domain. */
  domain: string;
  /** Shown for the connection (default `Company`). */
  displayName?: string;
}

export const COMPANY_CONNECTION = 'company-sso';

/** The demo client's enterprise connection for `provider`, added or brought up to date. */
function fitCompanyConnection(data: TenantData, provider: CompanyProvider): void {
  const options = {
    type: 'back_channel' as const,
    discovery_url: `${provider.issuer}/.well-known/openid-configuration`,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    scope: 'openid profile email',
    tenant_domain: provider.domain.toLowerCase(),
    domain_aliases: [],
  };
  const existing = data.connections.find((c) => c.name === COMPANY_CONNECTION);
  if (existing) {
    existing.options = options;
    if (!existing.enabled_clients.includes(DEMO_CLIENT_ID)) existing.enabled_clients.push(DEMO_CLIENT_ID);
    return;
  }
  data.connections.push({
    id: connectionIdFor(COMPANY_CONNECTION),
    name: COMPANY_CONNECTION,
    strategy: ConnectionStrategy.OIDC,
    display_name: provider.displayName ?? 'Company',
    enabled_clients: [DEMO_CLIENT_ID],
    options,
  });
}

/** What a running service adds to the seeded (or loaded) tenant. */
export interface ServiceOptions {
  /** The service's origin (the Management API's identifier depends on it). */
  origin: string;
  /** Added to the demo client's Allowed Web Origins. */
  appOrigins?: readonly string[];
  /** Added to the demo client's Allowed Callback URLs and Allowed Logout URLs, and the tenant's logout URLs. */
  callbackUrls?: readonly string[];
  /** The demo client's cross-origin verification page, instead of the seeded one. */
  crossOriginLocation?: string;
  /** The tenant's MFA policy (mfa/factors.ts); left as the tenant has it when not given. */
  mfaPolicy?: MfaPolicy;
  /** A company's OpenID Provider running beside the service: the demo client's enterprise connection. */
  companyProvider?: CompanyProvider;
}

function addMissing(list: string[], values: readonly string[]): void {
  for (const value of values) if (!list.includes(value)) list.push(value);
}

/** Sets the system APIs' identifiers for `origin` and adds the configured app origins and callback URLs. */
export function applyServiceOptions(data: TenantData, options: ServiceOptions): void {
  const { origin, appOrigins = [], callbackUrls = [], crossOriginLocation, mfaPolicy } = options;
  if (mfaPolicy) data.mfa_policy = mfaPolicy;
  if (options.companyProvider) fitCompanyConnection(data, options.companyProvider);
  fitSystemApis(data, origin);
  const client = data.clients.find((c) => c.client_id === DEMO_CLIENT_ID);
  if (client) {
    addMissing(client.web_origins, appOrigins);
    addMissing(client.callbacks, callbackUrls);
    addMissing(client.allowed_logout_urls, callbackUrls);
    if (crossOriginLocation) client.cross_origin_loc = crossOriginLocation;
    // Older data files: the demo client finishes sign-ins that need a second factor.
    addMissing(client.grant_types, [MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT]);
  }
  addMissing(data.allowed_logout_urls, callbackUrls);
}
