// Browser tests: every file under test/ except the Node-only suites, in Debian's Chromium (headless).
// The local identity service is started on its own origin for the run; pages learn its URL from
// /__env.json, as they learn the issuer of a certified OpenID Provider started beside it
// (test/servers/oidc-test-provider.mjs). Core tests that need a key set they control register public keys
// at /__test/jwks; /__without/<chunk>/ serves the sources without one of the core's on-demand chunks.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { startFaultServers } from './test/servers/fault-servers.mjs';
import { startOidcProvider } from './test/servers/oidc-test-provider.mjs';
import { popupCommands } from './test/servers/popup-test-commands.mjs';
import { webauthnCommands } from './test/servers/webauthn-test-commands.mjs';

const PORT = Number(process.env.WTR_PORT ?? 8765);
const TEST_ORIGIN = `http://localhost:${PORT}`;
/** The same test server on another site than the service (localhost): the refresh-token app's origin. */
const CROSS_SITE_ORIGIN = `http://127.0.0.1:${PORT}`;
/** Pages under test/fixtures/ registered as Allowed Callback (and Logout) URLs of the demo client. */
const FIXTURE_PAGES = [
  'callback.html',
  'popup-callback.html',
  'cross-origin-verification.html',
  'blank.html',
];

/** Starts the local identity service (built into dist/ by `npm run build:tsc`) beside the test server. */
function identityServicePlugin() {
  let service;
  let refusingService;
  let mfaAlwaysService;
  let faults;
  let oidc;
  let company;
  let enterpriseService;
  return {
    name: 'identity-service',
    async serverStart() {
      const { startEmulator } = await import('./packages/emulator/dist/index.js');
      service = await startEmulator({
        port: 0,
        host: 'localhost',
        quiet: true,
        appOrigins: [TEST_ORIGIN, CROSS_SITE_ORIGIN],
        callbackUrls: [
          `${TEST_ORIGIN}/`,
          ...FIXTURE_PAGES.map((page) => `${TEST_ORIGIN}/test/fixtures/${page}`),
          `${CROSS_SITE_ORIGIN}/test/fixtures/refresh-app.html`,
        ],
      });
      // A second service that allows only its demo origin: the test page's requests are refused by CORS.
      refusingService = await startEmulator({ port: 0, host: 'localhost', quiet: true });
      // A third whose MFA policy is `always` (users without a second factor enrol one at log-in); its APIs
      // may be marked as needing MFA (refresh-token step-up) without touching the main service's.
      mfaAlwaysService = await startEmulator({
        port: 0,
        host: 'localhost',
        quiet: true,
        mfaPolicy: 'always',
        appOrigins: [TEST_ORIGIN],
        callbackUrls: [`${TEST_ORIGIN}/`],
      });
      // A fourth whose demo client has the enterprise connection `company-sso` for `company.test`, at a
      // company's OpenID Provider (the certified one) started before it.
      company = await startOidcProvider({
        emailDomain: 'company.test',
        company: { clientId: 'local-identity-service', clientSecret: 'company-test-secret' },
      });
      enterpriseService = await startEmulator({
        port: 0,
        host: 'localhost',
        quiet: true,
        appOrigins: [TEST_ORIGIN],
        callbackUrls: [`${TEST_ORIGIN}/`, `${TEST_ORIGIN}/test/fixtures/callback.html`],
        companyProvider: {
          issuer: company.issuer,
          clientId: 'local-identity-service',
          clientSecret: 'company-test-secret',
          domain: 'company.test',
          displayName: 'Company Test',
        },
      });
      faults = await startFaultServers(TEST_ORIGIN);
      oidc = await startOidcProvider({
        testOrigin: TEST_ORIGIN,
        redirectUris: [
          `${TEST_ORIGIN}/`,
          ...FIXTURE_PAGES.map((page) => `${TEST_ORIGIN}/test/fixtures/${page}`),
        ],
      });
    },
    async serverStop() {
      await Promise.all([
        service?.close(),
        refusingService?.close(),
        mfaAlwaysService?.close(),
        faults?.close(),
        oidc?.close(),
        enterpriseService?.close(),
        company?.close(),
      ]);
    },
    serve(context) {
      if (context.path === '/__env.json') {
        return {
          body: JSON.stringify({
            serviceUrl: service.url,
            refusingServiceUrl: refusingService.url,
            mfaAlwaysServiceUrl: mfaAlwaysService.url,
            enterpriseServiceUrl: enterpriseService.url,
            testOrigin: TEST_ORIGIN,
            faults: faults.urls,
            oidcIssuer: oidc.issuer,
          }),
          type: 'json',
        };
      }
    },
  };
}

