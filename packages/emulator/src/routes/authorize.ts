// GET /authorize and the hosted pages that finish it: the login form (POST /u/login) and its passkey
// (POST /u/passkey/challenge, then POST /u/passkey with the assertion: checked as the webauthn grant
// checks it, then the same session a password starts), the simulated social provider (POST /u/social),
// cross-origin verification for login tickets (POST /co/verify), and for organizations the prompt for the
// organization's name (POST /u/organization) and an invitee's sign-up or log-in with the invited e-mail
// fixed (POST /u/invitation; the login accepts the invitation). Their pages and shared steps:
// lib/hosted-login.ts, lib/organization-pages.ts. An enterprise connection (`connection`, or the log-in
// form's e-mail at one of its domains) goes to its company's provider instead (lib/federation.ts).
// A user the MFA policy asks for a second factor goes on to the hosted step (routes/mfa-step.ts) after
// any of them, and a session that has not passed it is taken there too.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { authenticatePassword, databaseConnection, findOrCreateSocialUser } from '../authenticate.js';
import {
  continuedQuery,
  organizationPrompt,
  parseAuthorizeRequest,
  redirectOrigin,
} from '../lib/authorize-request.js';
import type { AuthorizeRequest } from '../lib/authorize-request.js';
import { completeAuthorization, deliverError } from '../lib/authorize-response.js';
import { sameSecret } from '../passwords.js';
import { SOCIAL_ACCOUNTS } from '../seed.js';
import type { Env, ServiceContext } from '../context.js';
import { clientIp } from '../lib/client-ip.js';
import {
  CO_VERIFIER_COOKIE_PREFIX,
  cookieOptions,
  currentSession,
  startSession,
} from '../lib/session-cookie.js';
import { ConnectionStrategy } from '../tenant.js';
import { enterpriseForEmail, isEnterprise } from '../enterprise.js';
import { startFederation } from '../lib/federation.js';
import { loginChallenge, passkeyLogin, readCredential, takeSession } from '../webauthn.js';
import { oauthError, readBody, text } from '../lib/params.js';
import type { Connection, LoginTicket } from '../tenant.js';
import { crossOriginVerifyPage, errorPage, providerPage } from '../lib/login-views.js';
import { hostedText } from '../lib/hosted-locale.js';
import type { Reply } from '../lib/login-views.js';
import { beginSecondFactor, sessionNeedsSecondFactor } from '../lib/mfa-steps.js';
import { finishLogin, formText, isSocial, parseOrRespond, showLogin } from '../lib/hosted-login.js';
import {
  chooseOrganization,
  invitationSignup,
  showInvitation,
  showOrganizationPrompt,
} from '../lib/organization-pages.js';

function showProvider(c: Context, request: AuthorizeRequest, connection: Connection): Reply {
  c.header('Cache-Control', 'no-store');
  return providerPage(c, {
    authorizeQuery: continuedQuery(request),
    connection: connection.name,
    accounts: SOCIAL_ACCOUNTS.filter((a) => a.connection === connection.strategy),
    redirectOrigin: redirectOrigin(request),
  });
}

/** Starts a session for the ticket's user and completes the authorize request. The ticket is already spent. */
async function redeemTicket(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
  ticket: LoginTicket,
): Promise<Response> {
  deleteCookie(c, `${CO_VERIFIER_COOKIE_PREFIX}${ticket.co_id}`, cookieOptions(ctx, 0));
  const user = ctx.findUserById(ticket.user_id);
  if (!user) return deliverError(c, request, 'access_denied', 'The user no longer exists.');
  const step = await beginSecondFactor(c, ctx, request, user, ticket.connection, continuedQuery(request));
  if (step) return step;
  const session = startSession(c, ctx, user, ticket.connection, request.client.client_id, request.scope);
  return completeAuthorization(c, ctx, request, session);
}

function takeTicket(ctx: ServiceContext, request: AuthorizeRequest, value: string): LoginTicket | undefined {
  const ticket = ctx.store.data.login_tickets.find((t) => t.ticket === value);
  if (!ticket || ticket.expires_at <= ctx.now() || ticket.client_id !== request.client.client_id)
    return undefined;
  return ticket;
}

function spend(ctx: ServiceContext, ticket: LoginTicket): void {
  ctx.store.data.login_tickets = ctx.store.data.login_tickets.filter((t) => t !== ticket);
}

