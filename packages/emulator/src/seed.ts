// The demo data: the seeded tenant (the demo SPA, its connections, a few users: one blocked, one with a
// breached password, one with a second factor; the demo API and the system APIs; the organization `acme`
// with the demo user as its admin, and its roles) and the accounts the
// simulated social providers offer. Built fresh by `seedTenant`, then fitted to the running service by
// `applyServiceOptions` (service-options.ts: its origin, the app origins and callback URLs it was started
// with); store/ keeps it.
import {
  MFA_OTP_GRANT,
  MFA_RECOVERY_CODE_GRANT,
  PASSWORD_REALM_GRANT,
  PASSWORDLESS_OTP_GRANT,
  WEBAUTHN_GRANT,
} from '#grant-types';
import { hashPassword } from './passwords.js';
import { avatar, newUser } from './users.js';
import { recoveryCodeHash } from './mfa/factors.js';
import { connectionIdFor } from './organizations.js';
import type { Organization, OrganizationMember } from './organizations.js';
import type { Role } from './roles.js';
import { managementApi, myAccountApi, myOrgApi, myOrgIdentifier } from './system-apis.js';
import { MY_ORG_SCOPES } from './system-scopes.js';
import { ConnectionStrategy } from './tenant.js';
import type {
  Client,
  Connection,
  MfaFactor,
  ResourceServer,
  SigningKey,
  TenantData,
  User,
} from './tenant.js';

export const DEMO_CLIENT_ID = 'demo-spa';
const DEMO_ORIGIN = 'http://localhost:5173';
export const DEMO_USER = { email: 'demo@example.com', password: 'Passw0rd!' } as const;
/**
 * The seeded user with a second factor: an authenticator app with this fixed key (so a phone app can be set
 * up with it too; the dev inbox shows its codes) and this recovery code (single use: after it is used, the
 * new one shown replaces it until the tenant is reset).
 */
export const MFA_DEMO_USER = {
  email: 'mfa@example.com',
  password: 'Passw0rd!',
  totpSecret: 'AUTHELEMENTSDEMOTOTPSECRET234567',
  recoveryCode: 'MFAD-EMUS-ER23-4567-89AB-CDEF',
} as const;
const MFA_DEMO_USER_ID = '000000000000000000000005';
export const DATABASE_CONNECTION = 'Username-Password-Authentication';
const USERNAME_CONNECTION = 'Username-Required';
const DEMO_API_IDENTIFIER = 'https://api.example.com';
const DEMO_PAGES = [
  'index.html',
  'login.html',
  'passwordless.html',
  'signup.html',
  'change-password.html',
  'app.html',
  'profile.html',
  'permissions.html',
  'callback.html',
  'popup-callback.html',
];

/** The demo's callback and logout URLs: its root and every demo page. */
const DEMO_URLS: readonly string[] = [`${DEMO_ORIGIN}/`, ...DEMO_PAGES.map((p) => `${DEMO_ORIGIN}/${p}`)];

function demoClient(): Client {
  return {
    client_id: DEMO_CLIENT_ID,
    name: 'Demo SPA',
    callbacks: [...DEMO_URLS],
    web_origins: [DEMO_ORIGIN],
    allowed_logout_urls: [...DEMO_URLS],
    cross_origin_auth: true,
    cross_origin_loc: `${DEMO_ORIGIN}/cross-origin-verification.html`,
    app_type: 'spa',
    organization_usage: 'allow',
    organization_require_behavior: 'no_prompt',
    initiate_login_uri: `${DEMO_ORIGIN}/`,
    grant_types: [
      'authorization_code',
      'implicit',
      'refresh_token',
      PASSWORD_REALM_GRANT,
      PASSWORDLESS_OTP_GRANT,
      WEBAUTHN_GRANT,
      MFA_OTP_GRANT,
      MFA_RECOVERY_CODE_GRANT,
    ],
  };
}

function connections(): Connection[] {
  const enabled_clients = [DEMO_CLIENT_ID];
  const password_policy = { min_length: 8, min_classes: 3 };
  const list: Omit<Connection, 'id'>[] = [
    { name: DATABASE_CONNECTION, strategy: ConnectionStrategy.DATABASE, password_policy, enabled_clients },
    {
      name: USERNAME_CONNECTION,
      strategy: ConnectionStrategy.DATABASE,
      requires_username: true,
      password_policy,
      enabled_clients: [...enabled_clients],
    },
    { name: 'email', strategy: ConnectionStrategy.EMAIL, enabled_clients: [...enabled_clients] },
    { name: 'sms', strategy: ConnectionStrategy.SMS, enabled_clients: [...enabled_clients] },
    { name: 'google-oauth2', strategy: ConnectionStrategy.GOOGLE, enabled_clients: [...enabled_clients] },
    { name: 'github', strategy: ConnectionStrategy.GITHUB, enabled_clients: [...enabled_clients] },
  ];
  return list.map((connection) => ({ id: connectionIdFor(connection.name), ...connection }));
}

