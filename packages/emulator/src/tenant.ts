// The tenant's state: every client, connection, user, API and the short-lived records of logins
// (sessions, codes, tickets, one-time codes). Plain JSON so it can be saved to and loaded from a file.
// The seeded demo tenant is built in seed.ts; the store (load, journal, reset) is the folder store/.
import type { ResourceServerScope } from '#permissions';
import type { EnterpriseOptions, Federation } from './enterprise.js';
import type { Invitation, Organization, OrganizationMember } from './organizations.js';
import type { Role, UserRoles } from './roles.js';

export interface Client {
  client_id: string;
  name: string;
  /** Present for confidential clients; a public client (SPA) has none and must use PKCE for code. */
  client_secret?: string;
  /** Allowed Callback URLs: redirect_uri must equal one of them exactly. */
  callbacks: string[];
  /** Allowed Web Origins: origins allowed for web_message, /co/authenticate, CORS and getSSOData. */
  web_origins: string[];
  /** Allowed Logout URLs for this client. */
  allowed_logout_urls: string[];
  /** Cross-origin authentication (embedded login through /co/authenticate). */
  cross_origin_auth: boolean;
  /** Grant types the client may use at /oauth/token. */
  grant_types: string[];
  /** Cross-origin verification location: the app page /authorize frames when third-party cookies are off. */
  cross_origin_loc?: string;
  /** Lifetimes of rotating refresh tokens (defaults: REFRESH_TOKEN_LIFETIMES). */
  refresh_token?: RefreshTokenPolicy;
  /** The kind of application (the Management API's `app_type`); a `spa` has no secret. */
  app_type?: 'spa' | 'native' | 'regular_web' | 'non_interactive';
  description?: string;
  /** Whether /authorize takes an `organization`: `deny` (the default), `allow` or `require`. */
  organization_usage?: OrganizationUsage;
  /** With `require` and no organization: refuse (`no_prompt`, the default) or ask before or after log-in. */
  organization_require_behavior?: OrganizationRequireBehavior;
  /** The application's login route (https, or http on a loopback host): invitation links start there. */
  initiate_login_uri?: string;
}

export const ORGANIZATION_USAGES = ['deny', 'allow', 'require'] as const;
export type OrganizationUsage = (typeof ORGANIZATION_USAGES)[number];
export const ORGANIZATION_REQUIRE_BEHAVIORS = ['no_prompt', 'pre_login_prompt', 'post_login_prompt'] as const;
export type OrganizationRequireBehavior = (typeof ORGANIZATION_REQUIRE_BEHAVIORS)[number];

/** The lifetimes of a client's rotating refresh tokens, in seconds (the real service's field names). */
interface RefreshTokenPolicy {
  /** Absolute lifetime of a family, counted from the login that started it. */
  token_lifetime?: number;
  /** A family ends when none of its tokens was used for this long. */
  idle_token_lifetime?: number;
}

/** The real service's defaults for rotating refresh tokens: 30 days absolute, 15 days of inactivity. */
export const REFRESH_TOKEN_LIFETIMES = {
  token_lifetime: 30 * 24 * 3600,
  idle_token_lifetime: 15 * 24 * 3600,
};

export const ConnectionStrategy = {
  DATABASE: 'auth0',
  EMAIL: 'email',
  SMS: 'sms',
  GOOGLE: 'google-oauth2',
  GITHUB: 'github',
  /** Enterprise: a company's OpenID Provider (enterprise.ts). */
  OIDC: 'oidc',
  OKTA: 'okta',
} as const;
export type ConnectionStrategy = (typeof ConnectionStrategy)[keyof typeof ConnectionStrategy];

export interface PasswordPolicy {
  min_length: number;
  /** Character classes required: lower, upper, digit, special; at least `min_classes` of them. */
  min_classes: number;
}

