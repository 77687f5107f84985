// What a running service sets on its tenant, seeded or loaded from a data file (store/ calls it after either):
// its origin (the system APIs' identifiers), the app origins and callback URLs it was started with (on the
// demo client and the tenant), the demo client's cross-origin verification page and the MFA policy; older
// data files also get what newer seeds have (the My Account API, the MFA grants of the demo client).
import { MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT } from '#grant-types';
import { DEMO_CLIENT_ID } from './seed.js';
import { fitSystemApis } from './system-apis.js';
import type { MfaPolicy, TenantData } from './tenant.js';

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
}

function addMissing(list: string[], values: readonly string[]): void {
  for (const value of values) if (!list.includes(value)) list.push(value);
}

/** Sets the system APIs' identifiers for `origin` and adds the configured app origins and callback URLs. */
export function applyServiceOptions(data: TenantData, options: ServiceOptions): void {
  const { origin, appOrigins = [], callbackUrls = [], crossOriginLocation, mfaPolicy } = options;
  if (mfaPolicy) data.mfa_policy = mfaPolicy;
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
