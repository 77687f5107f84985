// The hosted organization pages of /authorize: the prompt for the organization's name before log-in
// (POST /u/organization), and an invitation link's page: the invitee's log-in when the invited e-mail has an
// account, else their sign-up with that e-mail fixed (POST /u/invitation), or why the invitation cannot be used.
import type { Context } from 'hono';
import { databaseConnection } from '../authenticate.js';
import { authorizeHref, continuedQuery, redirectOrigin } from './authorize-request.js';
import type { AuthorizeRequest } from './authorize-request.js';
import { DATABASE_CONNECTION } from '../seed.js';
import type { ServiceContext } from '../context.js';
import { ConnectionStrategy } from '../tenant.js';
import { errorPage } from './login-views.js';
import { hostedText } from './hosted-locale.js';
import type { Reply } from './login-views.js';
import { invitationForTicket, organizationByName } from '../organizations.js';
import type { Invitation } from '../organizations.js';
import { pageBranding } from './organization-branding.js';
import { invitationErrorPage, invitationSignupPage, organizationPromptPage } from './organization-views.js';
import { signUp } from './signup.js';
import { DbConnectionError } from './dbconnection-errors.js';
import { finishLogin, formText, parseOrRespond, showLogin } from './hosted-login.js';

export function showOrganizationPrompt(
  c: Context,
  request: AuthorizeRequest,
  extra: { value?: string; error?: string } = {},
): Reply {
  return organizationPromptPage(
    c,
    {
      authorizeQuery: continuedQuery(request),
      clientName: request.client.name,
      redirectOrigin: redirectOrigin(request),
      ...extra,
    },
    extra.error ? 400 : 200,
  );
}

/** The pre-login prompt's answer: the organization's name, then /authorize with that organization's id. */
export async function chooseOrganization(c: Context, ctx: ServiceContext): Promise<Response> {
  const form = await c.req.parseBody();
  const parsed = parseOrRespond(c, ctx, formText(form, 'authorize'));
  if ('response' in parsed) return parsed.response;
  const { request } = parsed;
  const name = formText(form, 'organization').trim();
  const org = name ? organizationByName(ctx.store.data, name) : undefined;
  if (!org) {
    const { t } = hostedText(c);
    const error = name ? t('organizationNotFound', { name }) : t('organizationEmpty');
    return showOrganizationPrompt(c, request, { value: name, error });
  }
  return c.redirect(
    authorizeHref(request, (params) => params.set('organization', org.id)),
    303,
  );
}

/** The database connection an invitee signs up or logs in with: the invitation's, else the client's. */
function invitationConnection(ctx: ServiceContext, request: AuthorizeRequest, invitation: Invitation) {
  const clientId = request.client.client_id;
  const named = ctx.store.data.connections.find((conn) => conn.id === invitation.connection_id);
  return named?.strategy === ConnectionStrategy.DATABASE
    ? named
    : (databaseConnection(ctx, DATABASE_CONNECTION, clientId) ??
        ctx.store.data.connections.find(
          (conn) => conn.strategy === ConnectionStrategy.DATABASE && conn.enabled_clients.includes(clientId),
        ));
}

/** The invitation a request carries, or the hosted page saying why it cannot be used. */
function requestInvitation(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
): { invitation: Invitation } | { response: Reply } {
  const found = invitationForTicket(
    ctx.store.data,
    request.invitation ?? '',
    request.organization!.id,
    ctx.now(),
  );
  if (found.ok) return { invitation: found.invitation };
  const login = authorizeHref(request, (params) => params.delete('invitation'));
  return {
    response: invitationErrorPage(c, found.problem, login, pageBranding(request.organization)),
  };
}

function showSignup(c: Context, request: AuthorizeRequest, invitation: Invitation, error?: string): Reply {
  const org = request.organization!;
  return invitationSignupPage(
    c,
    {
      authorizeQuery: continuedQuery(request),
      organizationName: org.display_name ?? org.name,
      inviterName: invitation.inviter.name,
      email: invitation.invitee.email,
      redirectOrigin: redirectOrigin(request),
      branding: pageBranding(org),
      ...(error !== undefined ? { error } : {}),
    },
    error !== undefined ? 400 : 200,
  );
}

/** An invitation link: the invitee's log-in when the invited e-mail has an account, else their sign-up. */
export function showInvitation(c: Context, ctx: ServiceContext, request: AuthorizeRequest): Reply {
  const found = requestInvitation(c, ctx, request);
  if ('response' in found) return found.response;
  const { invitation } = found;
  const connection = invitationConnection(ctx, request, invitation);
  if (connection && ctx.findDatabaseUser(connection.name, invitation.invitee.email)) {
    return showLogin(
      c,
      ctx,
      { ...request, connection },
      { email: invitation.invitee.email, fixedEmail: true },
    );
  }
  return showSignup(c, request, invitation);
}

/** The invitee's sign-up: a user of the invited e-mail, then the login (which accepts the invitation). */
export async function invitationSignup(c: Context, ctx: ServiceContext): Promise<Response> {
  const form = await c.req.parseBody();
  const parsed = parseOrRespond(c, ctx, formText(form, 'authorize'));
  if ('response' in parsed) return parsed.response;
  const { request } = parsed;
  if (request.invitation === undefined || !request.organization) {
    const { t } = hostedText(c);
    return errorPage(c, 400, t('noInvitationTitle'), t('noInvitation'));
  }
  const found = requestInvitation(c, ctx, request);
  if ('response' in found) return found.response;
  const { invitation } = found;
  const connection = invitationConnection(ctx, request, invitation);
  const { t } = hostedText(c);
  if (!connection) return errorPage(c, 400, t('noLoginMethodTitle'), t('noDatabaseConnection'));
  const email = invitation.invitee.email;
  try {
    await signUp(ctx, {
      client_id: request.client.client_id,
      connection: connection.name,
      email,
      password: formText(form, 'password'),
    });
  } catch (error) {
    if (!(error instanceof DbConnectionError)) throw error;
    return showSignup(c, request, invitation, error.message);
  }
  const user = ctx.findDatabaseUser(connection.name, email);
  if (!user) return errorPage(c, 400, t('signupFailedTitle'), t('signupFailed'));
  return finishLogin(c, ctx, request, user, connection.name);
}