export interface Connection {
  /** `con_` and 16 characters; given to connections of older data files when loaded (store/snapshot.ts). */
  id: string;
  name: string;
  strategy: ConnectionStrategy;
  /** Database connections only. */
  requires_username?: boolean;
  password_policy?: PasswordPolicy;
  /** Client ids the connection is enabled for. */
  enabled_clients: string[];
  /** The name shown for it (enterprise connections). */
  display_name?: string;
  /** Offered as a button on the log-in page besides the e-mail's domain (enterprise connections). */
  show_as_button?: boolean;
  /** Enterprise connections only: the provider and the company's domains. */
  options?: EnterpriseOptions;
}

export interface Identity {
  /** 'auth0' for database users, 'email'/'sms' for passwordless, the strategy for social. */
  provider: string;
  connection: string;
  user_id: string;
  isSocial: boolean;
  /** Profile of a linked (secondary) identity. */
  profileData?: Record<string, unknown>;
  /**
   * Password hash of a linked database identity, kept so its credentials keep working (they log in the
   * primary user). The main identity's hash is the user's `password_hash`. Never sent over the wire.
   */
  password_hash?: string;
}

export interface User {
  /** `<provider>|<id>`, e.g. `auth0|5f1c...`. */
  user_id: string;
  email?: string;
  email_verified: boolean;
  username?: string;
  phone_number?: string;
  phone_verified?: boolean;
  name: string;
  nickname: string;
  picture: string;
  given_name?: string;
  family_name?: string;
  /** scrypt hash `scrypt$<salt b64url>$<hash b64url>`; database users only. Never sent over the wire. */
  password_hash?: string;
  blocked: boolean;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  identities: Identity[];
  created_at: string;
  updated_at: string;
  last_login?: string;
  logins_count: number;
  /** Consecutive failed password logins (brute-force protection); reset by a successful login or unblock. */
  failed_logins: number;
  /** Set after 10 consecutive failures; cleared by the unblock link from the dev inbox. */
  brute_force_blocked: boolean;
}

export interface ResourceServer {
  id: string;
  identifier: string;
  name: string;
  scopes: ResourceServerScope[];
  signing_alg: 'RS256';
  token_lifetime: number;
  /** The Management API itself: cannot be changed through the API. */
  is_system: boolean;
  /**
   * Tokens for this API need a second factor: a refresh of a family that has not passed one answers
   * `mfa_required` (step-up). Set through the Management API (`PATCH /api/v2/resource-servers/{id}`).
   */
  require_mfa?: boolean;
  /** RBAC: tokens carry only the requested scopes the user's roles grant for this API (roles.ts). */
  enforce_policies?: boolean;
  /** `access_token_authz` adds a `permissions` claim (every permission granted) to access tokens. */
  token_dialect?: 'access_token' | 'access_token_authz';
}

/** A login session at the service (the HttpOnly cookie names its id). */
export interface Session {
  id: string;
  user_id: string;
  connection: string;
  created_at: number;
  expires_at: number;
  /** Seconds since epoch of the last interactive authentication (auth_time). */
  auth_time: number;
  /** Scopes the user has consented to per client (for the localhost getSSOData consent rule). */
  consented_scopes: Record<string, string>;
  /** Authentication methods beyond the first factor: `["mfa"]` once the hosted second-factor step passed. */
  amr?: string[];
}

interface AuthorizationCode {
  code: string;
  client_id: string;
  user_id: string;
  session_id: string;
  redirect_uri: string;
  scope: string;
  audience?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: 'S256';
  auth_time: number;
  /** Authentication methods of the login (`['mfa']` after a second factor): the ID token's `amr`. */
  amr?: string[];
  /** The organization the login is bound to (`organization` at /authorize): the tokens' `org_id`. */
  organization_id?: string;
  expires_at: number;
}

/** Issued by /co/authenticate; redeemed once by /authorize?login_ticket=... */
export interface LoginTicket {
  ticket: string;
  client_id: string;
  user_id: string;
  connection: string;
  co_id: string;
  co_verifier: string;
  expires_at: number;
}

/** A passwordless transaction started by /passwordless/start. */
interface OneTimeCode {
  connection: 'email' | 'sms';
  /** The e-mail address or phone number. */
  to: string;
  code: string;
  client_id: string;
  send: 'code' | 'link';
  authParams: Record<string, string>;
  attempts: number;
  expires_at: number;
}

