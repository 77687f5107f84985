// What every route module of the local identity service is given. app.ts builds one EmulatorContext
// per running service and passes it to each `mount*Routes(app, ctx)` function.
import type { JWTPayload } from 'jose';
import type { Message, TenantData, User } from './tenant.js';

export interface TenantStore {
  /** The live state. Routes mutate it; app.ts commits the changes after every request (see store.ts). */
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
}

export interface TokenService {
  /** Verifies an access token this service issued (RS256, issuer, expiry) for `audience`; throws on failure. */
  verifyAccessToken(token: string, audience: string): Promise<AccessTokenClaims>;
  /** Verifies an ID token this service issued (RS256, issuer, expiry); `audience` is a client id. Throws on failure. */
  verifyIdToken(token: string, audience?: string): Promise<JWTPayload>;
}

export interface EmulatorContext {
  store: TenantStore;
  tokens: TokenService;
  /** The service's origin, e.g. `http://localhost:4000` (no trailing slash). */
  origin(): string;
  /** Issuer of every token: `${origin()}/`. */
  issuer(): string;
  /** The Management API audience: `${origin()}/api/v2/`. */
  managementAudience(): string;
  /** Records an e-mail or SMS in the dev inbox (newest first). */
  sendMessage(message: Omit<Message, 'id' | 'created_at'>): Promise<Message>;
  findUserById(userId: string): User | undefined;
  /** Database users by e-mail or username (case-insensitive) within a connection. */
  findDatabaseUser(connection: string, emailOrUsername: string): User | undefined;
  /** Current time in seconds since the epoch. */
  now(): number;
  /** Told of a browser origin the CORS checks refused (startEmulator's `onRefusedOrigin`, once per origin). */
  refusedOrigin?: (origin: string) => void;
}
