// Sessions at the local identity service for the silent-renewal and popup tests, set up without the
// library: a user of our own (POST /dbconnections/signup), then embedded login (/co/authenticate, which
// sets the verifier cookie) and its login ticket redeemed at /authorize in a hidden iframe
// (response_mode=web_message), which starts the session (the HttpOnly `ae_session` cookie).
//
// The browser has one cookie jar: test files running at the same time share the service session. Tests
// therefore start the session they need right before they use it.
import { CLIENT_ID, REALM, testEnv } from '../browser-helpers.js';
import { createUser, uniqueEmail } from '../shared/service.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

/**
 * The service at another host name (127.0.0.1 for localhost): the same service, but the page's cookies
 * for localhost do not go there, so it never sees a session.
 */
export function withoutSession(serviceUrl: string): string {
  const url = new URL(serviceUrl);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

export interface TestUser {
  email: string;
  password: string;
}

/** A fresh user of the run's service (test/shared/service.ts: `createUser`). */
export async function freshUser(prefix = 'renewal'): Promise<TestUser> {
  const { serviceUrl } = await testEnv();
  return createUser(serviceUrl, { email: uniqueEmail(prefix) });
}

/**
 * Embedded login for `user`: a one-time login ticket (and the verifier cookie). Redeemed at /authorize
 * (`loginTicket` + `realm`), it starts a session for that user whatever session the browser had.
 */
export async function loginTicket(user: TestUser): Promise<string> {
  const { serviceUrl } = await testEnv();
  const co = await fetch(`${serviceUrl}/co/authenticate`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: CLIENT_ID,
      credential_type: PASSWORD_REALM_GRANT,
      username: user.email,
      password: user.password,
      realm: REALM,
    }),
  });
  if (!co.ok) throw new Error(`/co/authenticate failed: ${co.status} ${await co.text()}`);
  return ((await co.json()) as { login_ticket: string }).login_ticket;
}

/** Logs `user` in at the service with `scope` (which the session then has consented to). */
export async function startSession(user: TestUser, scope = 'openid profile email'): Promise<void> {
  const { serviceUrl, testOrigin } = await testEnv();
  const ticket = await loginTicket(user);

  const state = crypto.randomUUID();
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'token',
    response_mode: 'web_message',
    redirect_uri: `${testOrigin}/`,
    login_ticket: ticket,
    realm: REALM,
    state,
    scope,
  });
  const frame = document.createElement('iframe');
  frame.hidden = true;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        window.removeEventListener('message', onMessage);
        reject(new Error('the login did not answer within 8 s'));
      }, 8000);
      const onMessage = (event: MessageEvent): void => {
        const data = event.data as { type?: string; response?: Record<string, unknown> } | null;
        if (event.origin !== serviceUrl || data?.type !== 'authorization_response') return;
        if (data.response?.['state'] !== state) return;
        clearTimeout(timer);
        window.removeEventListener('message', onMessage);
        if (data.response['error']) reject(new Error(`login failed: ${String(data.response['error'])}`));
        else resolve();
      };
      window.addEventListener('message', onMessage);
      frame.src = `${serviceUrl}/authorize?${query.toString()}`;
      document.body.append(frame);
    });
  } finally {
    frame.remove();
  }
}

/**
 * Held while a test starts a session and uses it. Test files that run side by side have browser contexts
 * of their own (web-test-runner.config.mjs), so only this page and the windows it opens share the session;
 * the lock orders the session-changing steps among them.
 */
export const SESSION_LOCK = 'auth-elements-test-service-session';

/**
 * Starts a session for a fresh user (consented to `scope`) and runs `use` with it, holding
 * {@link SESSION_LOCK} throughout.
 */
export async function withSession<T>(
  use: (user: TestUser) => Promise<T>,
  scope?: string,
  user?: TestUser,
): Promise<T> {
  const owner = user ?? (await freshUser());
  return navigator.locks.request(SESSION_LOCK, async () => {
    await startSession(owner, scope);
    return use(owner);
  });
}

/** The payload of a JWT, not verified (for reading an access token's claims in a test). */
export function decodeJwt(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(json) as Record<string, unknown>;
}
