// The refresh_token grant: the token rotated (single use; a used one revokes its family,
// ../refresh-tokens.ts) and a new token set for the family's login, with the scopes the user still has within
// the family's, bound to the family's organization while the user is its member. A family that has not passed
// a second factor the user or the API now needs steps up instead: `mfa_required`, and its token goes on once
// the MFA grant (mfa.ts) marks the family.
import { familyRef } from '../logins.js';
import { secondFactorNeeded } from '../mfa/factors.js';
import { membership } from '../organizations.js';
import { currentFamily, rotateRefreshToken } from '../refresh-tokens.js';
import { scopeList } from '../tokens.js';
import { text } from '../lib/params.js';
import { refused, signInRefused } from './result.js';
import type { Grant } from './result.js';
import { grantScopes, issueTokenSet, mfaRequired } from './token-set.js';

export const refreshTokenGrant: Grant = async (c, ctx, client, body) => {
  const value = text(body, 'refresh_token');
  if (!value) return refused(c, 400, 'invalid_request', 'Missing required parameter: refresh_token');
  // Step-up: a family that has not passed a second factor the user now needs (a factor enrolled since, a
  // stricter policy) or that an API needs. The token is not rotated (it goes on once the MFA grant marks the
  // family), checked and answered without an await in between.
  const held = currentFamily(ctx, client, value);
  if (held.ok) {
    const family = held.family;
    const api = family.audience
      ? ctx.store.data.resource_servers.find((rs) => rs.identifier === family.audience)
      : undefined;
    const holder = ctx.findUserById(family.user_id);
    if (
      holder &&
      !holder.blocked &&
      !family.amr?.includes('mfa') &&
      (api?.require_mfa || secondFactorNeeded(ctx, holder) !== 'none')
    ) {
      const refusal = mfaRequired(ctx, {
        user: holder,
        client,
        scope: family.scope,
        ...(family.audience ? { audience: family.audience } : {}),
        family: family.family,
      });
      return signInRefused(c, refusal);
    }
  }
  const rotation = rotateRefreshToken(ctx, client, value);
  const user = rotation.ok ? ctx.findUserById(rotation.family.user_id) : undefined;
  if (!rotation.ok || !user || user.blocked) {
    return refused(c, 403, 'invalid_grant', 'Unknown or invalid refresh token.');
  }
  const family = rotation.family;
  // The family's organization stays (a refresh never switches organization), while the user is its member.
  const organizationId = family.organization_id;
  if (organizationId && !membership(ctx.store.data, organizationId, user.user_id)) {
    return refused(c, 403, 'invalid_grant', 'The user is no longer a member of the organization.');
  }
  // What the user is granted now (a lost role takes its scopes away), within what the family was granted.
  const current = grantScopes(ctx, user, family.scope, family.audience, organizationId);
  if (!current.ok) return refused(c, 403, 'invalid_grant', 'Unknown or invalid refresh token.');
  const granted = scopeList(current.scope);
  const requested = text(body, 'scope');
  const scope = (requested ? scopeList(requested) : scopeList(family.scope))
    .filter((s) => granted.includes(s))
    .join(' ');
  const resourceServer = current.resourceServer;
  const tokens = await issueTokenSet(ctx, {
    user,
    client,
    scope: scopeList(scope).includes('offline_access') ? scope : `${scope} offline_access`.trim(),
    ...(resourceServer ? { resourceServer } : {}),
    authTime: family.auth_time,
    ...(family.amr?.length ? { amr: family.amr } : {}),
    sid: familyRef(family),
    accessToken: true,
    idToken: scopeList(scope).includes('openid'),
    refreshToken: { rotated: rotation.token },
    ...(organizationId ? { organizationId } : {}),
  });
  return { ok: true, body: { ...tokens } };
};
