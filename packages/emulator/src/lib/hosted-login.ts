// The hosted log-in page's shared steps: an /authorize query read back from a form (or the page saying why
// not), the log-in form shown with its connections, and a login finished (the second factor if one is
// due, then the session and the authorization's answer).
import type { Context } from 'hono';
import { databaseConnection } from '../authenticate.js';
import { continuedQuery, parseAuthorizeRequest, redirectOrigin } from './authorize-request.js';
import type { AuthorizeRequest } from './authorize-request.js';
import { completeAuthorization, deliverError } from './authorize-response.js';
import { DATABASE_CONNECTION } from '../seed.js';
import type { ServiceContext } from '../context.js';
import { startSession } from './session-cookie.js';
import { ConnectionStrategy } from '../tenant.js';
import type { Connection, User } from '../tenant.js';
import { errorPage, loginPage } from './login-views.js';
import { pageBranding } from './organization-branding.js';
import type { EnterpriseChoice } from './login-views.js';
import { connectionDomains, isEnterprise } from '../enterprise.js';
import type { Organization } from '../organizations.js';
import type { Reply } from './login-views.js';
import { beginSecondFactor } from './mfa-steps.js';
import { hostedText, useAuthorizeLanguage } from './hosted-locale.js';
import { enabledConnection } from '../organizations.js';

const SOCIAL_STRATEGIES: readonly string[] = [ConnectionStrategy.GOOGLE, ConnectionStrategy.GITHUB];

export function isSocial(connection: Connection | undefined): connection is Connection {
  return connection !== undefined && SOCIAL_STRATEGIES.includes(connection.strategy);
}

/** Parses an /authorize query; answers with the error page or the delivered error when it is not valid. */
export function parseOrRespond(
  c: Context,
  ctx: ServiceContext,
  query: string,
): { request: AuthorizeRequest } | { response: Reply } {
  const params = new URLSearchParams(query);
  // The page's language is the request's (`ui_locales`), on this page and every later one of the login.
  useAuthorizeLanguage(c, params);
  const parsed = parseAuthorizeRequest(ctx, params);
  if (parsed.ok) return { request: parsed.request };
  if (parsed.page) return { response: errorPage(c, parsed.status, parsed.title, parsed.message) };
  return { response: deliverError(c, parsed.target, parsed.error, parsed.description) };
}

export function showLogin(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
  extra: { email?: string; fixedEmail?: boolean; error?: string; status?: 200 | 401 | 403 | 429 } = {},
): Reply {
  const clientId = request.client.client_id;
  const database =
    request.connection?.strategy === ConnectionStrategy.DATABASE
      ? request.connection
      : (databaseConnection(ctx, DATABASE_CONNECTION, clientId) ??
        ctx.store.data.connections.find(
          (c) => c.strategy === ConnectionStrategy.DATABASE && c.enabled_clients.includes(clientId),
        ));
  if (!database) {
    const { t } = hostedText(c);
    return errorPage(c, 400, t('noLoginMethodTitle'), t('noDatabaseConnection'));
  }
  const restricted = request.connection?.strategy === ConnectionStrategy.DATABASE;
  const org = request.organization;
  const socialConnections = restricted
    ? []
    : ctx.store.data.connections.filter(
        (conn) =>
          isSocial(conn) &&
          conn.enabled_clients.includes(clientId) &&
          (!org || enabledConnection(ctx.store.data, org, conn.name)),
      );
  const enterprise = restricted ? [] : enterpriseChoices(ctx, clientId, org);
  const email = extra.email ?? request.params.get('login_hint') ?? undefined;
  c.header('Cache-Control', 'no-store');
  return loginPage(
    c,
    {
      authorizeQuery: continuedQuery(request),
      clientName: request.client.name,
      database,
      socialConnections,
      redirectOrigin: redirectOrigin(request),
      enterprise: enterprise.map(({ choice }) => choice),
      providerOrigins: [...new Set(enterprise.flatMap(({ origins }) => origins))],
      // The e-mail the application already knows (`login_hint`) is filled in, as the real page does.
      ...(email !== undefined ? { email } : {}),
      ...(extra.fixedEmail ? { fixedEmail: true } : {}),
      ...(extra.error !== undefined ? { error: extra.error } : {}),
      ...(org ? { organization: org.display_name ?? org.name, branding: pageBranding(org) } : {}),
    },
    extra.status ?? 200,
  );
}

/**
 * The enterprise connections a log-in page offers: enabled for the client (and the organization, whose own
 * `show_as_button` then decides the button), with their domains and the origins their providers answer from.
 */
function enterpriseChoices(
  ctx: ServiceContext,
  clientId: string,
  org: Organization | undefined,
): { choice: EnterpriseChoice; origins: string[] }[] {
  const data = ctx.store.data;
  return data.connections.flatMap((connection) => {
    if (!isEnterprise(connection) || !connection.enabled_clients.includes(clientId)) return [];
    const enabled = org ? enabledConnection(data, org, connection.name) : undefined;
    if (org && !enabled) return [];
    const { discovery_url, authorization_endpoint } = connection.options;
    const origins = [discovery_url, authorization_endpoint].flatMap((url) =>
      url ? [new URL(url).origin] : [],
    );
    return [
      {
        choice: {
          name: connection.name,
          label: connection.display_name ?? connection.name,
          domains: connectionDomains(connection),
          button: enabled ? enabled.show_as_button : connection.show_as_button === true,
        },
        origins,
      },
    ];
  });
}

export function formText(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

export async function finishLogin(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
  user: User,
  connection: string,
): Promise<Response> {
  const step = await beginSecondFactor(c, ctx, request, user, connection, continuedQuery(request));
  if (step) return step;
  const session = startSession(c, ctx, user, connection, request.client.client_id, request.scope);
  const response = await completeAuthorization(c, ctx, request, session);
  // A form submission answered with a redirect: See Other, so the browser follows it with GET.
  if (response.status === 302) return c.redirect(response.headers.get('Location') ?? '/', 303);
  return response;
}
