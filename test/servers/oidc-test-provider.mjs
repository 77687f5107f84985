// A certified OpenID Provider (panva's oidc-provider) on loopback for the browser tests of the core
// against a provider that is not the identity service. Its paths are the service's where the protocol is
// the same (/authorize, /oauth/token, /userinfo, /.well-known/jwks.json); logout is RP-Initiated Logout
// at /oidc/logout. Interactions finish by themselves: the login is the account named by `login_hint`
// (default `oidc-user`), consent is granted for what was asked, and a logout confirms itself, so tests
// drive whole flows in hidden iframes. It also plays a company's provider for the identity service's
// enterprise connections (a confidential client answering at the service's /login/callback, accounts at
// the company's e-mail domain): in the service's tests, and as the local company provider `npm start` runs.
// Never expose it beyond loopback.
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const OIDC_CLIENT_ID = 'oidc-spa';

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server.address().port));
  });
}

/** A login hint names the account: an e-mail's local part, or the name itself. */
function accountOf(hint) {
  const text = String(hint || 'oidc-user');
  return text.includes('@') ? text.slice(0, text.lastIndexOf('@')) : text;
}

/**
 * Starts the provider on localhost (a free port unless `port` is given).
 * @param {{ testOrigin?: string, redirectUris?: string[], port?: number, emailDomain?: string,
 *   company?: { clientId: string, clientSecret: string, callbackUrls?: string[] } }} options the test page
 *   origin (allowed by CORS) and the SPA client's registered redirect (and post-logout redirect) URIs; the
 *   accounts' e-mail domain (default example.com); a confidential client for an identity service's
 *   enterprise connection, whose callbacks default to any loopback `/login/callback`
 */
export async function startOidcProvider({
  testOrigin = '',
  redirectUris = ['http://localhost/unused'],
  port: wanted = 0,
  emailDomain = 'example.com',
  company,
}) {
  const server = createServer();
  const port = await listen(server, wanted);
  const issuer = `http://localhost:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'oidc-test-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'implicit', 'refresh_token'],
        response_types: ['code', 'id_token', 'id_token token'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
      },
      ...(company
        ? [
            {
              client_id: company.clientId,
              client_secret: company.clientSecret,
              application_type: 'web',
              token_endpoint_auth_method: 'client_secret_post',
              grant_types: ['authorization_code', 'implicit'],
              response_types: ['code', 'id_token'],
              redirect_uris: company.callbackUrls ?? ['http://localhost/login/callback'],
            },
          ]
        : []),
    ],
    responseTypes: ['code', 'id_token', 'id_token token', 'none'],
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
      end_session: '/oidc/logout',
    },
    jwks: { keys: [signingKey] },
    cookies: {
      keys: ['oidc-test-provider-cookie-key'],
      // Plain http on loopback: SameSite=None would need Secure. The test page is same-site.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Confirms at once (the default page waits for a click).
        async logoutSource(ctx, form) {
          ctx.body = `<!doctype html><title>Logout</title>${form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"></form>',
          )}<script>document.forms[0].submit()</script>`;
        },
        async postLogoutSuccessSource(ctx) {
          ctx.body = '<!doctype html><title>Signed out</title><p>Signed out</p>';
        },
      },
      userinfo: { enabled: true },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
    },
    clientBasedCORS: (ctx, origin) => origin === testOrigin,
    async findAccount(ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: `${sub}@${emailDomain}`, email_verified: true, name: `User ${sub}` };
        },
      };
    },
    interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 600,
      RefreshToken: 86400,
      Session: 86400,
      Grant: 86400,
    },
  });

  // Implicit responses to http://localhost redirect URIs: refused by oidc-provider's client checks for
  // production use, allowed here (loopback test origin).
  const { invalidate } = provider.Client.Schema.prototype;
  provider.Client.Schema.prototype.invalidate = function (message, code) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };

  // The company client without fixed callbacks answers at any loopback identity service's /login/callback.
  if (company && !company.callbackUrls) {
    const { redirectUriAllowed } = provider.Client.prototype;
    provider.Client.prototype.redirectUriAllowed = function (uri) {
      if (this.clientId !== company.clientId) return redirectUriAllowed.call(this, uri);
      const url = URL.parse(uri);
      return url?.hostname === 'localhost' && url.pathname === '/login/callback';
    };
  }

  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!match || ctx.method !== 'GET') return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const { prompt, params, session } = details;
    let result;
    if (prompt.name === 'login') {
      result = { login: { accountId: accountOf(params.login_hint) } };
    } else {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: session.accountId, clientId: String(params.client_id) });
      const missing = prompt.details;
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      result = { consent: { grantId: await grant.save() } };
    }
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: true,
    });
    ctx.redirect(returnTo);
  });

  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
