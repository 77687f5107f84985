// The identity service's own grant types at the token endpoint (URNs), which the embedded login also sends
// as its `credential_type`. A leaf with no imports, shared by the core, the local service (as
// `#grant-types`) and the tests.

/** A database connection's password (`username`, `password`, `realm`); also `/co/authenticate`'s credential type. */
export const PASSWORD_REALM_GRANT = 'http://auth0.com/oauth/grant-type/password-realm';
/** A passwordless code (`/co/authenticate`'s credential type for `otp`). */
export const PASSWORDLESS_OTP_GRANT = 'http://auth0.com/oauth/grant-type/passwordless/otp';
/** A passkey's answer to a challenge (`auth_session`, `authn_response`). */
export const WEBAUTHN_GRANT = 'urn:okta:params:oauth:grant-type:webauthn';
/** Finishing an `mfa_required` sign-in with an authenticator app's code (`mfa_token`, `otp`). */
export const MFA_OTP_GRANT = 'http://auth0.com/oauth/grant-type/mfa-otp';
/** Finishing an `mfa_required` sign-in with the recovery code (`mfa_token`, `recovery_code`). */
export const MFA_RECOVERY_CODE_GRANT = 'http://auth0.com/oauth/grant-type/mfa-recovery-code';