/** A key set the tests control: POST a public JWK to /__test/jwks; GET /.well-known/jwks.json lists them all. */
function testJwksMiddleware() {
  const keys = new Map();
  return async (ctx, next) => {
    if (ctx.method === 'POST' && ctx.path === '/__test/jwks') {
      const chunks = [];
      for await (const chunk of ctx.req) chunks.push(chunk);
      const jwk = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      keys.set(jwk.kid, jwk);
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && ctx.path === '/.well-known/jwks.json') {
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'json';
      ctx.body = JSON.stringify({ keys: [...keys.values()] });
      return;
    }
    await next();
  };
}

/**
 * `/__without/<chunk>/<path>` serves `<path>`: the same modules under other URLs, so a page that imports
 * them there gets fresh instances; but the on-demand chunk `<chunk>` (the core's src/core/lib/<chunk>.ts or
 * src/core/<chunk>.ts, or the elements' src/internal/<chunk>.ts or src/components/<tag>/<chunk>.ts) is
 * missing there, so its `import()` fails as a lost network would make it fail (test/core/on-demand.test.ts,
 * test/components/on-demand-chunks.test.ts).
 */
function withoutChunkMiddleware() {
  return async (ctx, next) => {
    const match = /^\/__without\/([a-z-]+)(\/.*)$/.exec(ctx.path);
    if (match) {
      const [, chunk, path] = match;
      if (new RegExp(`^/src/(core/(lib/)?|internal/|components/[a-z-]+/)${chunk}\\.(ts|js)$`).test(path)) {
        ctx.status = 404;
        return;
      }
      ctx.url = ctx.querystring ? `${path}?${ctx.querystring}` : path;
    }
    await next();
  };
}

/**
 * The launcher runs the next test file in a page it already used: its browser context's cookies (a login
 * session at the service, above all) are deleted when a file ends, so no file starts with another's.
 */
function withoutCookiesBetweenFiles(launcher) {
  const stopSession = launcher.stopSession.bind(launcher);
  launcher.stopSession = async (sessionId) => {
    const context = launcher.getPage(sessionId).browserContext();
    const result = await stopSession(sessionId);
    await context.deleteCookie(...(await context.cookies()));
    return result;
  };
  return launcher;
}

const chromium = findChromium();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export default {
  files: ['test/**/*.test.ts', '!test/node/**', '!test/docs/**', '!test/e2e/**'],
  nodeResolve: true,
  port: PORT,
  hostname: 'localhost',
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 600000,
  // Top-level middleware runs before the test runner's own (including its long-lived cache headers).
  middleware: [testJwksMiddleware(), withoutChunkMiddleware()],
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' }),
    identityServicePlugin(),
    // `a11ySnapshot()`: the page's accessibility tree (an element's accessible name as the browser has it).
    a11ySnapshotPlugin(),
    webauthnCommands(),
    popupCommands(),
  ],
  browsers: [
    withoutCookiesBetweenFiles(
      chromeLauncher({
        // Each of the pages that run test files side by side has a browser context of its own: its own
        // cookies at the service, so one file's log-in or logout never replaces another file's session.
        createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
        launchOptions: {
          executablePath: chromium,
          headless: true,
          args: [...(isRoot ? ['--no-sandbox'] : []), ...CHROMIUM_ARGS],
        },
      }),
    ),
  ],
};
