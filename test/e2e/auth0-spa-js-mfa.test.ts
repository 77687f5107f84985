// The reference client, unmodified: auth0-spa-js 2.27's production ESM build in Chromium and its `mfa`
// client against the local service over HTTPS (the client always speaks https://{domain}), whose MFA
// policy is `always`. A passkey sign-up (Chromium's virtual authenticator) is answered `mfa_required`,
// which the client keeps as the MFA context of its token; then `mfa.getAuthenticators`, `mfa.enroll`,
// `mfa.challenge` and `mfa.verify` with a code from the authenticator app (computed here from the key it
// was given) and, at the next log-in, with the recovery code. Where this client and our service
// disagree, the client is right.
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
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { startEmulator } from '../../packages/emulator/src/index.js';
import type { EmulatorHandle } from '../../packages/emulator/src/index.js';
import { timeStep, totp } from '../core/totp.js';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers.js';
import { openAuthenticatorPage } from './passkey-browser.js';

const require = createRequire(import.meta.url);
const SPA_JS = require.resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js');

/** Base64 SHA-256 of the CA's public key: Chromium trusts exactly the service's certificates. */
function spkiHash(pem: string): string {
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/** What the page sends back of an error the client threw: its class and fields (never the token itself). */
interface Thrown {
  name: string;
  error?: string;
  hasMfaToken?: boolean;
  mfaRequirements?: { challenge?: { type: string }[]; enroll?: { type: string }[] };
}

describe(
  'auth0-spa-js 2.27 (unmodified): the mfa client against the local service',
  { timeout: TEST_TIMEOUT_MS * 2 },
  () => {
    let dir: string;
    let service: EmulatorHandle;
    let browser: Browser;
    let app: Server;
    let appOrigin: string;

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

    /** Runs `step` (a passkey ceremony) in the page; the MfaRequiredError it throws, kept as `window.mfaToken`. */
    function mfaRequired(page: Page, step: 'signup' | 'login', email: string): Promise<Thrown> {
      return page.evaluate(
        async ([step, email]) => {
          const w = window as unknown as { auth0: any; mfaToken?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
          try {
            await (step === 'signup' ? w.auth0.passkey.signup({ email }) : w.auth0.passkey.login());
            return { name: 'no error' };
          } catch (error) {
            const e = error as {
              name: string;
              error?: string;
              mfa_token?: string;
              mfa_requirements?: Thrown['mfaRequirements'];
            };
            w.mfaToken = e.mfa_token;
            const { MfaRequiredError } = (await import('/auth0-spa-js.js' as string)) as {
              MfaRequiredError: new () => unknown;
            };
            return {
              name: error instanceof MfaRequiredError ? 'MfaRequiredError' : `${e.name}: ${String(error)}`,
              error: e.error,
              hasMfaToken: typeof e.mfa_token === 'string' && e.mfa_token.length > 0,
              mfaRequirements: e.mfa_requirements,
            };
          }
        },
        [step, email] as const,
      );
    }

    it('enrols, challenges and verifies with a code, then with the recovery code', async () => {
      const auth = await openAuthenticatorPage(browser, appOrigin, {}, { serve: false });
      const { page } = auth;
      try {
        await page.evaluate(
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
        const email = `spa-mfa-${crypto.randomUUID().slice(0, 8)}@example.com`;

        // A new user under the policy `always`: the sign-up stops to enrol a second factor.
        const signup = await mfaRequired(page, 'signup', email);
        assert.equal(signup.name, 'MfaRequiredError');
        assert.equal(signup.error, 'mfa_required');
        assert.equal(signup.hasMfaToken, true);
        assert.deepEqual(signup.mfaRequirements, { enroll: [{ type: 'otp' }] });

        const enrolled = await page.evaluate(async () => {
          const w = window as unknown as { auth0: any; mfaToken: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
          const before = await w.auth0.mfa.getAuthenticators(w.mfaToken);
          const factors = await w.auth0.mfa.getEnrollmentFactors(w.mfaToken);
          const enrollment = await w.auth0.mfa.enroll({ mfaToken: w.mfaToken, factorType: 'otp' });
          return { before, factors, enrollment };
        });
        assert.deepEqual(enrolled.before, []);
        assert.deepEqual(enrolled.factors, [{ type: 'otp' }]);
        const { enrollment } = enrolled;
        assert.equal(enrollment.authenticatorType, 'otp');
        assert.match(enrollment.secret, /^[A-Z2-7]+=*$/);
        assert.equal(new URL(enrollment.barcodeUri).searchParams.get('secret'), enrollment.secret);
        assert.equal(enrollment.recoveryCodes.length, 1);

        // The first code from the app finishes the sign-up.
        let step = timeStep();
        const signedUp = await page.evaluate(
          async (otp) => {
            const w = window as unknown as { auth0: any; mfaToken: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
            const tokens = await w.auth0.mfa.verify({ mfaToken: w.mfaToken, otp });
            return { hasIdToken: typeof tokens.id_token === 'string', user: await w.auth0.getUser() };
          },
          await totp(enrollment.secret, step),
        );
        assert.equal(signedUp.hasIdToken, true);
        assert.equal(signedUp.user.email, email);

        // The next log-in is challenged: the app's authenticator, then its code.
        const login = await mfaRequired(page, 'login', email);
        assert.equal(login.name, 'MfaRequiredError');
        assert.deepEqual(login.mfaRequirements?.challenge?.map(({ type }) => type).sort(), [
          'otp',
          'recovery-code',
        ]);
        step = Math.max(timeStep(), step + 1);
        const verified = await page.evaluate(
          async (otp) => {
            const w = window as unknown as { auth0: any; mfaToken: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
            const authenticators = await w.auth0.mfa.getAuthenticators(w.mfaToken);
            const app = authenticators.find(
              (a: { authenticatorType: string }) => a.authenticatorType === 'otp',
            );
            const challenge = await w.auth0.mfa.challenge({
              mfaToken: w.mfaToken,
              challengeType: 'otp',
              authenticatorId: app.id,
            });
            const tokens = await w.auth0.mfa.verify({ mfaToken: w.mfaToken, otp });
            return { authenticators, challenge, hasIdToken: typeof tokens.id_token === 'string' };
          },
          await totp(enrollment.secret, step),
        );
        assert.deepEqual(
          verified.authenticators
            .map((a: { authenticatorType: string; active: boolean }) => [a.authenticatorType, a.active])
            .sort(),
          [
            ['otp', true],
            ['recovery-code', true],
          ],
        );
        assert.deepEqual(verified.challenge, { challengeType: 'otp' });
        assert.equal(verified.hasIdToken, true);

        // A wrong code is refused with the client's own error; the recovery code signs in and is replaced.
        const recovery = await mfaRequired(page, 'login', email);
        assert.equal(recovery.name, 'MfaRequiredError');
        const recovered = await page.evaluate(async (recoveryCode) => {
          const w = window as unknown as { auth0: any; mfaToken: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
          let wrong = '';
          try {
            await w.auth0.mfa.verify({ mfaToken: w.mfaToken, otp: '000000' });
          } catch (error) {
            wrong = `${(error as Error).name} ${(error as { error: string }).error}`;
          }
          const tokens = await w.auth0.mfa.verify({ mfaToken: w.mfaToken, recoveryCode });
          return {
            wrong,
            hasIdToken: typeof tokens.id_token === 'string',
            user: await w.auth0.getUser(),
            newCode: tokens.recovery_code ?? tokens.recoveryCode,
          };
        }, enrollment.recoveryCodes[0]);
        assert.match(recovered.wrong, /invalid_grant/);
        assert.equal(recovered.hasIdToken, true);
        assert.equal(recovered.user.email, email);
        assert.equal(typeof recovered.newCode, 'string', 'the token response carries the new recovery code');
        assert.notEqual(recovered.newCode, enrollment.recoveryCodes[0]);
      } finally {
        await auth.context.close();
      }
    });
  },
);
