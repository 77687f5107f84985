// Finishing an /authorize request for an authenticated session (code, tokens, consent rule) and
// delivering the result or an error through the response mode: query, fragment, form_post or web_message.
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { AuthorizeRequest, ResponseTarget } from './authorize-request.js';
import { grantScopes, issueTokenSet } from '../grants/token-set.js';
import { sessionRef } from '../logins.js';
import { randomId } from '../service.js';
import type { ServiceContext } from '../context.js';
import { hasConsented, pruneExpired } from '../sessions.js';
import type { Session } from '../tenant.js';
import type { Reply } from './login-views.js';
import { sessionNeedsSecondFactor } from './mfa-steps.js';
import { inlineScript, page, pageCsp } from './page-layout.js';

const CODE_LIFETIME = 600;

type ResponseValue = string | number;

const WEB_MESSAGE_SCRIPT = inlineScript(`
(function () {
  var holder = document.getElementById('authorization-response');
  var targetOrigin = holder.getAttribute('data-origin');
  var response = JSON.parse(holder.getAttribute('data-response'));
  var target = window.parent !== window ? window.parent : window.opener;
  if (target) target.postMessage({ type: 'authorization_response', response: response }, targetOrigin);
})();
`);

const FORM_POST_SCRIPT = inlineScript(`document.forms[0].submit();`);

function redirectWith(
  target: ResponseTarget,
  values: Record<string, ResponseValue>,
  inFragment: boolean,
): string {
  const url = new URL(target.redirectUri);
  const encoded = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]));
  if (inFragment) {
    url.hash = encoded.toString();
  } else {
    for (const [key, value] of encoded) url.searchParams.append(key, value);
  }
  return url.toString();
}

/** Sends `values` (with the state) to the redirect_uri through the target's response mode. */
function deliver(c: Context, target: ResponseTarget, values: Record<string, ResponseValue>): Reply {
  const all: Record<string, ResponseValue> = { ...values };
  if (target.state !== undefined) all.state = target.state;
  const origin = new URL(target.redirectUri).origin;
  c.header('Cache-Control', 'no-store');
  switch (target.responseMode) {
    case 'query':
    case 'fragment':
      return c.redirect(redirectWith(target, all, target.responseMode === 'fragment'), 302);
    case 'form_post': {
      c.header('Content-Security-Policy', pageCsp({ scripts: [FORM_POST_SCRIPT], formAction: [origin] }));
      const fields = Object.entries(all).map(
        ([name, value]) => html`<input type="hidden" name="${name}" value="${String(value)}" />`,
      );
      return c.html(
        page(
          'Signing you in',
          html`<form method="post" action="${target.redirectUri}">
            ${fields}
            <noscript><button type="submit">Continue</button></noscript>
          </form>`,
          { script: FORM_POST_SCRIPT },
        ),
      );
    }
    case 'web_message': {
      c.header('Content-Security-Policy', pageCsp({ scripts: [WEB_MESSAGE_SCRIPT], frameAncestors: origin }));
      return c.html(
        page(
          'Signing you in',
          html`<div
            id="authorization-response"
            data-origin="${origin}"
            data-response="${JSON.stringify(all)}"
            hidden
          ></div>`,
          { script: WEB_MESSAGE_SCRIPT },
        ),
      );
    }
  }
}

export function deliverError(c: Context, target: ResponseTarget, error: string, description: string): Reply {
  return deliver(c, target, { error, error_description: description });
}

function isLocalhost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1';
}

/**
 * Completes `request` for the session's user: the consent rule for silent requests from localhost, the
 * granted scopes, a code and/or tokens, then delivery. Saves the store.
 */
export async function completeAuthorization(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
  session: Session,
): Promise<Response> {
  const user = ctx.findUserById(session.user_id);
  if (!user) return deliverError(c, request, 'login_required', 'Login required');
  if (user.blocked) return deliverError(c, request, 'unauthorized', 'user is blocked');
  // A session that has not passed the second factor its user needs answers nothing silently (prompt=none,
  // checkSession); interactive requests show the hosted step before they get here (routes/mfa-step.ts).
  if (sessionNeedsSecondFactor(ctx, session, user)) {
    return deliverError(c, request, 'login_required', 'Multifactor authentication required');
  }
  const clientId = request.client.client_id;
  if (request.prompt === 'none' && isLocalhost(request.redirectUri)) {
    if (!hasConsented(session, clientId, request.scope)) {
      return deliverError(c, request, 'consent_required', 'Consent required');
    }
  }
  const grant = grantScopes(ctx, user, request.scope, request.audience);
  if (!grant.ok) return deliverError(c, request, grant.error, grant.description);
  const values: Record<string, ResponseValue> = {};
  let code: string | undefined;
  if (request.responseTypes.has('code')) {
    pruneExpired(ctx);
    code = randomId(24);
    ctx.store.data.codes.push({
      code,
      client_id: clientId,
      user_id: user.user_id,
      session_id: session.id,
      redirect_uri: request.redirectUri,
      scope: grant.scope,
      ...(request.audience !== undefined ? { audience: request.audience } : {}),
      ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
      ...(request.codeChallenge !== undefined
        ? { code_challenge: request.codeChallenge, code_challenge_method: 'S256' as const }
        : {}),
      auth_time: session.auth_time,
      ...(session.amr?.length ? { amr: [...session.amr] } : {}),
      expires_at: ctx.now() + CODE_LIFETIME,
    });
    values.code = code;
  }
  const wantsToken = request.responseTypes.has('token');
  const wantsIdToken = request.responseTypes.has('id_token');
  if (wantsToken || wantsIdToken) {
    const tokens = await issueTokenSet(ctx, {
      user,
      client: request.client,
      scope: grant.scope,
      ...(grant.resourceServer ? { resourceServer: grant.resourceServer } : {}),
      authTime: session.auth_time,
      ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
      accessToken: wantsToken,
      idToken: wantsIdToken,
      ...(code !== undefined ? { code } : {}),
      ...(session.amr?.length ? { amr: session.amr } : {}),
      sid: sessionRef(session.id),
    });
    if (tokens.access_token) {
      values.access_token = tokens.access_token;
      values.token_type = tokens.token_type;
      values.expires_in = tokens.expires_in;
      values.scope = tokens.scope;
    }
    if (tokens.id_token) values.id_token = tokens.id_token;
  }
  return deliver(c, request, values);
}
