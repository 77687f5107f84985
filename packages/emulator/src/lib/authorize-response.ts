// Finishing an /authorize request for an authenticated session (code, tokens, consent rule) and
// delivering the result or an error through the response mode: query, fragment, form_post or web_message.
// A login to an organization accepts its invitation, needs the organization's connection and membership, and
// binds the code and tokens to it; a client that requires an organization and asks after log-in lists the
// user's organizations here.
import { hostedText } from './hosted-locale.js';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { authorizeHref, organizationPrompt } from './authorize-request.js';
import type { AuthorizeRequest, ResponseTarget } from './authorize-request.js';
import {
  acceptInvitation,
  admitToOrganization,
  enabledConnection,
  organizationsOf,
} from '../organizations.js';
import { grantScopes, issueTokenSet } from '../grants/token-set.js';
import { sessionRef } from '../logins.js';
import { randomId } from '../service.js';
import type { ServiceContext } from '../context.js';
import { hasConsented, pruneExpired } from '../sessions.js';
import type { Session, User } from '../tenant.js';
import type { Reply } from './login-views.js';
import { sessionNeedsSecondFactor } from './mfa-steps.js';
import { inlineScript, page, pageCsp } from './page-layout.js';
import { invitationErrorPage, organizationPickerPage } from './organization-views.js';

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
      const text = hostedText(c);
      return c.html(
        page(
          text.t('signingInTitle'),
          html`<form method="post" action="${target.redirectUri}">
            ${fields}
            <noscript><button type="submit">${text.t('continue')}</button></noscript>
          </form>`,
          { script: FORM_POST_SCRIPT, text },
        ),
      );
    }
    case 'web_message': {
      c.header('Content-Security-Policy', pageCsp({ scripts: [WEB_MESSAGE_SCRIPT], frameAncestors: origin }));
      return c.html(
        page(
          hostedText(c).t('signingInTitle'),
          html`<div
            id="authorization-response"
            data-origin="${origin}"
            data-response="${JSON.stringify(all)}"
            hidden
          ></div>`,
          { script: WEB_MESSAGE_SCRIPT, text: hostedText(c) },
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
 * The organization the login is bound to, when the request names one: the organization must have the session's
 * connection enabled; an invitation is accepted (a problem with it is a hosted page with a link to a normal
 * log-in); the user must be a member then (or become one on login). A client that requires an organization
 * and asks after log-in gets the list of the user's organizations. Synchronous, from the checks to the writes.
 */
function bindOrganization(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
  session: Session,
  user: User,
): { organizationId?: string } | { reply: Reply } {
  const data = ctx.store.data;
  const org = request.organization;
  if (!org) {
    if (organizationPrompt(request) !== 'post_login_prompt') return {};
    const organizations = organizationsOf(data, user.user_id).sort((a, b) => (a.name < b.name ? -1 : 1));
    const reply = organizationPickerPage(c, {
      clientName: request.client.name,
      organizations: organizations.map((candidate) => ({
        label: candidate.display_name ?? candidate.name,
        href: authorizeHref(request, (params) => params.set('organization', candidate.id)),
      })),
      loginAgainHref: authorizeHref(request, (params) => params.set('prompt', 'login')),
    });
    return { reply };
  }
  const now = ctx.now();
  if (request.invitation !== undefined && enabledConnection(data, org, session.connection)) {
    const accepted = acceptInvitation(data, request.invitation, org.id, user, now);
    if (!accepted.ok) {
      const login = authorizeHref(request, (params) => {
        params.delete('invitation');
        params.set('prompt', 'login');
      });
      return { reply: invitationErrorPage(c, accepted.problem, login) };
    }
  }
  const admitted = admitToOrganization(
    data,
    org,
    user,
    session.connection,
    new Date(now * 1000).toISOString(),
  );
  if (!admitted.ok) return { reply: deliverError(c, request, 'access_denied', admitted.description) };
  return { organizationId: org.id };
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
  const bound = bindOrganization(c, ctx, request, session, user);
  if ('reply' in bound) return bound.reply;
  const { organizationId } = bound;
  const clientId = request.client.client_id;
  if (request.prompt === 'none' && isLocalhost(request.redirectUri)) {
    if (!hasConsented(session, clientId, request.scope)) {
      return deliverError(c, request, 'consent_required', 'Consent required');
    }
  }
  const grant = grantScopes(ctx, user, request.scope, request.audience, organizationId);
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
      ...(organizationId ? { organization_id: organizationId } : {}),
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
      ...(organizationId ? { organizationId } : {}),
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
