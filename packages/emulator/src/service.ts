// Building the service's context (context.ts) over a store and an origin, and the lookups it and the
// routes share: random ids, a database login by e-mail or username, a linked identity's profile fields.
import { randomBytes } from 'node:crypto';
import type { ServiceContext } from './context.js';
import type { FileTenantStore } from './store/index.js';
import { managementIdentifier } from './system-apis.js';
import { defaultRpId } from './webauthn.js';
import type { RelyingParty } from './webauthn.js';
import type { Identity, Message, User } from './tenant.js';
import { JwtTokenService } from './tokens.js';

/** Messages kept in the dev inbox; older ones are dropped. */
const INBOX_LIMIT = 200;

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}

/** A database identity found by e-mail or username, and the user it logs in. */
interface DatabaseLogin {
  /** The user holding the identity: its own user, or the primary it was linked to. */
  user: User;
  identity: Identity;
  /** Whether the identity is a linked (secondary) one rather than the user's main identity. */
  linked: boolean;
  /** The identity's password hash (the user's for the main identity, the identity's own when linked). */
  passwordHash: string | undefined;
}

/** A text field of a linked identity's profile (`profileData`). */
export function profileText(identity: Identity, key: string): string | undefined {
  const value = identity.profileData?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** The e-mail address of a database login: the linked identity's own, or its user's. */
export function loginEmail(login: DatabaseLogin): string | undefined {
  return login.linked ? profileText(login.identity, 'email') : login.user.email;
}

/**
 * The database identity of `connection` whose e-mail or username (case-insensitive) is `emailOrUsername`,
 * searched in every user's identities: a linked identity answers with its primary user, so the secondary's
 * credentials keep logging in after linking, as the primary.
 */
export function findDatabaseLogin(
  users: readonly User[],
  connection: string,
  emailOrUsername: string,
): DatabaseLogin | undefined {
  const wanted = emailOrUsername.trim().toLowerCase();
  if (!wanted) return undefined;
  for (const user of users) {
    for (const [index, identity] of user.identities.entries()) {
      if (identity.provider !== 'auth0' || identity.connection !== connection) continue;
      const linked = index > 0;
      const email = linked ? profileText(identity, 'email') : user.email;
      const username = linked ? profileText(identity, 'username') : user.username;
      if (email?.toLowerCase() === wanted || username?.toLowerCase() === wanted) {
        return { user, identity, linked, passwordHash: linked ? identity.password_hash : user.password_hash };
      }
    }
  }
  return undefined;
}

/**
 * The context of a service at `origin` over `store`; `clock` answers milliseconds since the epoch (the
 * `now` option of startEmulator, `Date.now` by default).
 */
export function createServiceContext(
  store: FileTenantStore,
  origin: string,
  clock: () => number = Date.now,
  options: { rpId?: string } = {},
): ServiceContext {
  const now = () => Math.floor(clock() / 1000);
  const issuer = () => `${origin}/`;
  const rp: RelyingParty = { id: options.rpId ?? defaultRpId(origin), name: 'auth-elements local service' };
  const ctx: ServiceContext = {
    store,
    tokens: new JwtTokenService(store, issuer, now),
    origin: () => origin,
    issuer,
    managementAudience: () => managementIdentifier(origin),
    secureCookies: () => origin.startsWith('https:'),
    relyingParty: () => rp,
    now,
    async sendMessage(message: Omit<Message, 'id' | 'created_at'>): Promise<Message> {
      const sent: Message = {
        id: `msg_${randomId(8)}`,
        created_at: new Date(clock()).toISOString(),
        ...message,
      };
      store.data.messages.unshift(sent);
      store.data.messages.splice(INBOX_LIMIT);
      return sent;
    },
    findUserById(userId: string): User | undefined {
      return store.data.users.find((user) => user.user_id === userId);
    },
    findDatabaseUser(connection: string, emailOrUsername: string): User | undefined {
      return findDatabaseLogin(store.data.users, connection, emailOrUsername)?.user;
    },
  };
  return ctx;
}
