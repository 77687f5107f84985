// The webauthn (passkey) grant under the tenant's MFA policy, with Chromium's virtual authenticator making
// real credentials: `always` asks a new passkey user to enrol an authenticator app (mfa_required with
// `enroll`, /mfa/associate, the mfa-otp grant), then asks every passkey sign-in for a code; `enrolled`
// lets a user without a factor in; `never` asks nobody.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { CLIENT_ID, totp, uniqueEmail } from '../shared/service.js';
import { assertPasskey, registerPasskey } from './passkey-browser.js';
import type { AuthenticatorPage } from './passkey-browser.js';
import { useServiceBrowser } from './service-browser.js';
import { MFA_OTP_GRANT as MFA_OTP, WEBAUTHN_GRANT } from '../../src/core/lib/grant-types.js';

const APP_ORIGIN = 'http://localhost:47011';

type Json = Record<string, unknown>;

/** The service's clock runs ahead by this much when a test needs the next TOTP step. */
let clockOffsetMs = 0;
const suite = useServiceBrowser({
  service: { appOrigins: [APP_ORIGIN], mfaPolicy: 'always', now: () => Date.now() + clockOffsetMs },
});
afterEach(() => {
  suite.service.store.data.mfa_policy = 'always';
});

const authenticator = (): Promise<AuthenticatorPage> => suite.authenticator(APP_ORIGIN);

async function post(path: string, body: Json, headers: Record<string, string> = {}) {
  const response = await fetch(`${suite.service.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const idClaims = (jwt: unknown) =>
  JSON.parse(Buffer.from(String(jwt).split('.')[1]!, 'base64url').toString('utf8')) as Json;
const appCode = (secret: string) => totp(secret, Date.now() + clockOffsetMs);

async function signUp(auth: AuthenticatorPage, email: string) {
  const { authSession, credential } = await registerPasskey(
    suite.service.url,
    auth,
    { email },
    { headers: { Origin: APP_ORIGIN } },
  );
  return post('/oauth/token', {
    grant_type: WEBAUTHN_GRANT,
    client_id: CLIENT_ID,
    auth_session: authSession,
    authn_response: credential,
    scope: 'openid email',
  });
}

async function logIn(auth: AuthenticatorPage) {
  const { authSession, assertion } = await assertPasskey(suite.service.url, auth, {
    headers: { Origin: APP_ORIGIN },
  });
  return post('/oauth/token', {
    grant_type: WEBAUTHN_GRANT,
    client_id: CLIENT_ID,
    auth_session: authSession,
    authn_response: assertion,
    scope: 'openid email',
  });
}

describe('the webauthn grant and the MFA policy', () => {
  it('always: a passkey sign-up enrols an authenticator app first; later passkey sign-ins need a code', async () => {
    const auth = await authenticator();
    const email = uniqueEmail('mfa-pk');
    const signup = await signUp(auth, email);
    assert.equal(signup.status, 403, JSON.stringify(signup.body));
    assert.equal(signup.body['error'], 'mfa_required');
    assert.deepEqual(signup.body['mfa_requirements'], { enroll: [{ type: 'otp' }] });
    const mfaToken = String(signup.body['mfa_token']);
    const associated = await post(
      '/mfa/associate',
      { authenticator_types: ['otp'] },
      { Authorization: `Bearer ${mfaToken}` },
    );
    assert.equal(associated.status, 200, JSON.stringify(associated.body));
    const secret = String(associated.body['secret']);
    const enrolled = await post('/oauth/token', {
      grant_type: MFA_OTP,
      client_id: CLIENT_ID,
      mfa_token: mfaToken,
      otp: appCode(secret),
    });
    assert.equal(enrolled.status, 200, JSON.stringify(enrolled.body));
    assert.equal(idClaims(enrolled.body['id_token'])['email'], email);
    assert.deepEqual(idClaims(enrolled.body['id_token'])['amr'], ['mfa']);

    clockOffsetMs += 30_000;
    const login = await logIn(auth);
    assert.equal(login.status, 403, JSON.stringify(login.body));
    assert.deepEqual(login.body['mfa_requirements'], {
      challenge: [{ type: 'otp' }, { type: 'recovery-code' }],
    });
    const done = await post('/oauth/token', {
      grant_type: MFA_OTP,
      client_id: CLIENT_ID,
      mfa_token: login.body['mfa_token'],
      otp: appCode(secret),
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(idClaims(done.body['id_token'])['sub'], idClaims(enrolled.body['id_token'])['sub']);
  });

  it('enrolled: a passkey user without a second factor signs in directly', async () => {
    suite.service.store.data.mfa_policy = 'enrolled';
    const auth = await authenticator();
    const signup = await signUp(auth, uniqueEmail('mfa-pk-enrolled'));
    assert.equal(signup.status, 200, JSON.stringify(signup.body));
    assert.equal(idClaims(signup.body['id_token'])['amr'], undefined);
    assert.equal((await logIn(auth)).status, 200);
  });

  it('never: nobody is asked, even a user with an authenticator app', async () => {
    const auth = await authenticator();
    const signup = await signUp(auth, uniqueEmail('mfa-pk-never'));
    const mfaToken = String(signup.body['mfa_token']);
    const associated = await post(
      '/mfa/associate',
      { authenticator_types: ['otp'] },
      { Authorization: `Bearer ${mfaToken}` },
    );
    const enrolled = await post('/oauth/token', {
      grant_type: MFA_OTP,
      client_id: CLIENT_ID,
      mfa_token: mfaToken,
      otp: appCode(String(associated.body['secret'])),
    });
    assert.equal(enrolled.status, 200);
    suite.service.store.data.mfa_policy = 'never';
    assert.equal((await logIn(auth)).status, 200);
  });
});
