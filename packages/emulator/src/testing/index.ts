// The test kit (`auth-elements-emulator/testing`): a local identity service per test file, on a free
// loopback port, with an in-memory tenant (no file is written), and the helpers an application's own tests
// need: the app's origins and callbacks on the demo client, users (password, verified or not, metadata, an
// authenticator app, a recovery code), organizations, members and invitations, APIs and their scopes, the
// code an authenticator app shows now, the dev inbox, a login session for a browser, and the clock.
// Everything is written straight into the service's tenant, as its own routes would write it.
import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../context.js';
import { startEmulator } from '../index.js';
import type { EmulatorHandle, MfaPolicy } from '../index.js';
import {
  confirmRecoveryCodeEnrolment,
  confirmTotpEnrolment,
  formatRecoveryCode,
  startRecoveryCodeEnrolment,
  startTotpEnrolment,
} from '../mfa/factors.js';
import {
  addMembers,
  connectionIdFor,
  createInvitation,
  invitationMessage,
  newId,
  organizationByIdOrName,
} from '../organizations.js';
import { hashPassword } from '../passwords.js';
import { createServiceContext, randomId } from '../service.js';
import { openSession } from '../sessions.js';
import type { FileTenantStore } from '../store/index.js';
import { ConnectionStrategy } from '../tenant.js';
import type { User } from '../tenant.js';
import { newUser } from '../users.js';
import { TestClock } from './clock.js';
import {
  CLIENT_ID,
  DATABASE,
  PASSWORD,
  readInbox,
  TOTP_STEP_MS,
  totp,
  uniqueEmail,
  waitForMessage,
} from './shared.js';
import type { InboxMessage, MessageKind } from './shared.js';

export { TestClock } from './clock.js';
export { CLIENT_ID, DATABASE, PASSWORD, totp, uniqueEmail } from './shared.js';
export type { InboxMessage, MessageKind } from './shared.js';

/** The name of the service's login-session cookie (HttpOnly, on the service's origin). */
export const SESSION_COOKIE = 'ae_session';

export interface TestServiceOptions {
  /** The app's origins (e.g. `http://localhost:5173`): Allowed Web Origins of the demo client. */
  origins?: readonly string[];
  /** The app's callback URLs: Allowed Callback URLs and Allowed Logout URLs of the demo client. */
  callbacks?: readonly string[];
  /**
   * The app's login route, where invitation links lead (the client's `initiate_login_uri`); default the
   * first of `origins` with `/`.
   */
  loginUri?: string;
  /** The service's clock; default a {@link TestClock} that follows real time from now. */
  clock?: TestClock;
  /** When a second factor is asked for (default `'enrolled'`: users with an authenticator app). */
  mfaPolicy?: MfaPolicy;
  /** The loopback host name the service answers on and names in its URL (default `localhost`). */
  host?: 'localhost' | '127.0.0.1';
}

export interface NewTestUser {
  /** Default: a fresh address (`user-<random>@example.com`). */
  email?: string;
  /** Default: {@link PASSWORD}. */
  password?: string;
  /** Whether the address is verified (default true). */
  verified?: boolean;
  /** The user's `user_metadata`. */
  metadata?: Record<string, unknown>;
  /** The user's `app_metadata`. */
  appMetadata?: Record<string, unknown>;
  /** The user's name (default: the address). */
  name?: string;
  /** An authenticator app enrolled (its secret is in the result): logins then ask for its code. */
  totp?: true;
  /** A recovery code enrolled (the code is in the result). */
  recoveryCode?: true;
}

/** A user of the test service, with what a test types in for them. */
export interface TestUser {
  /** `auth0|<24 hex digits>`: the `sub` of their tokens. */
  id: string;
  email: string;
  password: string;
  /** The authenticator app's secret (base32), with `totp: true`. */
  totpSecret?: string;
  /** The recovery code (groups of four joined by dashes), with `recoveryCode: true`; single use. */
  recoveryCode?: string;
}

export interface TestOrganization {
  /** `org_` and 16 characters. */
  id: string;
  name: string;
  displayName?: string;
}

export interface TestApi {
  id: string;
  /** The API's identifier: the `audience` an app asks tokens for. */
  identifier: string;
  scopes: string[];
}

export interface TestInvitation {
  id: string;
  /** The invitation link (the app's login route with `invitation`, `organization`, `organization_name`). */
  url: string;
  /** The ticket: the link's `invitation` parameter. */
  ticket: string;
}

/** A cookie as Playwright's `BrowserContext.addCookies` takes it. */
export interface SessionCookie {
  name: string;
  value: string;
  /** The service's origin. */
  url: string;
  httpOnly: true;
  sameSite: 'Lax';
}

