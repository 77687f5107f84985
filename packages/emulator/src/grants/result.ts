// What a grant of the token endpoint answers (routes/token.ts sends it): the token set's body, or a refusal
// already written in the Authentication API's shape, `{error, error_description}`, or `mfa_required` with its
// `mfa_token` and `mfa_requirements` where the sign-in needs a second factor.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServiceContext } from '../context.js';
import type { Client } from '../tenant.js';
import { oauthError } from '../lib/params.js';
import type { Body } from '../lib/params.js';
import type { SignIn } from './token-set.js';

export type GrantResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** A grant: the request's body for `client` (authenticated, allowed the grant type) in, its answer out. */
export type Grant = (c: Context, ctx: ServiceContext, client: Client, body: Body) => Promise<GrantResult>;

/** A refused grant: `{error, error_description}` with `status`. */
export function refused(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  description: string,
): GrantResult {
  return { ok: false, response: oauthError(c, status, error, description) };
}

/** The answer to a refused direct sign-in: `mfa_required` with its token and requirements, or the error. */
export function signInRefused(c: Context, refusal: Extract<SignIn, { ok: false }>): GrantResult {
  if (!refusal.mfa) return refused(c, 403, refusal.error, refusal.description);
  c.header('Cache-Control', 'no-store');
  return {
    ok: false,
    response: c.json(
      {
        error: refusal.error,
        error_description: refusal.description,
        mfa_token: refusal.mfa.mfa_token,
        mfa_requirements: refusal.mfa.mfa_requirements,
      },
      403,
    ),
  };
}
