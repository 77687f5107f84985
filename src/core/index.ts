// The framework-free client. Importable in Node: nothing here touches window, document or storage
// at import time.
export { WebAuth } from './web-auth.js';
export { Authentication } from './authentication.js';
export { Management } from './management.js';
export { MyAccount } from './my-account.js';
export { MyOrganization } from './my-organization.js';
export type {
  CreateInvitationsOptions,
  InvitationsPage,
  MembersPage,
  MyOrganizationOptions,
  OrganizationBranding,
  OrganizationDetails,
  OrganizationDetailsUpdate,
  OrganizationInvitation,
  OrganizationMember,
  OrganizationRole,
  PageOptions,
} from './my-organization.js';
export { parseInvitation } from './invitation.js';
export type { Invitation } from './invitation.js';
export type {
  AuthenticationMethod,
  AuthenticationMethodType,
  EnrolPasskeyOptions,
  Factor,
  MyAccountOptions,
  PasskeyMethod,
  RecoveryCodeEnrolment,
  TotpEnrolment,
} from './my-account.js';
export { Mfa } from './mfa.js';
export type {
  MfaAuthenticator,
  MfaAuthResult,
  MfaChallenge,
  MfaChallengeOptions,
  MfaEnrollOptions,
  MfaOptions,
  MfaOtpEnrollment,
  MfaVerifyOptions,
} from './mfa.js';
export { Passkeys } from './passkeys.js';
export type { PasskeyLoginOptions, PasskeySignupOptions, PasskeyTokenOptions } from './passkeys.js';
export { RESERVED_SCOPE_NAMES } from './lib/permissions.js';
export type { ResourceServerScope } from './lib/permissions.js';
// For the elements (which import only this entry): the service origin of a `domain`, and a JWT's
// claims read without verification.
export { resolveOrigin } from './lib/domain.js';
export { decodeJwtPart } from './lib/jwt-part.js';
export type { ManagementIdentity, ManagementOptions, ManagementUser, ResourceServer } from './management.js';
export { Popup } from './popup.js';
export { createSessionRenewer, MIN_RENEWAL_INTERVAL_MS } from './session-renewer.js';
export type { SessionRenewalTarget, SessionRenewer, SessionRenewerOptions } from './session-renewer.js';
export type {
  CheckSessionOptions,
  PopupAuthorizeOptions,
  PopupCallbackOptions,
  PopupWindowOptions,
  SSOData,
} from './types.js';
export { AuthError, AUTH_ERROR_CODES, isAuthErrorCode } from './errors.js';
export type { AuthErrorCode, AuthErrorInit, MfaRequirements } from './errors.js';
export type {
  AuthorizeOptions,
  AuthResult,
  Callback,
  ChangePasswordOptions,
  CoAuthenticateOptions,
  CoAuthenticateResult,
  HandleRedirectCallbackOptions,
  IdTokenPayload,
  LoginOptions,
  LogoutOptions,
  OAuthTokenOptions,
  ParseHashOptions,
  PasswordlessLoginOptions,
  PasswordlessStartOptions,
  PasswordlessStartRequest,
  PasswordlessStartResult,
  ResponseMode,
  SignupOptions,
  SignupResult,
  TelemetryInfo,
  TokenResponse,
  UserProfile,
  WebAuthOptions,
} from './types.js';