/** A local identity service for one test file (see {@link startTestService}). */
export interface TestService {
  /** The service's origin, e.g. `http://localhost:41234`: an SDK's `domain` is its host. */
  readonly url: string;
  /** The service's host and port (what auth0-spa-js and auth0.js take as `domain`). */
  readonly domain: string;
  /** The demo client the app signs in with (a public SPA client with every grant). */
  readonly clientId: string;
  /** The service's clock: `clock.advance(ms)` moves it forward (codes, sessions, invitations expire). */
  readonly clock: TestClock;
  /** Creates a user of the database connection, ready to log in. */
  createUser(user?: NewTestUser): Promise<TestUser>;
  /** Creates an organization whose members log in with the database connection. */
  createOrganization(org: { name: string; displayName?: string }): Promise<TestOrganization>;
  /** Makes `user` a member of `org` (with role ids `roles`). */
  addMember(org: TestOrganization, user: TestUser, options?: { roles?: string[] }): Promise<void>;
  /** Invites `email` to `org`: the invitation e-mail goes to the inbox; the link is also answered. */
  invite(org: TestOrganization, invitee: { email: string; inviter?: string }): Promise<TestInvitation>;
  /** Creates an API (`audience`) with these scopes. */
  createApi(api: { identifier: string; scopes: string[]; name?: string }): Promise<TestApi>;
  /**
   * The code `user`'s authenticator app shows now. The service takes a code once: when the current one
   * was used, the clock moves on to the next 30-second step first.
   */
  currentCode(user: TestUser): string;
  /** The messages the service sent, newest first: to `to`, of `kind` (each with its `link` or `code`). */
  inbox(filter?: { to?: string; kind?: MessageKind }): Promise<InboxMessage[]>;
  /** The newest message to `to` of `kind`, waiting for it up to `timeoutMs` (default 5 s). */
  waitForMessage(filter: { to: string; kind: MessageKind }, timeoutMs?: number): Promise<InboxMessage>;
  /**
   * A login session for `user` (as after an interactive log-in, with the second factor when the user has
   * one): its cookie, for a browser context, makes silent authentication (`prompt=none`) sign them in.
   */
  session(user: TestUser): Promise<SessionCookie>;
  /** The underlying service (its tenant store, `issueTokens`). */
  readonly handle: EmulatorHandle;
  /** Stops the service; its tenant is gone with it. */
  close(): Promise<void>;
}