async function authorizeWithTicket(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
): Promise<Response> {
  const ticket = takeTicket(ctx, request, request.loginTicket ?? '');
  if (!ticket) return deliverError(c, request, 'access_denied', 'Invalid or expired login ticket.');
  const verifier = getCookie(c, `${CO_VERIFIER_COOKIE_PREFIX}${ticket.co_id}`);
  if (verifier === undefined) {
    const location = request.client.cross_origin_loc;
    if (!location) {
      spend(ctx, ticket);
      return deliverError(
        c,
        request,
        'access_denied',
        'The login could not be verified: the browser blocks third-party cookies and the application has no cross-origin verification location.',
      );
    }
    c.header('Cache-Control', 'no-store');
    return crossOriginVerifyPage(c, {
      authorizeQuery: request.params.toString(),
      coId: ticket.co_id,
      location,
      serviceOrigin: ctx.origin(),
      redirectOrigin: redirectOrigin(request),
    });
  }
  spend(ctx, ticket);
  if (!sameSecret(verifier, ticket.co_verifier)) {
    return deliverError(c, request, 'access_denied', 'The login ticket could not be verified.');
  }
  return redeemTicket(c, ctx, request, ticket);
}

async function authorize(c: Context, ctx: ServiceContext): Promise<Response> {
  const parsed = parseOrRespond(c, ctx, new URL(c.req.url).search);
  if ('response' in parsed) return parsed.response;
  const { request } = parsed;
  if (request.loginTicket !== undefined) return authorizeWithTicket(c, ctx, request);
  if (request.invitation !== undefined) {
    if (request.prompt === 'none') return deliverError(c, request, 'login_required', 'Login required');
    return showInvitation(c, ctx, request);
  }
  if (organizationPrompt(request) === 'pre_login_prompt') return showOrganizationPrompt(c, request);

  let session = currentSession(c, ctx);
  if (session && request.maxAge !== undefined && ctx.now() - session.auth_time > request.maxAge)
    session = undefined;
  if (request.prompt === 'none') {
    if (!session) return deliverError(c, request, 'login_required', 'Login required');
    return completeAuthorization(c, ctx, request, session);
  }
  const forceLogin =
    request.prompt === 'login' || request.prompt === 'consent' || request.prompt === 'select_account';
  const connection = request.connection;
  const sessionMatches = !connection || session?.connection === connection.name;
  if (session && !forceLogin && sessionMatches) {
    // A session from before the user needed a second factor (enrolled since, or a stricter policy) asks for it now.
    const user = ctx.findUserById(session.user_id);
    if (user && sessionNeedsSecondFactor(ctx, session, user)) {
      const step = await beginSecondFactor(
        c,
        ctx,
        request,
        user,
        session.connection,
        continuedQuery(request),
      );
      if (step) return step;
    }
    return completeAuthorization(c, ctx, request, session);
  }
  if (isSocial(connection)) return showProvider(c, request, connection);
  if (isEnterprise(connection)) return startFederation(c, ctx, request, connection);
  return showLogin(c, ctx, request);
}

async function hostedLogin(c: Context, ctx: ServiceContext): Promise<Response> {
  const form = await c.req.parseBody();
  const parsed = parseOrRespond(c, ctx, formText(form, 'authorize'));
  if ('response' in parsed) return parsed.response;
  const { request } = parsed;
  const username = formText(form, 'username').trim();
  const password = formText(form, 'password');
  // Identifier first: an e-mail of a company with an enterprise connection goes to its provider, no password.
  const enterprise =
    request.connection === undefined
      ? enterpriseForEmail(ctx.store.data, request.client.client_id, username, request.organization)
      : undefined;
  if (isEnterprise(enterprise)) {
    const response = await startFederation(
      c,
      ctx,
      { ...request, connection: enterprise },
      enterprise,
      username,
    );
    if (response.status === 302) return c.redirect(response.headers.get('Location') ?? '/', 303);
    return response;
  }
  const connection = databaseConnection(ctx, formText(form, 'connection'), request.client.client_id);
  const { t } = hostedText(c);
  if (!connection) return errorPage(c, 400, t('unknownConnectionTitle'), t('connectionNotEnabled'));
  const restricted =
    request.connection?.strategy === ConnectionStrategy.DATABASE ? request.connection : undefined;
  if (restricted && restricted.name !== connection.name) {
    return errorPage(c, 400, t('unknownConnectionTitle'), t('connectionRestricted'));
  }
  const scoped = restricted ? request : { ...request, connection };
  if (!username || !password) {
    return showLogin(c, ctx, scoped, {
      email: username,
      error: t('loginMissingFields'),
      status: 401,
    });
  }
  const result = await authenticatePassword(ctx, {
    connection: connection.name,
    username,
    password,
    ip: clientIp(c),
  });
  if (!result.ok) {
    const status = result.status === 429 ? 429 : result.status === 403 ? 403 : 401;
    return showLogin(c, ctx, scoped, { email: username, error: result.description, status });
  }
  return finishLogin(c, ctx, request, result.user, connection.name);
}

/** The realm a login's passkey must belong to: its database connection, '' for any; undefined: none fits. */
function passkeyRealm(request: AuthorizeRequest): string | undefined {
  if (!request.connection) return '';
  return request.connection.strategy === ConnectionStrategy.DATABASE ? request.connection.name : undefined;
}

