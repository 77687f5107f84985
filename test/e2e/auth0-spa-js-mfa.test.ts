// The reference client, unmodified: auth0-spa-js 2.27's production ESM build in Chromium against the local
// service over HTTPS (its `mfa` client always speaks https://{domain}), its `mfa` and `myAccount` second-
// factor methods: a passkey sign-in stopped at `mfa_required` (MfaRequiredError), getEnrollmentFactors,
// enroll (otp), verify with a code; then getAuthenticators, challenge and verify with a code and with the
// recovery code (answered a new one); myAccount's totp enrolment. Codes are computed in Node from the secret
// the client got, as an authenticator app would. Where this client and our service disagree, the client is
// right.
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
import { TOTP } from 'otpauth';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { startEmulator } from '../../packages/emulator/src/index.js';
import type { EmulatorHandle } from '../../packages/emulator/src/index.js';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers.js';
import { openAuthenticatorPage } from './passkey-browser.js';

const require = createRequire(import.meta.url);
const SPA_JS = require.resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js');
const ME_SCOPES = 'create:me:authentication_methods read:me:authentication_methods read:me:factors';

/** Base64 SHA-256 of the CA's public key: Chromium trusts exactly the service's certificates. */
function spkiHash(pem: string): string {
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/** The page's Auth0Client (any: the test drives the unmodified client's public API). */
type SpaWindow = { auth0: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe(
  'auth0-spa-js 2.27 (unmodified): second factors against the local service',
  { timeout: TEST_TIMEOUT_MS * 2 },
  () => {
    let dir: string;
    let service: EmulatorHandle;
    let browser: Browser;
    let app: Server;
    let appOrigin: string;
    /** The service's clock runs ahead by this much when a test needs the next TOTP step. */
    let offsetMs = 0;
    const code = (secret: string) => new TOTP({ secret }).generate({ timestamp: Date.now() + offsetMs });

    before(
      async () => {
        dir = await mkdtemp(join(tmpdir(), 'spa-js-mfa-'));
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
          mfaPolicy: 'always',
          now: () => Date.now() + offsetMs,
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

    it('mfa: enrol at a passkey sign-up, then challenge and verify with a code and with the recovery code', async () => {
      const auth = await appPage();
      try {
        const email = `spa-mfa-${crypto.randomUUID().slice(0, 8)}@example.com`;
        const required = await auth.page.evaluate(async (email) => {
          const { auth0 } = window as unknown as SpaWindow;
          try {
            await auth0.passkey.signup({ email });
            return { error: 'none' };
          } catch (error) {
            const e = error as { error: string; mfa_token: string; mfa_requirements: unknown };
            const { MfaRequiredError } = (await import('/auth0-spa-js.js' as string)) as {
              MfaRequiredError: new () => unknown;
            };
            const before = await auth0.mfa.getAuthenticators(e.mfa_token);
            const factors = await auth0.mfa.getEnrollmentFactors(e.mfa_token);
            const enrollment = await auth0.mfa.enroll({ mfaToken: e.mfa_token, factorType: 'otp' });
            (window as unknown as { mfaToken: string }).mfaToken = e.mfa_token;
            return {
              error: e.error,
              isMfaRequiredError: error instanceof MfaRequiredError,
              requirements: e.mfa_requirements,
              before,
              factors,
              enrollment,
            };
          }
        }, email);
        assert.equal(required.error, 'mfa_required');
        assert.equal(required.isMfaRequiredError, true);
        assert.deepEqual(required.before, []);
        assert.deepEqual(required.requirements, { enroll: [{ type: 'otp' }] });
        assert.deepEqual(required.factors, [{ type: 'otp' }]);
        assert.equal(required.enrollment?.authenticatorType, 'otp');
        assert.match(String(required.enrollment?.barcodeUri), /^otpauth:\/\/totp\//);
        const secret = String(required.enrollment?.secret);
        assert.equal(new URL(String(required.enrollment?.barcodeUri)).searchParams.get('secret'), secret);
        assert.equal(required.enrollment?.recoveryCodes?.length, 1);
        const recoveryCode = String(required.enrollment?.recoveryCodes?.[0]);

        const enrolled = await auth.page.evaluate(async (otp) => {
          const { auth0 } = window as unknown as SpaWindow;
          const tokens = await auth0.mfa.verify({
            mfaToken: (window as unknown as { mfaToken: string }).mfaToken,
            otp,
          });
          return {
            hasIdToken: typeof tokens.id_token === 'string',
            user: await auth0.getUser(),
            claims: await auth0.getIdTokenClaims(),
          };
        }, code(secret));
        assert.equal(enrolled.hasIdToken, true);
        assert.equal(enrolled.user.email, email);
        assert.deepEqual(enrolled.claims.amr, ['mfa']);

        offsetMs += 30_000;
        const challenged = await auth.page.evaluate(async () => {
          const { auth0 } = window as unknown as SpaWindow;
          try {
            await auth0.passkey.login();
            return { error: 'none' };
          } catch (error) {
            const e = error as { error: string; mfa_token: string };
            const authenticators = await auth0.mfa.getAuthenticators(e.mfa_token);
            const otp = authenticators.find(
              (a: { authenticatorType: string }) => a.authenticatorType === 'otp',
            );
            const challenge = await auth0.mfa.challenge({
              mfaToken: e.mfa_token,
              challengeType: 'otp',
              authenticatorId: otp.id,
            });
            (window as unknown as { mfaToken: string }).mfaToken = e.mfa_token;
            return { error: e.error, authenticators, challenge };
          }
        });
        assert.equal(challenged.error, 'mfa_required');
        assert.deepEqual(
          challenged.authenticators?.map((a: { authenticatorType: string; active: boolean }) => [
            a.authenticatorType,
            a.active,
          ]),
          [
            ['otp', true],
            ['recovery-code', true],
          ],
        );
        assert.deepEqual(challenged.challenge, { challengeType: 'otp' });
        const verified = await auth.page.evaluate(async (otp) => {
          const { auth0 } = window as unknown as SpaWindow;
          const tokens = await auth0.mfa.verify({
            mfaToken: (window as unknown as { mfaToken: string }).mfaToken,
            otp,
          });
          return typeof tokens.access_token === 'string';
        }, code(secret));
        assert.equal(verified, true);

        const recovered = await auth.page.evaluate(async (recoveryCode) => {
          const { auth0 } = window as unknown as SpaWindow;
          try {
            await auth0.passkey.login();
            return { error: 'none' };
          } catch (error) {
            const e = error as { mfa_token: string };
            const tokens = await auth0.mfa.verify({ mfaToken: e.mfa_token, recoveryCode });
            let wrong = '';
            try {
              await auth0.passkey.login();
            } catch (again) {
              try {
                await auth0.mfa.verify({
                  mfaToken: (again as { mfa_token: string }).mfa_token,
                  otp: '000000',
                });
              } catch (refused) {
                wrong = `${(refused as { error: string }).error}: ${(refused as { error_description: string }).error_description}`;
              }
            }
            return {
              error: 'mfa_required',
              tokens: typeof tokens.id_token === 'string',
              newCode: tokens.recovery_code,
              wrong,
            };
          }
        }, recoveryCode);
        assert.equal(recovered.tokens, true);
        assert.equal(typeof recovered.newCode, 'string', 'the token response carries the new recovery code');
        assert.notEqual(recovered.newCode, recoveryCode);
        assert.equal(recovered.wrong, 'invalid_grant: Invalid otp_code.');
      } finally {
        await auth.context.close();
      }
    });

    it('myAccount: enrol an authenticator app (totp) and list it', async () => {
      service.store.data.mfa_policy = 'enrolled';
      const auth = await appPage();
      try {
        const email = `spa-me-mfa-${crypto.randomUUID().slice(0, 8)}@example.com`;
        const audience = `${service.url}/me/`;
        const started = await auth.page.evaluate(
          async ([email, audience, scope]) => {
            const { auth0 } = window as unknown as SpaWindow;
            await auth0.passkey.signup({ email });
            await auth0.passkey.login({ audience, scope });
            const challenge = await auth0.myAccount.enrollmentChallenge({ type: 'totp' });
            (window as unknown as { challenge: unknown }).challenge = challenge;
            return challenge;
          },
          [email, audience, ME_SCOPES] as const,
        );
        assert.match(started.barcode_uri, /^otpauth:\/\/totp\//);
        assert.ok(started.location.startsWith(`${service.url}/me/v1/authentication-methods/totp%7Cdev_`));
        assert.equal(started.id, decodeURIComponent(started.location.split('/').pop()));
        const listed = await auth.page.evaluate(async (otp) => {
          const { auth0 } = window as unknown as SpaWindow;
          const challenge = (window as unknown as { challenge: { location: string; auth_session: string } })
            .challenge;
          const method = await auth0.myAccount.enrollmentVerify({
            type: 'totp',
            location: challenge.location,
            auth_session: challenge.auth_session,
            otp_code: otp,
          });
          return { method, totp: await auth0.myAccount.getAuthenticationMethods('totp') };
        }, code(started.manual_input_code));
        assert.equal(listed.method.type, 'totp');
        assert.equal(listed.method.confirmed, true);
        assert.deepEqual(
          listed.totp.map((m: { id: string }) => m.id),
          [started.id],
        );
      } finally {
        await auth.context.close();
        service.store.data.mfa_policy = 'always';
      }
    });
  },
);
