// The one context of the local identity service: `ServiceContext` (the tenant store, the token service,
// the service's origin and clock, the dev inbox), and the Hono `Env` through which every route reads it
// as `c.var.ctx`. service.ts builds it; app.ts sets it on every request.
import type { JWTPayload } from 'jose';
import type { FileTenantStore } from './store/index.js';
import type { Message, TenantData, User } from './tenant.js';
import type { JwtTokenService } from './tokens.js';
import type { RelyingParty } from './webauthn.js';

/** The tenant state as `startEmulator`'s handle exposes it. */
export interface TenantStore {
  /** The live state. Routes mutate it; app.ts commits the changes after every request (see store/). */
  readonly data: TenantData;
  /**
   * Resolves once every change made so far is durable (journaled); a no-op without a data file. Only code
   * outside a request (tests, scripts) needs to call it.
   */
  save(): Promise<void>;
  /** Restores the seeded demo tenant (keeps the signing keys and the configured app origins). */
  reset(): Promise<void>;
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  scope?: string;
  azp?: string;
  /** The login the token comes from (logins.ts) and its methods beyond the first factor. */
  sid?: string;
  amr?: string[];
}

export interface ServiceContext {
  store: FileTenantStore;
  tokens: JwtTokenService;
  /** The service's origin, e.g. `http://localhost:4000` (no trailing slash). */
  origin(): string;
  /** Issuer of every token: `${origin()}/`. */
  issuer(): string;
  /** The Management API audience: `${origin()}/api/v2/`. */
  managementAudience(): string;
  /** Whether cookies need `Secure; SameSite=None` (the service runs on https). */
  secureCookies(): boolean;
  /** The service's clock in seconds since the epoch (`startEmulator`'s `now` option, else the system's). */
  now(): number;
  /** The WebAuthn relying party: the RP ID (`startEmulator`'s `rpId` option, else the host name) and its name. */
  relyingParty(): RelyingParty;
  /** Records an e-mail or SMS in the dev inbox (newest first). */
  sendMessage(message: Omit<Message, 'id' | 'created_at'>): Promise<Message>;
  findUserById(userId: string): User | undefined;
  /** Database users by e-mail or username (case-insensitive) within a connection. */
  findDatabaseUser(connection: string, emailOrUsername: string): User | undefined;
  /** Told of a browser origin the CORS checks refused (startEmulator's `onRefusedOrigin`, once per origin). */
  refusedOrigin?: (origin: string) => void;
}

/** The Hono environment of every route: `c.var.ctx` is the service's context. */
export interface Env {
  Variables: { ctx: ServiceContext };
}