interface SeedUser {
  id: string;
  connection: string;
  email: string;
  username?: string;
  password: string;
  name: string;
  nickname: string;
  color: string;
  blocked?: boolean;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
  given_name?: string;
  family_name?: string;
}

const SEED_USERS: readonly SeedUser[] = [
  {
    id: '000000000000000000000001',
    connection: DATABASE_CONNECTION,
    email: DEMO_USER.email,
    password: DEMO_USER.password,
    name: 'Dana Demo',
    given_name: 'Dana',
    family_name: 'Demo',
    nickname: 'demo',
    color: '#2557d6',
    user_metadata: { favourite_color: 'teal', newsletter: true, locale: 'en' },
    app_metadata: { roles: ['admin'], plan: 'team' },
  },
  {
    id: '000000000000000000000002',
    connection: DATABASE_CONNECTION,
    email: 'blocked@example.com',
    password: DEMO_USER.password,
    name: 'Blocked User',
    nickname: 'blocked',
    color: '#6b6b6b',
    blocked: true,
  },
  {
    id: '000000000000000000000003',
    connection: DATABASE_CONNECTION,
    email: 'leaked@example.com',
    password: '123456',
    name: 'Leaked Password',
    nickname: 'leaked',
    color: '#b3261e',
  },
  {
    id: '000000000000000000000004',
    connection: USERNAME_CONNECTION,
    email: 'sam@example.com',
    username: 'sam',
    password: DEMO_USER.password,
    name: 'Sam Username',
    nickname: 'sam',
    color: '#0a7d4f',
  },
  {
    id: MFA_DEMO_USER_ID,
    connection: DATABASE_CONNECTION,
    email: MFA_DEMO_USER.email,
    password: MFA_DEMO_USER.password,
    name: 'Mo Factor',
    given_name: 'Mo',
    family_name: 'Factor',
    nickname: 'mfa',
    color: '#8a4b00',
  },
];

export interface SocialAccount {
  connection: 'google-oauth2' | 'github';
  id: string;
  email: string;
  name: string;
  nickname: string;
  given_name?: string;
  family_name?: string;
  color: string;
}

/** The accounts the simulated social providers offer on their picker page. */
export const SOCIAL_ACCOUNTS: readonly SocialAccount[] = [
  {
    connection: 'google-oauth2',
    id: '104000000000000000001',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    given_name: 'Ada',
    family_name: 'Lovelace',
    nickname: 'ada',
    color: '#1a73e8',
  },
  {
    connection: 'google-oauth2',
    id: '104000000000000000002',
    email: 'demo@example.com',
    name: 'Dana Demo (Google)',
    given_name: 'Dana',
    family_name: 'Demo',
    nickname: 'dana.demo',
    color: '#34a853',
  },
  {
    connection: 'github',
    id: '5550001',
    email: 'grace@example.com',
    name: 'Grace Hopper',
    nickname: 'ghopper',
    color: '#24292f',
  },
  {
    connection: 'github',
    id: '5550002',
    email: 'alan@example.com',
    name: 'Alan Turing',
    nickname: 'aturing',
    color: '#6e40c9',
  },
];

/** The MFA demo user's confirmed factors: the authenticator app (fixed key) and the recovery code's hash. */
function seedMfaFactors(now: string): MfaFactor[] {
  const user_id = `auth0|${MFA_DEMO_USER_ID}`;
  return [
    {
      id: 'totp|dev_seeded_mfa_user',
      user_id,
      type: 'totp',
      confirmed: true,
      secret: MFA_DEMO_USER.totpSecret,
      created_at: now,
    },
    {
      id: 'recovery-code|dev_seeded_mfa_user',
      user_id,
      type: 'recovery-code',
      confirmed: true,
      code_hash: recoveryCodeHash(MFA_DEMO_USER.recoveryCode),
      created_at: now,
    },
  ];
}

/** Seed passwords are hashed once per process, so reset() stays fast (each hash is a fresh scrypt). */
const seedHashes = new Map<string, Promise<string>>();

