// What the grants share: which scopes a user gets for an audience, and the token set issued for a grant
// (also by /authorize); a direct sign-in stops at `mfa_required` when the tenant's MFA policy asks the user
// for a second factor (../mfa/factors.ts).
import { mfaRequirements, secondFactorNeeded } from '../mfa/factors.js';
import { issueMfaToken } from '../mfa/mfa-tokens.js';
import { familyRef, newLoginRef, sessionRef } from '../logins.js';
import { issueRefreshToken } from '../refresh-tokens.js';
import type { ServiceContext } from '../context.js';
import { organizationClaims } from '../organizations.js';
import { grantedPermissions } from '../roles.js';
import { ADMIN_SCOPES, CURRENT_USER_SCOPES } from '../system-scopes.js';
import type { Client, ResourceServer, User } from '../tenant.js';
import { USERINFO_TOKEN_LIFETIME, scopeList } from '../tokens.js';

export const DEFAULT_SCOPE = 'openid profile email';
const OIDC_SCOPES: readonly string[] = ['openid', 'profile', 'email', 'phone', 'address', 'offline_access'];

type Grant =
  | { ok: true; scope: string; resourceServer?: ResourceServer }
  | { ok: false; error: 'access_denied'; description: string };

function isAdmin(user: User): boolean {
  const roles = user.app_metadata.roles;
  return Array.isArray(roles) && roles.includes('admin');
}

/**
 * The scopes granted for `requested` at `audience`: the OIDC scopes asked for, plus, for the Management
 * API, the current-user scopes (and the admin scopes for admins), for another API the scopes it defines;
 * with RBAC on for it (`enforce_policies`), only those the user's roles grant (their roles in
 * `organizationId` too, for a token bound to that organization).
 */
export function grantScopes(
  ctx: ServiceContext,
  user: User,
  requested: string,
  audience?: string,
  organizationId?: string,
): Grant {
  const wanted = scopeList(requested);
  const oidc = wanted.filter((s) => OIDC_SCOPES.includes(s));
  if (!audience) return { ok: true, scope: oidc.join(' ') };
  const resourceServer = ctx.store.data.resource_servers.find((rs) => rs.identifier === audience);
  if (!resourceServer)
    return { ok: false, error: 'access_denied', description: `Service not found: ${audience}` };
  const defined = resourceServer.scopes.map((s) => s.value);
  const allowed = new Set(
    resourceServer.identifier === ctx.managementAudience()
      ? [...CURRENT_USER_SCOPES, ...(isAdmin(user) ? ADMIN_SCOPES : [])]
      : resourceServer.enforce_policies
        ? grantedPermissions(ctx, user, resourceServer.identifier, organizationId).filter((p) =>
            defined.includes(p),
          )
        : defined,
  );
  const api = wanted.filter((s) => allowed.has(s));
  return { ok: true, scope: [...oidc, ...api].join(' '), resourceServer };
}

interface TokenSetInput {
  user: User;
  client: Client;
  scope: string;
  resourceServer?: ResourceServer;
  authTime: number;
  nonce?: string;
  /** Issue an access token (response_type token, or any /oauth/token grant). */
  accessToken: boolean;
  /** Issue an ID token (only when the scope has openid, or response_type id_token). */
  idToken: boolean;
  /** The authorization code issued alongside (hybrid flow): its c_hash goes into the ID token. */
  code?: string;
  /**
   * At /oauth/token: `'new'` starts a refresh-token family when offline_access was granted; a string is the
   * `rotated` token of the refresh grant, answered as is (see refresh-tokens.ts).
   */
  refreshToken?: 'new' | { rotated: string };
  /** The login session a new refresh-token family belongs to (the authorization code's). */
  sessionId?: string;
  /** The login's authentication methods beyond the first factor (`['mfa']`): the tokens' `amr`. */
  amr?: readonly string[];
  /**
   * The organization the tokens are bound to: their `org_id` (and `org_name`) claims, its member roles count
   * for RBAC's `permissions` claim, and a new refresh-token family stays bound to it.
   */
  organizationId?: string;
  /**
   * The login's reference (logins.ts), the tokens' `sid`: given for a session's or a refresh-token family's
   * grant; else the session's (`sessionId`), else that of the family this grant starts, else a new one.
   */
  sid?: string;
}

interface TokenSet {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  scope: string;
  expires_in: number;
  token_type: 'Bearer';
}

