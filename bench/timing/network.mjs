// The requests a real page makes to the local identity service, counted by path, through a full embedded
// log-in and a silent renewal in a fresh browser context (no cookies, no cache): bench/timing/app.html is
// an application with `<auth-provider restore>` around an `<auth-login>`.
//
// Two views, because neither sees everything:
//   - the service's: every request that reached it, CORS preflights included (Playwright does not report
//     those), through Node's `http.server.request.start` diagnostics channel; the request counts;
//   - the page's: every request the pages and their frames made, answered from the HTTP cache or not
//     (Playwright's request events); the JWKS fetches of each page load.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';

/**
 * @typedef {object} Scenario
 * @property {string} id the key of its budget in timing-budgets.json `requests`
 * @property {string} name
 * @property {number} total requests to the service
 * @property {Record<string, number>} byPath e.g. `{ 'POST /co/authenticate': 1 }`
 */

/**
 * @typedef {object} NetworkCounts
 * @property {Scenario[]} scenarios
 * @property {number} jwksPerPage the most JWKS fetches of any one page load
 * @property {string} pages JWKS fetches of each page load, in order
 */

/** The key set: fetched at most once per page load. */
const JWKS_PATH = '/.well-known/jwks.json';

/** How long the network must be quiet before a scenario counts as finished. */
const QUIET_MS = 300;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {object} options
 * @param {string} options.appUrl bench/timing/app.html on the benchmark's server
 * @param {string} options.serviceUrl the service's origin
 * @param {{ email: string, password: string }} options.user
 * @param {number} options.timeout the longest wait for any one step
 * @returns {Promise<NetworkCounts>}
 */
export async function countServiceRequests(browser, { appUrl, serviceUrl, user, timeout }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);

  const servicePort = Number(new URL(serviceUrl).port);
  /** @type {{ scenario: string, label: string }[]} */
  const received = [];
  /** @type {{ page: number, label: string }[]} */
  const seen = [];
  let scenario = '';
  let pageLoad = 0;
  let inFlight = 0;
  let lastActivity = performance.now();
  const activity = (delta) => {
    inFlight += delta;
    lastActivity = performance.now();
  };

  /** @param {{ request: import('node:http').IncomingMessage, server: import('node:http').Server }} message */
  const onServiceRequest = ({ request, server }) => {
    const address = server.address();
    if (typeof address !== 'object' || address?.port !== servicePort) return;
    const path = new URL(request.url ?? '/', serviceUrl).pathname;
    received.push({ scenario, label: `${request.method} ${path}` });
  };
  subscribe('http.server.request.start', onServiceRequest);

  context.on('request', (request) => {
    const url = new URL(request.url());
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      url.href.startsWith(appUrl)
    ) {
      pageLoad++;
    }
    activity(+1);
    if (url.origin === serviceUrl)
      seen.push({ page: pageLoad, label: `${request.method()} ${url.pathname}` });
  });
  context.on('requestfinished', () => activity(-1));
  context.on('requestfailed', () => activity(-1));

  /** Resolves once no request has started or ended for {@link QUIET_MS} and none is in flight. */
  const quiet = async () => {
    const deadline = performance.now() + timeout;
    while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
      if (performance.now() > deadline) throw new Error(`The network did not settle during "${scenario}"`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const signedIn = () =>
    page.waitForFunction(() => document.querySelector('auth-provider')?.isAuthenticated === true);

  /** @type {{ id: string, name: string, run: () => Promise<void> }[]} */
  const steps = [
    {
      id: 'loadSignedOut',
      name: 'page load, signed out (restore)',
      run: async () => {
        await page.goto(appUrl);
      },
    },
    {
      id: 'embeddedLogin',
      name: 'embedded log-in (submit → signed in)',
      run: async () => {
        await page.locator('auth-login input[name="email"]').fill(user.email);
        await page.locator('auth-login input[name="password"]').fill(user.password);
        const exchanged = page.waitForResponse(`${serviceUrl}/oauth/token`);
        await page.locator('auth-login button[type="submit"]').click();
        await exchanged;
        await signedIn();
      },
    },
    {
      id: 'silentRenewal',
      name: 'silent renewal (checkSession)',
      run: async () => {
        // What the provider's renewer calls, on the provider's own (shared) client.
        await page.evaluate(async () => {
          const provider = document.querySelector('auth-provider');
          await provider.webAuth.checkSession();
        });
      },
    },
    {
      id: 'loadSignedIn',
      name: 'page load, signed in (restore)',
      run: async () => {
        await page.goto(appUrl);
        await signedIn();
      },
    },
  ];

  try {
    for (const step of steps) {
      scenario = step.id;
      await step.run();
      await quiet();
    }
  } finally {
    unsubscribe('http.server.request.start', onServiceRequest);
    await context.close();
  }

  const scenarios = steps.map(({ id, name }) => {
    /** @type {Record<string, number>} */
    const byPath = {};
    for (const request of received.filter((entry) => entry.scenario === id)) {
      byPath[request.label] = (byPath[request.label] ?? 0) + 1;
    }
    return { id, name, total: Object.values(byPath).reduce((sum, n) => sum + n, 0), byPath };
  });
  const jwks = Array.from(
    { length: pageLoad },
    (_, index) =>
      seen.filter((entry) => entry.page === index + 1 && entry.label === `GET ${JWKS_PATH}`).length,
  );
  return {
    scenarios,
    jwksPerPage: Math.max(0, ...jwks),
    pages: `${pageLoad} page loads, JWKS fetches ${jwks.join(' / ')}`,
  };
}
