// The chunk of the identity service's own APIs' requests, loaded on demand (./on-demand.ts) when a form
// is sent: POST /co/authenticate (embedded login, then the redirect with the login ticket), POST
// /dbconnections/signup and /dbconnections/change_password, POST /passwordless/start. Their bodies are
// built and checked beforehand, at the call, by ./embedded-login.ts, ./database.ts and ./passwordless.ts.
// Also the cross-origin verification page's answers (./co-verifier.ts), which keep to the embedded login.
import { AuthError } from '../errors.js';
import type { CoAuthenticateResult, PasswordlessStartResult, SignupResult } from '../types.js';
import type { CoreContext } from './context.js';
import { VerifierStore } from './co-verifier.js';
import type { EmbeddedLogin } from './embedded-login.js';
import { navigation } from './navigate.js';
import type { PreparedStart } from './passwordless.js';
import { commitAuthorize } from './prepared-authorize.js';
import { isPlainObject } from './validate.js';

export { answerVerifierRequests } from './co-verifier.js';

/**
 * Rejects with `unsupported_by_provider` with the `issuer` option: these requests go to `domain`, the
 * identity service, never to another provider (whose configuration names no such endpoints) and
 * never with that provider's sign-in.
 */
async function requireServiceApi(ctx: CoreContext, capability: string): Promise<void> {
  const { issuer } = ctx.config;
  if (issuer === undefined) return;
  throw new AuthError({
    code: 'unsupported_by_provider',
    description: `The OpenID Provider "${issuer}" does not offer ${capability}, an API of the identity service: sign in with authorize() or popup.authorize() instead.`,
  });
}

/** POST /co/authenticate with the service's cookies; resolves with the login ticket and verifier. */
export async function coAuthenticate(
  ctx: CoreContext,
  body: Record<string, string | undefined>,
): Promise<CoAuthenticateResult> {
  await requireServiceApi(ctx, 'embedded login (POST /co/authenticate)');
  const answer = await ctx.fetchJson<unknown>('/co/authenticate', {
    method: 'POST',
    body,
    credentials: 'include',
  });
  const record = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const { login_ticket, co_verifier, co_id } = record;
  if (typeof login_ticket !== 'string' || typeof co_verifier !== 'string' || typeof co_id !== 'string') {
    throw new AuthError({
      code: 'invalid_response',
      description: 'The /co/authenticate response lacks login_ticket, co_verifier or co_id',
    });
  }
  return { login_ticket, co_verifier, co_id };
}

/**
 * Sends the credentials; on success keeps the verifier, stores the transaction and redirects to
 * /authorize with the login ticket. On failure nothing is stored and the page stays.
 */
export async function embeddedLogin(ctx: CoreContext, login: EmbeddedLogin): Promise<void> {
  const result = await coAuthenticate(ctx, login.body);
  new VerifierStore().save(ctx.config.origin, result.co_id, result.co_verifier);
  navigation.assign(commitAuthorize(ctx, login.authorize, [['login_ticket', result.login_ticket]]));
}

/** A password-strength failure keeps the service's explanation of its policy on the error. */
function withPolicy(error: unknown): unknown {
  if (!(error instanceof AuthError) || !isPlainObject(error.original)) return error;
  const policy = error.original['policy'];
  return typeof policy === 'string' && policy !== '' ? Object.assign(error, { policy }) : error;
}

export async function signup(ctx: CoreContext, body: Record<string, unknown>): Promise<SignupResult> {
  await requireServiceApi(ctx, 'sign-up (POST /dbconnections/signup)');
  let result: unknown;
  try {
    result = await ctx.fetchJson<unknown>('/dbconnections/signup', { method: 'POST', body });
  } catch (error) {
    throw withPolicy(error);
  }
  if (!isPlainObject(result) || typeof result['email'] !== 'string') {
    throw new AuthError({
      code: 'invalid_response',
      description: 'The sign-up response is not a user object',
    });
  }
  return result as SignupResult;
}

/** Resolves with the service's message ("We've just sent you an email to reset your password."). */
export async function changePassword(ctx: CoreContext, body: Record<string, string>): Promise<string> {
  await requireServiceApi(ctx, 'password change (POST /dbconnections/change_password)');
  const text = await ctx.fetchJson<string>('/dbconnections/change_password', {
    method: 'POST',
    body,
    expect: 'text',
  });
  // The answer is a plain-text sentence; markup means something else answered (a proxy's error page).
  if (/^\s*</.test(text)) {
    throw new AuthError({
      code: 'invalid_response',
      description: 'Expected a plain-text message from /dbconnections/change_password, got markup',
      original: text.trim().slice(0, 200),
    });
  }
  return text;
}

export async function passwordlessStart(
  ctx: CoreContext,
  body: Record<string, unknown>,
): Promise<PasswordlessStartResult> {
  await requireServiceApi(ctx, 'passwordless (POST /passwordless/start)');
  const result = await ctx.fetchJson<unknown>('/passwordless/start', { method: 'POST', body });
  if (!isPlainObject(result) || typeof result['_id'] !== 'string') {
    throw new AuthError({
      code: 'invalid_response',
      description: 'The /passwordless/start response has no _id',
    });
  }
  return result as PasswordlessStartResult;
}

/** Stores the link's transaction, sends the request, and forgets the transaction if it fails. */
export async function startWithTransaction(
  ctx: CoreContext,
  prepared: PreparedStart,
): Promise<PasswordlessStartResult> {
  const { transaction } = prepared;
  if (transaction) ctx.transactions.save(transaction);
  try {
    return await passwordlessStart(ctx, prepared.body);
  } catch (error) {
    if (transaction) ctx.transactions.take(transaction.state);
    throw error;
  }
}