export async function issueTokenSet(ctx: ServiceContext, input: TokenSetInput): Promise<TokenSet> {
  const lifetime = input.resourceServer?.token_lifetime ?? USERINFO_TOKEN_LIFETIME;
  const set: TokenSet = { scope: input.scope, expires_in: lifetime, token_type: 'Bearer' };
  if (typeof input.refreshToken === 'object') {
    set.refresh_token = input.refreshToken.rotated;
  } else if (
    input.refreshToken === 'new' &&
    scopeList(input.scope).includes('offline_access') &&
    input.client.grant_types.includes('refresh_token')
  ) {
    const refreshToken = issueRefreshToken(ctx, {
      client: input.client,
      user: input.user,
      scope: input.scope,
      ...(input.resourceServer ? { audience: input.resourceServer.identifier } : {}),
      authTime: input.authTime,
      ...(input.sessionId ? { sessionId: input.sessionId } : {}),
      ...(input.amr?.length ? { amr: input.amr } : {}),
      ...(input.organizationId ? { organizationId: input.organizationId } : {}),
    });
    if (refreshToken) set.refresh_token = refreshToken;
  }
  // The login the tokens belong to: the caller's, else the session's, else the family just started, else a
  // direct grant's own.
  const sid =
    input.sid ??
    (input.sessionId !== undefined
      ? sessionRef(input.sessionId)
      : set.refresh_token && typeof input.refreshToken !== 'object'
        ? familyRef({ family: set.refresh_token.slice(0, set.refresh_token.indexOf('.')) })
        : newLoginRef());
  const organization = input.organizationId
    ? organizationClaims(ctx.store.data, input.organizationId)
    : undefined;
  const login = {
    ...(input.amr?.length ? { amr: input.amr } : {}),
    sid,
    ...(organization ? { organization } : {}),
  };
  if (input.accessToken) {
    const api = input.resourceServer;
    // RBAC's `access_token_authz` dialect: every permission the user's roles grant for the API.
    const permissions =
      api?.enforce_policies && api.token_dialect === 'access_token_authz'
        ? grantedPermissions(ctx, input.user, api.identifier, input.organizationId)
        : undefined;
    set.access_token = await ctx.tokens.signAccessToken({
      user: input.user,
      clientId: input.client.client_id,
      scope: input.scope,
      ...(api ? { audience: api.identifier } : {}),
      lifetime,
      ...(permissions ? { permissions } : {}),
      ...login,
    });
  }
  if (input.idToken) {
    set.id_token = await ctx.tokens.signIdToken({
      user: input.user,
      clientId: input.client.client_id,
      scope: input.scope,
      authTime: input.authTime,
      ...(input.nonce ? { nonce: input.nonce } : {}),
      ...(set.access_token ? { accessToken: set.access_token } : {}),
      ...(input.code ? { code: input.code } : {}),
      ...login,
    });
  }
  return set;
}

/** A sign-in stopped for a second factor: the `mfa_required` answer's fields. */
interface MfaRequired {
  mfa_token: string;
  mfa_requirements: ReturnType<typeof mfaRequirements>;
}

export type SignIn =
  { ok: true; tokens: TokenSet } | { ok: false; error: string; description: string; mfa?: MfaRequired };

/**
 * The `mfa_required` refusal of a sign-in of `user` at `client` for `scope` at `audience` (a refresh-token
 * step-up names its `family`): a new mfa_token bound to them, and what the user can answer or must enrol.
 */
export function mfaRequired(
  ctx: ServiceContext,
  input: { user: User; client: Client; scope: string; audience?: string; family?: string },
): Extract<SignIn, { ok: false }> {
  return {
    ok: false,
    error: 'mfa_required',
    description: 'Multifactor authentication required',
    mfa: { mfa_token: issueMfaToken(ctx, input), mfa_requirements: mfaRequirements(ctx, input.user) },
  };
}

/**
 * A grant that signs `user` in directly at the token endpoint (password-realm, webauthn): the scopes they may
 * have for `audience`, then `mfa_required` when the MFA policy asks for a second factor (the MFA grants of
 * mfa.ts finish the sign-in), else the login counted and a new token set (ID token with `openid`, refresh token
 * with `offline_access`).
 */
export async function directSignIn(
  ctx: ServiceContext,
  user: User,
  client: Client,
  requested: string | undefined,
  audience: string | undefined,
): Promise<SignIn> {
  const grant = grantScopes(ctx, user, requested ?? DEFAULT_SCOPE, audience);
  if (!grant.ok) return { ok: false, error: grant.error, description: grant.description };
  if (secondFactorNeeded(ctx, user) !== 'none') {
    return mfaRequired(ctx, {
      user,
      client,
      scope: grant.scope,
      ...(grant.resourceServer ? { audience: grant.resourceServer.identifier } : {}),
    });
  }
  user.last_login = new Date(ctx.now() * 1000).toISOString();
  user.logins_count += 1;
  const tokens = await issueTokenSet(ctx, {
    user,
    client,
    scope: grant.scope,
    ...(grant.resourceServer ? { resourceServer: grant.resourceServer } : {}),
    authTime: ctx.now(),
    accessToken: true,
    idToken: scopeList(grant.scope).includes('openid'),
    refreshToken: 'new',
  });
  return { ok: true, tokens };
}