/**
 * A family of rotating refresh tokens: one record per login, holding only its current token. A token is
 * `{family}.{secret}`, so a used (rotated) one still names its family without being kept: presenting it
 * is reuse, and revokes the family.
 */
export interface RefreshToken {
  family: string;
  /** SHA-256 (base64url) of the current token's secret; the token itself is never stored. */
  secret_hash: string;
  client_id: string;
  user_id: string;
  scope: string;
  audience?: string;
  /** The login session whose authorization code started the family (none for the password grant). */
  session_id?: string;
  /** auth_time of the login that started the family. */
  auth_time: number;
  /** Authentication methods of that login, `['mfa']` once a second factor was passed (see mfa/). */
  amr?: string[];
  /** The organization of the login that started the family: every refresh stays bound to it. */
  organization_id?: string;
  /** End of the absolute lifetime (seconds since epoch). */
  expires_at: number;
  /** End of the inactivity lifetime, moved forward by every use. */
  idle_expires_at: number;
}

export const MessageKind = {
  PASSWORDLESS_CODE: 'passwordless-code',
  PASSWORDLESS_LINK: 'passwordless-link',
  PASSWORD_RESET: 'password-reset',
  UNBLOCK: 'unblock',
  INVITATION: 'invitation',
  EMAIL_VERIFICATION: 'email-verification',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];

/** An e-mail or SMS the service "sent"; shown in the dev inbox. */
export interface Message {
  id: string;
  /** E-mail address or phone number. */
  to: string;
  channel: 'email' | 'sms';
  kind: MessageKind;
  subject: string;
  text: string;
  code?: string;
  link?: string;
  created_at: string;
}

/** A password-reset, unblock or e-mail verification ticket, redeemed by the link in a message. */
export interface Ticket {
  ticket: string;
  kind: 'password-reset' | 'unblock' | 'email-verification';
  user_id: string;
  /** A password reset of a linked database identity: that identity's `user_id` (the primary is `user_id`). */
  identity_id?: string;
  expires_at: number;
}

export interface SigningKey {
  kid: string;
  /** RS256 private key as a JWK (kept so tokens survive a restart with --data). */
  privateJwk: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
}

/** Thresholds of the login protections (the defaults apply to any field left out). */
interface AttackProtection {
  /** Consecutive failed logins after which a user is blocked until unblocked (default 10). */
  brute_force_threshold?: number;
  /** Failed logins from one IP address within the window that count as suspicious (default 100). */
  suspicious_ip_threshold?: number;
  /** Length of that window in seconds (default 300). */
  suspicious_ip_window_seconds?: number;
}

/** A passkey (WebAuthn credential) registered to a user; see webauthn.ts. */
export interface Passkey {
  /** The My Account API's method id, `passkey|dev_<hex>`. */
  id: string;
  user_id: string;
  /** The database connection the user signs in with (the passkey's realm). */
  connection: string;
  /** The credential id (base64url): the authenticator names it in every assertion. */
  credential_id: string;
  /** The COSE public key (base64url). */
  public_key: string;
  /** The last signature counter seen; a lower one later means a cloned authenticator. */
  counter: number;
  /** The WebAuthn user handle (base64url) given at registration. */
  user_handle: string;
  transports: string[];
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  aaguid: string;
  rp_id: string;
  user_agent?: string;
  name?: string;
  created_at: string;
  last_auth_at?: string;
}

/** A WebAuthn ceremony under way (`auth_session`): single use, five minutes. */
export interface PasskeySession {
  auth_session: string;
  kind: 'signup' | 'login' | 'enrol';
  client_id: string;
  connection: string;
  /** The challenge sent (base64url). */
  challenge: string;
  /** The user handle offered at registration (signup, enrol). */
  user_handle?: string;
  /** Enrolment: the signed-in user. */
  user_id?: string;
  /** Sign-up: the profile to create the user with. */
  profile?: Record<string, string>;
  expires_at: number;
}

/**
 * When the service asks for a second factor: `never`; `enrolled` (users with a confirmed factor, always;
 * the default); `always` (users without one enrol first).
 */
