// Passwordless: POST /passwordless/start sends a one-time code or a magic link by e-mail or SMS. The
// link carries `authParams` (redirect_uri, response_type, state, nonce, PKCE challenge, …) to /authorize,
// so its transaction is stored as for `authorize`; a code is verified later by `passwordlessLogin`
// (embedded-login.ts). Here: the request built and checked at the call; it is sent by ./requests.ts,
// loaded then.
import type { PasswordlessStartOptions, PasswordlessStartRequest } from '../types.js';
import type { CoreContext } from './context.js';
import { passwordlessConnection, passwordlessRecipient } from './embedded-login.js';
import { NO_ORGANIZATION, omit, prepareAuthorize } from './prepared-authorize.js';
import type { Transaction } from './transaction.js';
import { isPlainObject, optionalString } from './validate.js';

/** Keys of `passwordlessStart` options that are not authorize parameters. */
const START_KEYS = ['connection', 'send', 'email', 'phoneNumber', 'phone_number', 'authParams'];
/** Authorize parameters that travel at the top of the request instead of in `authParams`. */
const NOT_AUTH_PARAMS: ReadonlySet<string> = new Set(['client_id', 'connection', 'auth0Client']);

function checkSend(value: unknown): 'code' | 'link' {
  if (value === undefined || value === null) return 'link';
  if (value !== 'code' && value !== 'link') throw new TypeError('"send" option must be "code" or "link"');
  return value;
}

/** The request body of POST /passwordless/start. Throws a TypeError for a caller's mistake. */
export function passwordlessStartBody(
  clientID: string,
  request: PasswordlessStartRequest,
): Record<string, unknown> {
  if (!isPlainObject(request)) throw new TypeError('passwordlessStart options must be an object');
  const raw = request as unknown as Record<string, unknown>;
  const connection = passwordlessConnection(raw);
  const recipient = passwordlessRecipient(raw, connection);
  const send = checkSend(raw['send']);
  const authParams = raw['authParams'] ?? {};
  if (!isPlainObject(authParams)) throw new TypeError('"authParams" option must be an object');
  for (const [key, value] of Object.entries(authParams)) {
    optionalString(value, `authParams.${key}`);
  }
  return {
    client_id: clientID,
    connection,
    [connection === 'email' ? 'email' : 'phone_number']: recipient,
    send,
    authParams,
  };
}

/** A start request with its `authParams` built from authorize options, and the link's transaction. */
export interface PreparedStart {
  body: Record<string, unknown>;
  /** Stored before the request for a link; removed again if the request fails. */
  transaction?: Transaction;
}

/** `WebAuth.passwordlessStart` options → the request; validates everything before anything is stored. */
export function preparePasswordlessStart(ctx: CoreContext, options: PasswordlessStartOptions): PreparedStart {
  if (!isPlainObject(options)) throw new TypeError('passwordlessStart options must be an object');
  const raw = options as unknown as Record<string, unknown>;
  // Checks the recipient and `send`; `authParams` is filled in below.
  const body = passwordlessStartBody(ctx.config.clientID, {
    connection: raw['connection'] as string,
    send: raw['send'] as PasswordlessStartRequest['send'],
    email: raw['email'] as string | undefined,
    phoneNumber: (raw['phoneNumber'] ?? raw['phone_number']) as string | undefined,
  });
  const { send } = body;
  const authorizeOptions = omit(raw, START_KEYS);
  if (send === 'link' && !(authorizeOptions.redirectUri ?? ctx.config.redirectUri)) {
    throw new TypeError('"redirectUri" option is required to send a link');
  }
  const { params, transaction } = prepareAuthorize(ctx, authorizeOptions, NO_ORGANIZATION);
  const authParams: Record<string, string> = {};
  for (const [name, value] of params) if (!NOT_AUTH_PARAMS.has(name)) authParams[name] = value;
  body['authParams'] = authParams;
  // A code is verified by passwordlessLogin, which starts its own transaction: keep none for it.
  return send === 'link' ? { body, transaction } : { body };
}
