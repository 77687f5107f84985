// The reference client, unmodified: auth0-spa-js 2.27's production ESM build in Chromium, against the
// local service over HTTPS (its passkey client always speaks https://{domain}), with Chromium's virtual
// authenticator: `passkey.signup`, `passkey.login`, and the `myAccount` passkey methods (list, read,
// enrol, rename, delete, factors). Where this client and our service disagree, the client is right.
import assert from 'node:assert/strict';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { startEmulator } from '../../packages/emulator/src/index.js';
import type { EmulatorHandle } from '../../packages/emulator/src/index.js';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers.js';
import { openAuthenticatorPage, storedCredentials } from './passkey-browser.js';

const require = createRequire(import.meta.url);
const SPA_JS = require.resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js');
const ME_SCOPES = [
  'create:me:authentication_methods',
  'read:me:authentication_methods',
  'update:me:authentication_methods',
  'delete:me:authentication_methods',
  'read:me:factors',
].join(' ');

/** Base64 SHA-256 of the CA's public key: Chromium trusts exactly the service's certificates. */
function spkiHash(pem: string): string {
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

describe('auth0-spa-js 2.27 (unmodified) against the local service', { timeout: TEST_TIMEOUT_MS * 2 }, () => {
  let dir: string;
  let service: EmulatorHandle;
  let browser: Browser;
  let app: Server;
  let appOrigin: string;

  before(
    async () => {
      dir = await mkdtemp(join(tmpdir(), 'spa-js-passkeys-'));
      // The app on a loopback server of its own (Chromium lets a loopback page call the loopback service).
      const spaJs = await readFile(SPA_JS, 'utf8');
      app = createServer((request, response) => {
        const script = request.url === '/auth0-spa-js.js';
        response.writeHead(200, { 'Content-Type': script ? 'text/javascript' : 'text/html' });
        response.end(script ? spaJs : '<!doctype html><title>app</title>');
      });
      await new Promise<void>((resolve) => app.listen(0, 'localhost', resolve));
      appOrigin = `http://localhost:${(app.address() as AddressInfo).port}`;
      service = await startEmulator({
        port: 0,
        quiet: true,
        https: true,
        tlsDirectory: join(dir, 'tls'),
        appOrigins: [appOrigin],
      });
      const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
      browser = await chromium.launch({
        executablePath: findChromium()!,
        headless: true,
        args: [
          ...(isRoot ? ['--no-sandbox'] : []),
          ...CHROMIUM_ARGS,
          `--ignore-certificate-errors-spki-list=${spkiHash(service.ca!)}`,
        ],
        timeout: 30_000,
      });
    },
    { timeout: HOOK_TIMEOUT_MS },
  );
  after(
    async () => {
      await Promise.allSettled([
        browser?.close(),
        service?.close(),
        new Promise((resolve) => app?.close(resolve)),
      ]);
      await rm(dir, { recursive: true, force: true });
    },
    { timeout: HOOK_TIMEOUT_MS },
  );

  /** The app's page with the client's ESM build beside it, and a virtual authenticator. */
  async function appPage() {
    const auth = await openAuthenticatorPage(browser, appOrigin, {}, { serve: false });
    await auth.page.evaluate(
      async ([domain, clientId]) => {
        const { Auth0Client } = (await import('/auth0-spa-js.js' as string)) as {
          Auth0Client: new (options: unknown) => unknown;
        };
        (window as unknown as { auth0: unknown }).auth0 = new Auth0Client({
          domain,
          clientId,
          authorizationParams: { redirect_uri: location.origin },
        });
      },
      [new URL(service.url).host, 'demo-spa'] as const,
    );
    return auth;
  }

  it('passkey.signup and passkey.login', async () => {
    const auth = await appPage();
    try {
      const email = `spa-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const result = await auth.page.evaluate(async (email) => {
        const auth0 = (window as unknown as { auth0: any }).auth0; // eslint-disable-line @typescript-eslint/no-explicit-any
        const signup = await auth0.passkey.signup({ email, name: 'Spa Key' });
        const signedUp = await auth0.getUser();
        const login = await auth0.passkey.login();
        const loggedIn = await auth0.getUser();
        return {
          signupKeys: Object.keys(signup).sort(),
          signedUp,
          loginHasIdToken: typeof login.id_token === 'string',
          loggedIn,
        };
      }, email);
      assert.ok(result.signupKeys.includes('access_token'), result.signupKeys.join());
      assert.ok(result.signupKeys.includes('id_token'));
      assert.equal(result.signedUp.email, email);
      assert.equal(result.signedUp.name, 'Spa Key');
      assert.equal(result.loginHasIdToken, true);
      assert.equal(result.loggedIn.sub, result.signedUp.sub);
    } finally {
      await auth.context.close();
    }
  });

  it('myAccount: factors, list, enrol, read, rename, delete', async () => {
    const auth = await appPage();
    try {
      const email = `spa-me-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const audience = `${service.url}/me/`;
      const first = await auth.page.evaluate(
        async ([email, audience, scope]) => {
          const auth0 = (window as unknown as { auth0: any }).auth0; // eslint-disable-line @typescript-eslint/no-explicit-any
          await auth0.passkey.signup({ email });
          await auth0.passkey.login({ audience, scope });
          return {
            factors: await auth0.myAccount.getFactors(),
            methods: await auth0.myAccount.getAuthenticationMethods('passkey'),
          };
        },
        [email, audience, ME_SCOPES] as const,
      );
      // The tenant's MFA policy (default `enrolled`) adds the second factors after the passkey.
      assert.deepEqual(first.factors, [
        { type: 'passkey', usage: ['primary'] },
        { type: 'totp', usage: ['secondary'] },
        { type: 'recovery-code', usage: ['secondary'] },
      ]);
      assert.equal(first.methods.length, 1);
      assert.equal(first.methods[0].type, 'passkey');

      // A second device: the page's authenticator is replaced by a new one (Chromium allows one
      // internal authenticator per page), keeping nothing of the first.
      const [credential] = await storedCredentials(auth);
      assert.ok(credential);
      await auth.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: auth.authenticatorId });
      await auth.cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });

      const enrolled = await auth.page.evaluate(async () => {
        const auth0 = (window as unknown as { auth0: any }).auth0; // eslint-disable-line @typescript-eslint/no-explicit-any
        const challenge = await auth0.myAccount.enrollmentChallenge({ type: 'passkey' });
        const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(challenge.authn_params_public_key);
        const created = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
        const method = await auth0.myAccount.enrollmentVerify({
          type: 'passkey',
          location: challenge.location,
          auth_session: challenge.auth_session,
          authn_response: created.toJSON(),
        });
        const read = await auth0.myAccount.getAuthenticationMethod(method.id);
        const renamed = await auth0.myAccount.updateAuthenticationMethod(method.id, { name: 'Phone' });
        const before = await auth0.myAccount.getAuthenticationMethods();
        await auth0.myAccount.deleteAuthenticationMethod(method.id);
        const afterDelete = await auth0.myAccount.getAuthenticationMethods();
        let missing = '';
        try {
          await auth0.myAccount.getAuthenticationMethod(method.id);
        } catch (error) {
          missing = `${(error as { status: number }).status} ${(error as { title: string }).title}`;
        }
        return {
          location: challenge.location,
          id: challenge.id,
          method,
          read,
          renamed,
          before: before.length,
          afterDelete: afterDelete.length,
          missing,
        };
      });
      assert.ok(enrolled.location.startsWith(`${service.url}/me/v1/authentication-methods/`));
      assert.equal(enrolled.method.type, 'passkey');
      assert.equal(enrolled.read.id, enrolled.method.id);
      assert.equal(enrolled.renamed.name, 'Phone');
      assert.equal(enrolled.before, 2);
      assert.equal(enrolled.afterDelete, 1);
      assert.equal(enrolled.missing, '404 Not Found');
    } finally {
      await auth.context.close();
    }
  });
});