/** `POST /u/passkey/challenge` `{authorize}`: the hosted page's passkey challenge for that login. */
async function hostedPasskeyChallenge(c: Context, ctx: ServiceContext): Promise<Response> {
  const body = await readBody(c);
  const parsed = parseAuthorizeRequest(ctx, new URLSearchParams((body && text(body, 'authorize')) ?? ''));
  const realm = parsed.ok ? passkeyRealm(parsed.request) : undefined;
  if (!parsed.ok || realm === undefined) {
    return oauthError(c, 400, 'invalid_request', 'This login cannot use a passkey.');
  }
  const answer = await loginChallenge(ctx, clientIp(c), parsed.request.client.client_id, realm);
  if (!answer) {
    return oauthError(
      c,
      429,
      'too_many_attempts',
      'Too many passkey challenges from this address; try again later.',
    );
  }
  c.header('Cache-Control', 'no-store');
  return c.json(answer);
}

/** `POST /u/passkey` `{authorize, auth_session, credential}`: the hosted page's passkey log-in. */
async function hostedPasskey(c: Context, ctx: ServiceContext): Promise<Response> {
  const form = await c.req.parseBody();
  const parsed = parseOrRespond(c, ctx, formText(form, 'authorize'));
  if ('response' in parsed) return parsed.response;
  const { request } = parsed;
  // Spent first, before anything is awaited: of parallel posts of one challenge only the first has it.
  const session = takeSession(ctx, formText(form, 'auth_session'));
  const credential = readCredential(formText(form, 'credential'));
  const refusedHere = (): Reply =>
    showLogin(c, ctx, request, {
      error: hostedText(c).t('passkeyRefused'),
      status: 401,
    });
  if (
    !session ||
    !credential ||
    session.kind !== 'login' ||
    session.client_id !== request.client.client_id ||
    session.connection !== passkeyRealm(request)
  ) {
    return refusedHere();
  }
  // The assertion comes from this page, on the service's own origin.
  const login = await passkeyLogin(ctx, session, request.client, [ctx.origin()], credential);
  if (!login.ok) return refusedHere();
  const { user, passkey } = login.value;
  if (user.blocked) return showLogin(c, ctx, request, { error: 'user is blocked', status: 403 });
  return finishLogin(c, ctx, request, user, passkey.connection);
}

async function socialLogin(c: Context, ctx: ServiceContext): Promise<Response> {
  const form = await c.req.parseBody();
  const parsed = parseOrRespond(c, ctx, formText(form, 'authorize'));
  if ('response' in parsed) return parsed.response;
  const { request } = parsed;
  const account = SOCIAL_ACCOUNTS.find(
    (a) => a.connection === formText(form, 'connection') && a.id === formText(form, 'account'),
  );
  const enabled = ctx.store.data.connections.some(
    (conn) => conn.name === account?.connection && conn.enabled_clients.includes(request.client.client_id),
  );
  if (!account || !enabled) {
    const { t } = hostedText(c);
    return errorPage(c, 400, t('unknownAccountTitle'), t('pickListedAccount'));
  }
  const user = findOrCreateSocialUser(ctx, account);
  if (user.blocked) return deliverError(c, request, 'unauthorized', 'user is blocked');
  return finishLogin(c, ctx, request, user, account.connection);
}

async function crossOriginVerify(c: Context, ctx: ServiceContext): Promise<Response> {
  const form = await c.req.parseBody();
  const parsed = parseOrRespond(c, ctx, formText(form, 'authorize'));
  if ('response' in parsed) return parsed.response;
  const { request } = parsed;
  const ticket = takeTicket(ctx, request, request.loginTicket ?? '');
  if (!ticket) return deliverError(c, request, 'access_denied', 'Invalid or expired login ticket.');
  spend(ctx, ticket);
  const verifier = formText(form, 'verifier');
  if (!verifier || !sameSecret(verifier, ticket.co_verifier)) {
    return deliverError(c, request, 'access_denied', 'The login ticket could not be verified.');
  }
  const response = await redeemTicket(c, ctx, request, ticket);
  if (response.status === 302) return c.redirect(response.headers.get('Location') ?? '/', 303);
  return response;
}

export const authorization = new Hono<Env>()
  .get('/authorize', (c) => authorize(c, c.var.ctx))
  .post('/u/login', (c) => hostedLogin(c, c.var.ctx))
  .post('/u/passkey/challenge', (c) => hostedPasskeyChallenge(c, c.var.ctx))
  .post('/u/passkey', (c) => hostedPasskey(c, c.var.ctx))
  .post('/u/social', (c) => socialLogin(c, c.var.ctx))
  .post('/co/verify', (c) => crossOriginVerify(c, c.var.ctx))
  .post('/u/organization', (c) => chooseOrganization(c, c.var.ctx))
  .post('/u/invitation', (c) => invitationSignup(c, c.var.ctx));
