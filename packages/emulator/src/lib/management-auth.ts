// Who is calling the Management API and what the token allows: a bearer access token issued by this
// service for the Management API audience, and its scopes. Current-user scopes only reach the token's
// own user (its `sub`); the admin scopes reach anyone. `withCaller` wraps every Management handler.
import type { Context } from 'hono';
import type { AccessTokenClaims, Env, ServiceContext } from '../context.js';
import {
  insufficientScope,
  invalidToken,
  ManagementError,
  managementErrorResponse,
} from './management-errors.js';

export class ManagementCaller {
  readonly claims: AccessTokenClaims;
  readonly #scopes: ReadonlySet<string>;

  constructor(claims: AccessTokenClaims) {
    this.claims = claims;
    this.#scopes = new Set((claims.scope ?? '').split(' ').filter(Boolean));
  }

  has(scope: string): boolean {
    return this.#scopes.has(scope);
  }

  hasAny(scopes: readonly string[]): boolean {
    return scopes.some((scope) => this.#scopes.has(scope));
  }

  /** Throws 403 unless the token has one of `scopes`. */
  requireAny(scopes: readonly string[]): void {
    if (!this.hasAny(scopes)) throw insufficientScope(scopes);
  }

  /**
   * Allows the call when the token has `adminScope`, or one of `ownScopes` and `userId` is its subject.
   * Throws 403 otherwise, saying why.
   */
  requireUserAccess(userId: string, adminScope: string, ownScopes: readonly string[]): void {
    if (this.has(adminScope)) return;
    if (!this.hasAny(ownScopes)) throw insufficientScope([adminScope, ...ownScopes]);
    if (this.claims.sub !== userId) {
      throw insufficientScope(
        [adminScope],
        `The scope ${ownScopes.filter((scope) => this.has(scope)).join(',')} only allows acting on the token's own user`,
      );
    }
  }
}

function describeFailure(error: unknown, audience: string): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'ERR_JWT_EXPIRED') return 'Expired token';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && error instanceof Error && /"aud"/.test(error.message)) {
    return `Invalid token: its audience must be ${audience}`;
  }
  return 'Invalid token';
}

/** Verifies the request's bearer token; throws 401 in the Management shape when it is missing or invalid. */
async function authenticateManagementCall(c: Context, ctx: ServiceContext): Promise<ManagementCaller> {
  const header = c.req.header('Authorization');
  if (!header) throw invalidToken('Missing authentication');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw invalidToken('Bad HTTP authentication header format');
  const audience = ctx.managementAudience();
  try {
    return new ManagementCaller(await ctx.tokens.verifyAccessToken(match[1], audience));
  } catch (error) {
    throw invalidToken(describeFailure(error, audience));
  }
}

type ManagementHandler = (c: Context<Env>, caller: ManagementCaller) => Promise<Response> | Response;

/** A Management handler for its verified caller; a ManagementError becomes the API's error answer. */
export function withCaller(handler: ManagementHandler) {
  return async (c: Context<Env>): Promise<Response> => {
    try {
      const caller = await authenticateManagementCall(c, c.var.ctx);
      return await handler(c, caller);
    } catch (error) {
      if (error instanceof ManagementError) return managementErrorResponse(c, error);
      throw error;
    }
  };
}

/** A path parameter, percent-decoded (user ids contain "|", API identifiers are whole URLs). */
export function param(c: Context, name: string): string {
  return c.req.param(name) ?? '';
}
