// Renewal without third-party cookies, end to end against the local identity service: the application
// runs on another site (http://127.0.0.1:PORT, test/fixtures/refresh-app.html, in its own window) than the service
// (localhost), so the service's session cookie never reaches checkSession's iframe (login_required),
// while useRefreshTokens renews with rotated refresh tokens, one request for two concurrent renewals.
// Logout revokes the kept token's family at the service and forgets it inside the renewals' Web Lock, so a
// renewal running in another tab cannot write a rotated token back.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { WebAuth } from '../../src/core/index.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import { freshUser, loginTicket, SESSION_LOCK, withSession } from './session-helpers.js';

interface AppReport {
  loginSub?: string;
  refreshToken?: string;
  checkSession?: string;
  renewedSubs?: string[];
  sameResult?: boolean;
  accessTokens?: string[];
  sent?: string[];
  error?: string;
}

/** Opens the app in a window of its own (top level, as a real application) and awaits its report. */
function runApp(url: string, appOrigin: string, serviceUrl: string): Promise<AppReport> {
  const win = window.open(url, '_blank', 'popup,width=400,height=300');
  if (!win) throw new Error('the app window was blocked');
  return new Promise<AppReport>((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('the app did not report within 9 s')), 9000);
    const finish = (error?: Error, report?: AppReport): void => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      win.close();
      if (error) reject(error);
      else resolve(report!);
    };
    const onMessage = (event: MessageEvent): void => {
      const data = event.data as { type?: string; report?: AppReport; url?: string } | null;
      if (event.origin !== appOrigin || event.source !== win) return;
      // The login starts from the service's own site, as a click on its link would.
      if (data?.type === 'refresh-app-authorize' && data.url?.startsWith(serviceUrl))
        win.location.href = data.url;
      if (data?.type === 'refresh-app') finish(undefined, data.report);
    };
    window.addEventListener('message', onMessage);
  });
}

describe('refresh tokens across sites (no third-party cookies)', () => {
  it('renews with rotated refresh tokens where checkSession answers login_required', async () => {
    const env = await testEnv();
    const appOrigin = location.origin.replace('//localhost:', '//127.0.0.1:');
    const user = await freshUser('refresh');
    const ticket = await loginTicket(user);
    const query = new URLSearchParams({ service: env.serviceUrl, ticket, parent: location.origin });
    // The login starts a session at the service, in the cookie jar other test files share: held under
    // their lock.
    const report = await navigator.locks.request(SESSION_LOCK, () =>
      runApp(`${appOrigin}/test/fixtures/refresh-app.html?${query.toString()}`, appOrigin, env.serviceUrl),
    );

    expect(report.error).to.equal(undefined);
    expect(report.loginSub).to.be.a('string');
    expect(report.refreshToken).to.be.a('string');
    expect(report.checkSession).to.equal('login_required');
    expect(report.renewedSubs).to.deep.equal([report.loginSub, report.loginSub, report.loginSub]);
    expect(report.sameResult).to.equal(true);
    expect(report.accessTokens)
      .to.have.length(2)
      .and.satisfy((tokens: unknown[]) => tokens.every((t) => typeof t === 'string'));
    // Two concurrent renewals sent one request; the next one sent the rotated token.
    expect(report.sent).to.have.length(2);
    expect(report.sent![0]).to.equal(report.refreshToken);
    expect(report.sent![1]).to.be.a('string').and.not.equal(report.refreshToken);
  });
});

describe('logout with refresh tokens', () => {
  const KEY_PREFIX = 'auth-elements.refresh.';
  const keptTokens = (): string[] => Object.keys(localStorage).filter((key) => key.startsWith(KEY_PREFIX));
  afterEach(() => {
    sinon.restore();
    for (const key of keptTokens()) localStorage.removeItem(key);
  });

  it("during another tab's renewal: the family is revoked before the page leaves and no token is kept", () =>
    withSession(async () => {
      const env = await testEnv();
      // Two tabs of the app: the same configuration, the token shared through localStorage, one Web Lock.
      const options = {
        domain: env.serviceUrl,
        clientID: CLIENT_ID,
        redirectUri: `${env.testOrigin}/test/fixtures/callback.html`,
        useRefreshTokens: true,
        refreshTokenStorage: 'local' as const,
        _sendTelemetry: false,
      };
      const tabA = new WebAuth(options);
      const tabB = new WebAuth(options);
      // withSession has just signed the user in on this page's own browser context (nothing else shares it).
      const found = await tabA.checkSession();
      expect(found.refreshToken, 'a refresh token from the session').to.be.a('string');
      const first = found;
      expect(keptTokens()).to.have.length(1);

      // What goes over the wire (the real service answers): the renewal's new token, and when the
      // revocation is sent. Tab B logs out while tab A's renewal is on its way.
      const realFetch = window.fetch.bind(window);
      const sent: string[] = [];
      const rotated: string[] = [];
      let renewalSent!: () => void;
      const renewalOnItsWay = new Promise<void>((resolve) => (renewalSent = resolve));
      sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        const body = typeof init?.body === 'string' ? init.body : String(init?.body ?? '');
        sent.push(`${new URL(url).pathname} ${new URLSearchParams(body).get('grant_type') ?? ''}`.trim());
        const answer = realFetch(input, init);
        if (url.endsWith('/oauth/token') && body.includes('refresh_token')) {
          renewalSent();
          const response = await answer;
          const tokens = (await response.clone().json()) as { refresh_token?: string };
          if (tokens.refresh_token) rotated.push(tokens.refresh_token);
          return response;
        }
        return answer;
      });
      let navigatedAfter = -1;
      const navigated = new Promise<string>((resolve) =>
        sinon.stub(navigation, 'assign').callsFake((url: string) => {
          navigatedAfter = sent.length;
          resolve(url);
        }),
      );

      const renewal = tabA.renewTokens();
      await renewalOnItsWay;
      tabB.logout({ returnTo: `${env.testOrigin}/` });
      const [renewed, logoutUrl] = await Promise.all([renewal, navigated]);

      expect(renewed.idTokenPayload?.sub).to.equal(first.idTokenPayload?.sub);
      expect(logoutUrl).to.contain('/v2/logout?');
      expect(rotated).to.have.length(1);
      // The revocation went out before the page left, after the renewal had written its token.
      expect(sent.slice(0, navigatedAfter)).to.include('/oauth/revoke');
      expect(sent.indexOf('/oauth/revoke')).to.be.greaterThan(sent.indexOf('/oauth/token refresh_token'));
      // Nothing kept in any tab...
      expect(keptTokens()).to.deep.equal([]);
      // ...and the token the renewal received is dead at the service: the family is revoked.
      const refused = await realFetch(`${env.serviceUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: CLIENT_ID,
          refresh_token: rotated[0]!,
        }),
      });
      expect(refused.status).to.equal(403);
      expect(((await refused.json()) as { error: string }).error).to.equal('invalid_grant');
    }, 'openid profile email offline_access'));

  it('without refresh tokens sends no revocation', async () => {
    const env = await testEnv();
    const fetch = sinon.spy(window, 'fetch');
    const assign = sinon.stub(navigation, 'assign');
    new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID, _sendTelemetry: false }).logout();
    expect(assign.calledOnce).to.equal(true);
    expect(fetch.called).to.equal(false);
  });
});
