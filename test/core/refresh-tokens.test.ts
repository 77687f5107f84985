// Renewal without third-party cookies, end to end against the local identity service: the application
// runs on another site (http://127.0.0.1:PORT, test/fixtures/refresh-app.html, in its own window) than the service
// (localhost), so the service's session cookie never reaches checkSession's iframe (login_required),
// while useRefreshTokens renews with rotated refresh tokens, one request for two concurrent renewals.
import { expect } from '@open-wc/testing';
import { testEnv } from '../browser-helpers.js';
import { createUser, loginTicket, SESSION_LOCK } from './session-helpers.js';

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
    const user = await createUser('refresh');
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
