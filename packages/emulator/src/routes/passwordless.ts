// Passwordless login: POST /passwordless/start sends a one-time code or a link (to the dev inbox);
// GET /passwordless/verify_redirect checks the link's code and completes the authorize request it carries
// (through the hosted second-factor step when the user needs one).
// The code itself is also accepted by /co/authenticate (credential type passwordless/otp).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { randomInt } from 'node:crypto';
import { authenticateOneTimeCode, normalizeRecipient } from '../authenticate.js';
import type { PasswordlessChannel } from '../authenticate.js';
import { paramsWithout, parseAuthorizeRequest } from '../lib/authorize-request.js';
import { completeAuthorization, deliverError } from '../lib/authorize-response.js';
import { randomId } from '../service.js';
import type { Env, ServiceContext } from '../context.js';
import { pruneExpired } from '../sessions.js';
import { startSession } from '../lib/session-cookie.js';
import { MessageKind } from '../tenant.js';
import { clientIp } from '../lib/client-ip.js';
import { clientAllowsOrigin, originNotAllowed, webOriginCors } from '../lib/cors.js';
import { errorPage } from '../lib/login-views.js';
import { oauthError, readBody, text } from '../lib/params.js';
import { isEmailAddress } from '../users.js';
import { beginSecondFactor } from '../lib/mfa-steps.js';

const CODE_LIFETIME = 300;
const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

function authParamsOf(value: unknown): Record<string, string> | undefined {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const params: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') params[key] = entry;
    else if (typeof entry === 'number' || typeof entry === 'boolean') params[key] = String(entry);
    else if (entry !== undefined && entry !== null) return undefined;
  }
  return params;
}

async function start(c: Context, ctx: ServiceContext): Promise<Response> {
  const body = await readBody(c);
  const origin = c.req.header('origin');
  if (!body) return oauthError(c, 400, 'bad_request', 'The request body must be a JSON object.');
  const clientId = text(body, 'client_id');
  const client = clientId ? ctx.store.data.clients.find((cl) => cl.client_id === clientId) : undefined;
  if (origin !== undefined && (!client || !clientAllowsOrigin(client, origin)))
    return originNotAllowed(c, ctx, origin);
  if (!client)
    return oauthError(
      c,
      400,
      'bad_client_id',
      clientId ? `Unknown client: ${clientId}` : 'Missing client_id.',
    );
  const channel = text(body, 'connection');
  const enabled = ctx.store.data.connections.some(
    (conn) => conn.name === channel && conn.enabled_clients.includes(client.client_id),
  );
  if ((channel !== 'email' && channel !== 'sms') || !enabled) {
    return oauthError(
      c,
      400,
      'bad.connection',
      'Connection must be email or sms and enabled for the client.',
    );
  }
  const sendText = body.send ?? 'link';
  if (sendText !== 'code' && sendText !== 'link') {
    return oauthError(c, 400, 'bad_request', 'send must be "code" or "link".');
  }
  const authParams = authParamsOf(body.authParams);
  if (!authParams) return oauthError(c, 400, 'bad_request', 'authParams must be an object of strings.');
  const raw = channel === 'email' ? text(body, 'email') : text(body, 'phone_number');
  if (channel === 'email' && (!raw || !isEmailAddress(raw.trim()))) {
    return oauthError(c, 400, 'bad.email', 'Please enter a valid email address.');
  }
  if (channel === 'sms' && (!raw || !PHONE_PATTERN.test(normalizeRecipient('sms', raw)))) {
    return oauthError(
      c,
      400,
      'bad.phone_number',
      'Please enter a phone number in international format (+15551234567).',
    );
  }
  const to = normalizeRecipient(channel, raw ?? '');
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const data = ctx.store.data;
  pruneExpired(ctx);
  data.one_time_codes = data.one_time_codes.filter(
    (o) => !(o.connection === channel && o.to === to && o.client_id === client.client_id),
  );
  data.one_time_codes.push({
    connection: channel,
    to,
    code,
    client_id: client.client_id,
    send: sendText,
    authParams,
    attempts: 0,
    expires_at: ctx.now() + CODE_LIFETIME,
  });
  await sendPasswordless(ctx, {
    channel,
    to,
    code,
    send: sendText,
    clientId: client.client_id,
    clientName: client.name,
    authParams,
  });
  c.header('Cache-Control', 'no-store');
  const id = randomId(12);
  return channel === 'email'
    ? c.json({ _id: id, email: to, email_verified: false })
    : c.json({ _id: id, phone_number: to });
}

interface Delivery {
  channel: PasswordlessChannel;
  to: string;
  code: string;
  send: 'code' | 'link';
  clientId: string;
  clientName: string;
  authParams: Record<string, string>;
}

async function sendPasswordless(ctx: ServiceContext, delivery: Delivery): Promise<void> {
  const { channel, to, code } = delivery;
  if (delivery.send === 'code') {
    await ctx.sendMessage({
      to,
      channel,
      kind: MessageKind.PASSWORDLESS_CODE,
      subject: `Your ${delivery.clientName} verification code`,
      text: `Your verification code is ${code}. It expires in 5 minutes.`,
      code,
    });
    return;
  }
  const params = new URLSearchParams({
    ...delivery.authParams,
    client_id: delivery.clientId,
    connection: channel,
  });
  params.set(channel === 'email' ? 'email' : 'phone_number', to);
  params.set('verification_code', code);
  const link = `${ctx.origin()}/passwordless/verify_redirect?${params.toString()}`;
  await ctx.sendMessage({
    to,
    channel,
    kind: MessageKind.PASSWORDLESS_LINK,
    subject: `Sign in to ${delivery.clientName}`,
    text: `Click to sign in to ${delivery.clientName}: ${link} (expires in 5 minutes)`,
    code,
    link,
  });
}

async function verifyRedirect(c: Context, ctx: ServiceContext): Promise<Response> {
  const query = new URL(c.req.url).searchParams;
  const channel = query.get('connection');
  const to = channel === 'email' ? query.get('email') : query.get('phone_number');
  const code = query.get('verification_code');
  const authorizeParams = new URLSearchParams(query);
  for (const name of ['verification_code', 'email', 'phone_number']) authorizeParams.delete(name);
  const parsed = parseAuthorizeRequest(ctx, authorizeParams);
  if (!parsed.ok) {
    if (parsed.page) return errorPage(c, parsed.status, parsed.title, parsed.message);
    return deliverError(c, parsed.target, parsed.error, parsed.description);
  }
  const request = parsed.request;
  if ((channel !== 'email' && channel !== 'sms') || !to || !code) {
    return deliverError(c, request, 'invalid_request', 'The link is incomplete.');
  }
  const result = authenticateOneTimeCode(ctx, {
    channel,
    to,
    code,
    clientId: request.client.client_id,
    ip: clientIp(c),
  });
  if (!result.ok) {
    return deliverError(c, request, result.error, result.description);
  }
  const continued = paramsWithout(request.params, 'prompt').toString();
  const step = await beginSecondFactor(c, ctx, request, result.user, channel, continued);
  if (step) return step;
  const session = startSession(c, ctx, result.user, channel, request.client.client_id, request.scope);
  return completeAuthorization(c, ctx, request, session);
}

/** Mounted at `/passwordless`. */
export const passwordless = new Hono<Env>()
  .use('/start', webOriginCors({ perClient: true }))
  .post('/start', (c) => start(c, c.var.ctx))
  .get('/verify_redirect', (c) => verifyRedirect(c, c.var.ctx));