/**
 * Starts a local identity service on a free loopback port with an in-memory tenant of its own (the seeded
 * demo tenant: nothing is shared with another service, nothing is written to disk), and the app's
 * `origins` and `callbacks` added to the demo client.
 *
 * @example
 * const service = await startTestService({ origins: ['http://localhost:5173'] });
 * const user = await service.createUser({ totp: true });
 * // ... log in as user.email / user.password, then type service.currentCode(user)
 * await service.close();
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const clock = options.clock ?? new TestClock(Date.now(), { running: true });
  const origins = [...(options.origins ?? [])];
  const handle = await startEmulator({
    port: 0,
    host: options.host ?? 'localhost',
    quiet: true,
    now: clock.now,
    appOrigins: origins,
    callbackUrls: [...(options.callbacks ?? [])],
    ...(options.mfaPolicy ? { mfaPolicy: options.mfaPolicy } : {}),
  });
  const store = handle.store as FileTenantStore;
  const ctx: ServiceContext = createServiceContext(store, handle.url, clock.now);
  const data = () => store.data;
  const client = data().clients.find((c) => c.client_id === CLIENT_ID);
  const loginUri = options.loginUri ?? (origins[0] ? `${origins[0]}/` : undefined);
  if (client && loginUri) client.initiate_login_uri = loginUri;
  await store.commit();

  const userOf = (user: TestUser): User => {
    const found = data().users.find((u) => u.user_id === user.id);
    if (!found) throw new TypeError(`No user ${user.id} in this service`);
    return found;
  };
  const organizationOf = (org: TestOrganization) => {
    const found = organizationByIdOrName(data(), org.id);
    if (!found) throw new TypeError(`No organization ${org.id} in this service`);
    return found;
  };
  const isoNow = () => new Date(clock.now()).toISOString();

  return {
    url: handle.url,
    domain: new URL(handle.url).host,
    clientId: CLIENT_ID,
    clock,
    handle,

    async createUser(input = {}) {
      const email = input.email ?? uniqueEmail('user');
      const password = input.password ?? PASSWORD;
      const user = newUser(
        {
          identity: {
            provider: ConnectionStrategy.DATABASE,
            connection: DATABASE,
            user_id: randomId(12),
            isSocial: false,
          },
          email,
          email_verified: input.verified ?? true,
          ...(input.name ? { name: input.name } : {}),
          password_hash: await hashPassword(password),
          ...(input.metadata ? { user_metadata: input.metadata } : {}),
          ...(input.appMetadata ? { app_metadata: input.appMetadata } : {}),
        },
        isoNow(),
      );
      if (data().users.some((u) => u.email?.toLowerCase() === email.toLowerCase()))
        throw new TypeError(`A user with the address ${email} exists already`);
      data().users.push(user);
      const created: TestUser = { id: user.user_id, email, password };
      if (input.totp) {
        const { authSession, secret } = startTotpEnrolment(ctx, user);
        const check = confirmTotpEnrolment(ctx, user, { authSession }, totp(secret, clock.now()));
        if (!check.ok) throw new Error(`The authenticator app was not enrolled: ${check.reason}`);
        // Enrolled before the test: the code of this step is still unused.
        delete check.factor.last_step;
        created.totpSecret = secret;
      }
      if (input.recoveryCode) {
        const { authSession, recoveryCode } = startRecoveryCodeEnrolment(ctx, user);
        confirmRecoveryCodeEnrolment(ctx, user, authSession);
        created.recoveryCode = formatRecoveryCode(recoveryCode);
      }
      await store.commit();
      return created;
    },

    async createOrganization({ name, displayName }) {
      const org = {
        id: newId('org_'),
        name: name.toLowerCase(),
        ...(displayName !== undefined ? { display_name: displayName } : {}),
        enabled_connections: [
          {
            connection_id: connectionIdFor(DATABASE),
            assign_membership_on_login: false,
            is_signup_enabled: true,
            show_as_button: true,
          },
        ],
        created_at: isoNow(),
      };
      if (organizationByIdOrName(data(), org.name))
        throw new TypeError(`An organization named ${org.name} exists already`);
      data().organizations.push(org);
      await store.commit();
      return { id: org.id, name: org.name, ...(displayName !== undefined ? { displayName } : {}) };
    },

    async addMember(org, user, { roles = [] } = {}) {
      addMembers(data(), organizationOf(org).id, [userOf(user).user_id], isoNow(), roles);
      await store.commit();
    },

    async invite(org, { email, inviter = 'A test' }) {
      const organization = organizationOf(org);
      if (!client?.initiate_login_uri)
        throw new TypeError(
          'Invitations need the app’s login route: give startTestService `origins` or `loginUri`',
        );
      const invitation = createInvitation(data(), {
        organization,
        client: { ...client, initiate_login_uri: client.initiate_login_uri },
        inviter: { name: inviter },
        invitee: { email },
        connection_id: connectionIdFor(DATABASE),
        now: ctx.now(),
      });
      await ctx.sendMessage(invitationMessage(invitation, organization));
      await store.commit();
      return { id: invitation.id, url: invitation.invitation_url, ticket: invitation.ticket_id };
    },

    async createApi({ identifier, scopes, name = identifier }) {
      if (data().resource_servers.some((rs) => rs.identifier === identifier))
        throw new TypeError(`An API with the identifier ${identifier} exists already`);
      const api = {
        id: `rs_${randomBytes(8).toString('hex')}`,
        identifier,
        name,
        scopes: scopes.map((value) => ({ value, description: value })),
        signing_alg: 'RS256' as const,
        token_lifetime: 86400,
        is_system: false,
      };
      data().resource_servers.push(api);
      await store.commit();
      return { id: api.id, identifier, scopes: [...scopes] };
    },

    currentCode(user) {
      if (!user.totpSecret)
        throw new TypeError(`${user.email} has no authenticator app (createUser({ totp: true }))`);
      const factor = data().mfa_factors.find(
        (f) => f.user_id === user.id && f.type === 'totp' && f.confirmed,
      );
      const step = () => Math.floor(clock.now() / TOTP_STEP_MS);
      if (factor?.last_step !== undefined && factor.last_step >= step())
        clock.advance((factor.last_step + 1) * TOTP_STEP_MS - clock.now());
      return totp(user.totpSecret, clock.now());
    },

    inbox: (filter = {}) => readInbox(handle.url, filter),
    waitForMessage: (filter, timeoutMs) => waitForMessage(handle.url, filter, timeoutMs),

    async session(user) {
      const record = userOf(user);
      const secondFactor = data().mfa_factors.some((f) => f.user_id === record.user_id && f.confirmed);
      const session = openSession(ctx, record, DATABASE, CLIENT_ID, 'openid profile email offline_access', {
        ...(secondFactor ? { amr: ['mfa'] } : {}),
      });
      await store.commit();
      return { name: SESSION_COOKIE, value: session.id, url: handle.url, httpOnly: true, sameSite: 'Lax' };
    },

    close: () => handle.close(),
  };
}
