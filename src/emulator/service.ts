// Builds the EmulatorContext every route module receives, plus what only this part's routes need
// (token signing, cookie security, the failed-login counter per IP address).
import { randomBytes } from 'node:crypto';
import type { EmulatorContext } from './context.js';
import type { FileTenantStore } from './store.js';
import type { Message, User } from './tenant.js';
import { JwtTokenService } from './tokens.js';

/** Messages kept in the dev inbox; older ones are dropped. */
const INBOX_LIMIT = 200;

export interface ServiceContext extends EmulatorContext {
  store: FileTenantStore;
  tokens: JwtTokenService;
  /** Whether cookies need `Secure; SameSite=None` (the service runs on https). */
  secureCookies(): boolean;
}

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}

export function createServiceContext(store: FileTenantStore, origin: string): ServiceContext {
  const now = () => Math.floor(Date.now() / 1000);
  const issuer = () => `${origin}/`;
  const ctx: ServiceContext = {
    store,
    tokens: new JwtTokenService(store, issuer, now),
    origin: () => origin,
    issuer,
    managementAudience: () => `${origin}/api/v2/`,
    secureCookies: () => origin.startsWith('https:'),
    now,
    async sendMessage(message: Omit<Message, 'id' | 'created_at'>): Promise<Message> {
      const sent: Message = { id: `msg_${randomId(8)}`, created_at: new Date().toISOString(), ...message };
      store.data.messages.unshift(sent);
      store.data.messages.splice(INBOX_LIMIT);
      await store.save();
      return sent;
    },
    findUserById(userId: string): User | undefined {
      return store.data.users.find((user) => user.user_id === userId);
    },
    findDatabaseUser(connection: string, emailOrUsername: string): User | undefined {
      const wanted = emailOrUsername.trim().toLowerCase();
      if (!wanted) return undefined;
      return store.data.users.find(
        (user) =>
          user.identities.some(
            (identity) => identity.provider === 'auth0' && identity.connection === connection,
          ) &&
          (user.email?.toLowerCase() === wanted || user.username?.toLowerCase() === wanted),
      );
    },
  };
  return ctx;
}