export const MfaPolicy = { NEVER: 'never', ENROLLED: 'enrolled', ALWAYS: 'always' } as const;
export type MfaPolicy = (typeof MfaPolicy)[keyof typeof MfaPolicy];

/**
 * A user's second factor (see mfa/factors.ts): an authenticator app (TOTP) or the recovery code. Unconfirmed
 * while its enrolment is under way (then `expires_at` ends it), confirmed by a first right code (TOTP) or by
 * the verify step (recovery code).
 */
export interface MfaFactor {
  /** `totp|dev_<hex>` or `recovery-code|dev_<hex>`: the MFA API's authenticator id and My Account's method id. */
  id: string;
  user_id: string;
  type: 'totp' | 'recovery-code';
  confirmed: boolean;
  /** TOTP: the shared secret (base32), which the service needs to compute codes. */
  secret?: string;
  /** TOTP: the last time step a code was accepted for; a code of that step or earlier is refused (replay). */
  last_step?: number;
  /** Recovery code: SHA-256 (base64url) of the normalized code; the code itself is never stored. */
  code_hash?: string;
  /** Enrolment under way: the My Account API's or hosted step's `auth_session`. */
  auth_session?: string;
  /** Enrolment under way through /mfa/associate: the hash of the mfa_token the first right code confirms it with. */
  mfa_token_hash?: string;
  /** Wrong codes at the enrolment's confirmation. */
  attempts?: number;
  /** Unconfirmed factors only: the enrolment's end (seconds since the epoch). */
  expires_at?: number;
  /** The `sid` of the login that confirmed it (logins.ts): that login's tokens pass it. */
  confirmed_by?: string;
  created_at: string;
  last_auth_at?: string;
}

/**
 * An `mfa_token` (see mfa/mfa-tokens.ts): the sign-in a grant stopped at `mfa_required`, to be finished by
 * the MFA grants. Short-lived, single use, bound to its user, client, audience and scope.
 */
export interface MfaToken {
  /** SHA-256 (base64url) of the token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  client_id: string;
  scope: string;
  audience?: string;
  /** A refresh-token step-up: the family that passes MFA when the token is redeemed (no new family). */
  family?: string;
  /** Codes checked with this token (the per-token limit). */
  attempts: number;
  expires_at: number;
}

/** Wrong second-factor codes of a user within the last window (seconds since the epoch). */
export interface MfaAttempts {
  user_id: string;
  times: number[];
}

export interface TenantData {
  version: 1;
  attack_protection?: AttackProtection;
  /**
   * Whether /authorize takes an organization's name as `organization` (else only ids) and tokens carry
   * `org_name`; off by default, as the real tenant setting.
   */
  allow_organization_name_in_authentication_api?: boolean;
  /** When a second factor is asked for (default `enrolled`); startEmulator's `mfaPolicy` sets it. */
  mfa_policy?: MfaPolicy;
  /** Tenant-level Allowed Logout URLs (used by /v2/logout without client_id). */
  allowed_logout_urls: string[];
  /** Passwords refused as breached (password_leaked at login, password_dictionary_error at signup). */
  breached_passwords: string[];
  keys: SigningKey[];
  clients: Client[];
  connections: Connection[];
  users: User[];
  resource_servers: ResourceServer[];
  sessions: Session[];
  codes: AuthorizationCode[];
  login_tickets: LoginTicket[];
  one_time_codes: OneTimeCode[];
  refresh_tokens: RefreshToken[];
  tickets: Ticket[];
  messages: Message[];
  passkeys: Passkey[];
  passkey_sessions: PasskeySession[];
  mfa_factors: MfaFactor[];
  mfa_tokens: MfaToken[];
  mfa_attempts: MfaAttempts[];
  /** Enterprise sign-ins sent to their provider, waiting for its answer (enterprise.ts). */
  federations: Federation[];
  /** Organizations (organizations.ts), their members with their roles, and the invitations to join them. */
  organizations: Organization[];
  organization_members: OrganizationMember[];
  invitations: Invitation[];
  /** Roles and their permissions, and each user's tenant-wide roles (roles.ts). */
  roles: Role[];
  user_roles: UserRoles[];
}
