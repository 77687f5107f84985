// The token endpoint's grants by `grant_type` (routes/token.ts looks them up): each checks its request's
// fields and answers the token set or a refusal (result.ts); what they share is token-set.ts.
import { MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT, PASSWORD_REALM_GRANT, WEBAUTHN_GRANT } from '#grant-types';
import { authorizationCodeGrant } from './authorization-code.js';
import { mfaGrant } from './mfa.js';
import { passwordRealmGrant } from './password-realm.js';
import { refreshTokenGrant } from './refresh-token.js';
import type { Grant } from './result.js';
import { webauthnGrant } from './webauthn.js';

/** Every grant type the token endpoint takes (a client uses those of its `grant_types`). */
export const GRANTS: ReadonlyMap<string, Grant> = new Map<string, Grant>([
  ['authorization_code', authorizationCodeGrant],
  ['refresh_token', refreshTokenGrant],
  [PASSWORD_REALM_GRANT, passwordRealmGrant],
  [WEBAUTHN_GRANT, webauthnGrant],
  [MFA_OTP_GRANT, (c, ctx, client, body) => mfaGrant(c, ctx, client, body, 'otp')],
  [MFA_RECOVERY_CODE_GRANT, (c, ctx, client, body) => mfaGrant(c, ctx, client, body, 'recovery_code')],
]);