function seedHash(password: string): Promise<string> {
  let hash = seedHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    seedHashes.set(password, hash);
  }
  return hash;
}

async function seedUser(seed: SeedUser, now: string): Promise<User> {
  const { id, connection, password, color, ...profile } = seed;
  const initials = seed.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return newUser(
    {
      ...profile,
      identity: { provider: ConnectionStrategy.DATABASE, connection, user_id: id, isSocial: false },
      email_verified: true,
      picture: avatar(initials, color),
      password_hash: await seedHash(password),
    },
    now,
  );
}

function resourceServers(origin: string): ResourceServer[] {
  return [
    {
      id: 'rs_demo_api',
      identifier: DEMO_API_IDENTIFIER,
      name: 'Demo API',
      scopes: [
        { value: 'read:reports', description: 'Read reports' },
        { value: 'write:reports', description: 'Create and change reports' },
      ],
      signing_alg: 'RS256',
      token_lifetime: 86400,
      is_system: false,
    },
    managementApi(origin),
    myAccountApi(origin),
    myOrgApi(origin),
  ];
}

/** The seeded organization, its roles and members (the demo user its admin, Sam a member). */
export const ACME = {
  id: 'org_acme0demo0seed01',
  name: 'acme',
  adminRole: 'rol_acme0admin00001',
  memberRole: 'rol_acme0member0001',
} as const;

function seedRoles(origin: string): Role[] {
  const myOrg = myOrgIdentifier(origin);
  const permission = (permission_name: string) => ({ resource_server_identifier: myOrg, permission_name });
  return [
    {
      id: ACME.adminRole,
      name: 'Organization admin',
      description: "Manages an organization's members, invitations and details",
      permissions: MY_ORG_SCOPES.map(permission),
    },
    {
      id: ACME.memberRole,
      name: 'Organization member',
      description: 'Sees an organization and its members',
      permissions: ['read:my_org:details', 'read:my_org:members'].map(permission),
    },
  ];
}

function seedOrganizations(now: string): Organization[] {
  return [
    {
      id: ACME.id,
      name: ACME.name,
      display_name: 'Acme Inc.',
      branding: { colors: { primary: '#2557d6', page_background: '#f4f6fb' } },
      metadata: { plan: 'enterprise' },
      enabled_connections: [
        {
          connection_id: connectionIdFor(DATABASE_CONNECTION),
          assign_membership_on_login: false,
          is_signup_enabled: true,
          show_as_button: true,
        },
      ],
      created_at: now,
    },
  ];
}

function seedMembers(now: string): OrganizationMember[] {
  const member = (userId: string, roles: string[]): OrganizationMember => ({
    id: `${ACME.id}:${userId}`,
    organization_id: ACME.id,
    user_id: userId,
    roles,
    created_at: now,
  });
  return [
    member('auth0|000000000000000000000001', [ACME.adminRole]),
    member('auth0|000000000000000000000004', [ACME.memberRole]),
  ];
}

interface SeedOptions {
  origin: string;
  keys: SigningKey[];
  /** The clock of the users' timestamps (milliseconds since the epoch); default `Date.now`. */
  now?: () => number;
}

/** A fresh demo tenant (before the configured app origins and callback URLs are applied). */
export async function seedTenant({ origin, keys, now: clock = Date.now }: SeedOptions): Promise<TenantData> {
  const now = new Date(clock()).toISOString();
  return {
    version: 1,
    attack_protection: {},
    allowed_logout_urls: [...DEMO_URLS],
    breached_passwords: [
      '123456',
      '12345678',
      'password',
      'Password1',
      'Password1!',
      'Passw0rd',
      'qwerty123',
      'Qwerty123!',
      'letmein',
      'iloveyou',
      'admin123',
      'welcome1',
      'Welcome1!',
    ],
    keys,
    clients: [demoClient()],
    connections: connections(),
    users: await Promise.all(SEED_USERS.map((seed) => seedUser(seed, now))),
    resource_servers: resourceServers(origin),
    sessions: [],
    codes: [],
    login_tickets: [],
    one_time_codes: [],
    refresh_tokens: [],
    tickets: [],
    messages: [],
    passkeys: [],
    passkey_sessions: [],
    mfa_factors: seedMfaFactors(now),
    mfa_tokens: [],
    mfa_attempts: [],
    federations: [],
    organizations: seedOrganizations(now),
    organization_members: seedMembers(now),
    invitations: [],
    roles: seedRoles(origin),
    user_roles: [],
  };
}
