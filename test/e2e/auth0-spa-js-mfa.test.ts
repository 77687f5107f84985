// The reference client, unmodified: auth0-spa-js 2.27's production ESM build in Chromium against the local
// service over HTTPS (its `mfa` client always speaks https://{domain}), its `mfa` and `myAccount` second-
// factor methods: a passkey sign-in stopped at `mfa_required` (MfaRequiredError), getEnrollmentFactors,
// enroll (otp), verify with a code; then getAuthenticators, challenge and verify with a code and with the
// recovery code (answered a new one); myAccount's totp enrolment. Codes are computed in Node from the secret
// the client got, as an authenticator app would. Where this client and our service disagree, the client is
// right.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { totp, uniqueEmail } from '../shared/service.js';
import { openSpaJsApp, serveSpaJsApp } from './auth0-spa-js-app.js';
import type { SpaWindow } from './auth0-spa-js-app.js';
import { TEST_TIMEOUT_MS } from './helpers.js';
import { useServiceBrowser } from './service-browser.js';

const ME_SCOPES = 'create:me:authentication_methods read:me:authentication_methods read:me:factors';

describe(
  'auth0-spa-js 2.27 (unmodified): second factors against the local service',
  { timeout: TEST_TIMEOUT_MS * 2 },
  () => {
    /** The service's clock runs ahead by this much when a test needs the next TOTP step. */
    let offsetMs = 0;
    const code = (secret: string) => totp(secret, Date.now() + offsetMs);
    const suite = useServiceBrowser({
      https: true,
      app: { handle: serveSpaJsApp },
      service: { mfaPolicy: 'always', now: () => Date.now() + offsetMs },
    });

    it('mfa: enrol at a passkey sign-up, then challenge and verify with a code and with the recovery code', async () => {
      const auth = await openSpaJsApp(suite);
      const email = uniqueEmail('spa-mfa');
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
    });

    it('myAccount: enrol an authenticator app (totp) and list it', async () => {
      suite.service.store.data.mfa_policy = 'enrolled';
      const auth = await openSpaJsApp(suite);
      try {
        const email = uniqueEmail('spa-me-mfa');
        const audience = `${suite.service.url}/me/`;
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
        assert.ok(
          started.location.startsWith(`${suite.service.url}/me/v1/authentication-methods/totp%7Cdev_`),
        );
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
        suite.service.store.data.mfa_policy = 'always';
      }
    });
  },
);
