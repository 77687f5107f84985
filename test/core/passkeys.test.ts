// webAuth.passkeys and MyAccount against the local identity service, with Chromium's virtual
// authenticator making real passkeys: sign-up, log-in (modal and conditional), enrolment while signed
// in, rename, delete, and each way a ceremony fails.
import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { AuthError, MyAccount } from '../../src/core/index.js';
import type { AuthResult } from '../../src/core/index.js';
import { thrown } from './helpers.js';
import {
  addAuthenticator,
  addCredential,
  credentialsOf,
  removeAuthenticator,
  removeAuthenticators,
} from './passkey-helpers.js';
import { createUser } from '../shared/service.js';
import { authError, GOOD_PASSWORD, newClient, spyFetch } from './service-helpers.js';
import { CLIENT_ID, REALM, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { PASSWORD_REALM_GRANT, WEBAUTHN_GRANT } from '../../src/core/lib/grant-types.js';

const ME_SCOPES = [
  'openid',
  'create:me:authentication_methods',
  'read:me:authentication_methods',
  'update:me:authentication_methods',
  'delete:me:authentication_methods',
  'read:me:factors',
].join(' ');

describe('webAuth.passkeys', () => {
  let env: TestEnv;

  before(async () => {
    env = await testEnv();
  });
  afterEach(async () => {
    sinon.restore();
    await removeAuthenticators();
  });

  /** Every value of the credential the browser sent, so a test can check none leaks anywhere. */
  function credentialValues(spy: ReturnType<typeof spyFetch>): Promise<string[]> {
    return Promise.all(
      spy.exchanges
        .filter(({ request }) => request.url.endsWith('/oauth/token'))
        .map(async ({ request }) => {
          const body = (await request.clone().json()) as { authn_response: Record<string, unknown> };
          const response = body.authn_response['response'] as Record<string, string>;
          return [
            body.authn_response['id'] as string,
            ...Object.values(response).filter((v) => typeof v === 'string'),
          ];
        }),
    ).then((lists) => lists.flat());
  }

  it('signs up with a passkey and logs in with it: the usual AuthResult, the ID token verified', async () => {
    await addAuthenticator();
    const email = uniqueEmail('passkey');
    const webAuth = newClient(env);
    const spy = spyFetch();
    const signup = await webAuth.passkeys.signup({ email, name: 'Pat Key' });
    expect(signup.idTokenPayload?.['email']).to.equal(email);
    expect(signup.idTokenPayload?.['name']).to.equal('Pat Key');
    expect(signup.accessToken).to.be.a('string');
    expect(signup.tokenType).to.equal('Bearer');
    const register = spy.exchanges.find(
      ({ request }) => request.url === `${env.serviceUrl}/passkey/register`,
    );
    expect(await register!.request.json()).to.deep.equal({
      client_id: CLIENT_ID,
      user_profile: { email, name: 'Pat Key' },
    });
    const token = spy.exchanges.find(({ request }) => request.url === `${env.serviceUrl}/oauth/token`);
    const sent = (await token!.request.clone().json()) as Record<string, unknown>;
    expect(sent['grant_type']).to.equal(WEBAUTHN_GRANT);
    expect(sent['scope']).to.equal('openid profile email');
    // Nothing about the credential in any URL.
    const values = await credentialValues(spy);
    for (const { request } of spy.exchanges)
      for (const value of values) expect(request.url).not.to.include(value);

    const login = await webAuth.passkeys.login();
    expect(login.idTokenPayload?.sub).to.equal(signup.idTokenPayload?.sub);
  });

  it('answers by callback too', async () => {
    await addAuthenticator();
    const webAuth = newClient(env);
    await webAuth.passkeys.signup({ email: uniqueEmail('passkey-cb') });
    const result = await new Promise<AuthResult>((resolve, reject) =>
      webAuth.passkeys.login((error, value) => (error ? reject(error) : resolve(value!))),
    );
    expect(result.idToken).to.be.a('string');
  });

  it('throws a TypeError at once for a caller’s mistake', () => {
    const { passkeys } = newClient(env);
    expect(thrown(() => passkeys.signup({} as never))).to.be.instanceOf(TypeError);
    expect(thrown(() => passkeys.signup({ email: 'a@example.com', name: 42 } as never))).to.be.instanceOf(
      TypeError,
    );
    expect(thrown(() => passkeys.login({ mediation: 'silent' } as never))).to.be.instanceOf(TypeError);
    expect(thrown(() => passkeys.login({ signal: 'stop' } as never))).to.be.instanceOf(TypeError);
    expect(thrown(() => passkeys.login({}, 'cb' as never))).to.be.instanceOf(TypeError);
  });

  it('keeps the service’s code: user_exists for a known e-mail', async () => {
    await addAuthenticator();
    const error = await authError(newClient(env).passkeys.signup({ email: 'demo@example.com' }));
    expect(error.code).to.equal('user_exists');
    expect(error.statusCode).to.equal(400);
  });

  it('is passkey_cancelled when the user is not verified (the browser’s NotAllowedError)', async () => {
    await addAuthenticator({ isUserVerified: false });
    const error = await authError(newClient(env).passkeys.signup({ email: uniqueEmail('passkey-cancel') }));
    expect(error.code).to.equal('passkey_cancelled');
    expect((error.cause as Error).name).to.equal('NotAllowedError');
  });

  it('is passkey_cancelled when the device holds no passkey for the site', async () => {
    await addAuthenticator();
    const error = await authError(newClient(env).passkeys.login());
    expect(error.code).to.equal('passkey_cancelled');
  });

  /** Resolves once the page got an answer from `path` (the ceremony's challenge arrived). */
  const answered = (spy: ReturnType<typeof spyFetch>, path: string, count = 1) =>
    waitUntil(
      () => spy.exchanges.filter(({ request }) => request.url === `${env.serviceUrl}${path}`).length >= count,
      `no answer from ${path}`,
      { timeout: 5000 },
    );

  it('logs in through autofill (conditional mediation), and an AbortSignal cancels it', async () => {
    const input = document.createElement('input');
    input.autocomplete = 'username webauthn';
    document.body.append(input);
    try {
      const authenticator = await addAuthenticator();
      const webAuth = newClient(env);
      const signup = await webAuth.passkeys.signup({ email: uniqueEmail('passkey-autofill') });
      expect(await webAuth.passkeys.isConditionalSupported()).to.equal(true);

      const result = await webAuth.passkeys.login({
        mediation: 'conditional',
        signal: new AbortController().signal,
      });
      expect(result.idTokenPayload?.sub).to.equal(signup.idTokenPayload?.sub);

      // With no authenticator the autofill request waits for the user; aborting it settles it.
      await removeAuthenticator(authenticator);
      const spy = spyFetch();
      const controller = new AbortController();
      const pending = webAuth.passkeys.login({ mediation: 'conditional', signal: controller.signal });
      await answered(spy, '/passkey/challenge');
      controller.abort();
      const error = await authError(pending);
      expect(error.code).to.equal('passkey_cancelled');
      expect(spy.exchanges.map(({ request }) => request.url)).not.to.include(`${env.serviceUrl}/oauth/token`);
    } finally {
      input.remove();
    }
  });

  it('cancels a pending autofill request before a modal log-in starts', async () => {
    const first = await addAuthenticator();
    const webAuth = newClient(env);
    const signup = await webAuth.passkeys.signup({ email: uniqueEmail('passkey-modal') });
    const [credential] = await credentialsOf(first);
    await removeAuthenticator(first);
    const spy = spyFetch();
    // No authenticator: the autofill request is still pending when the modal log-in begins.
    const conditional = authError(
      webAuth.passkeys.login({ mediation: 'conditional', signal: new AbortController().signal }),
    );
    await answered(spy, '/passkey/challenge');
    const device = await addAuthenticator();
    await addCredential(device, credential!);
    const modal = await webAuth.passkeys.login();
    expect(modal.idTokenPayload?.sub).to.equal(signup.idTokenPayload?.sub);
    expect((await conditional).code).to.equal('passkey_cancelled');
  });

  it('cancels a pending autofill request before a passkey sign-up starts', async () => {
    const spy = spyFetch();
    const webAuth = newClient(env);
    const conditional = authError(
      webAuth.passkeys.login({ mediation: 'conditional', signal: new AbortController().signal }),
    );
    await answered(spy, '/passkey/challenge');
    await addAuthenticator();
    const email = uniqueEmail('passkey-after-autofill');
    const signup = await webAuth.passkeys.signup({ email });
    expect(signup.idTokenPayload?.['email']).to.equal(email);
    expect((await conditional).code).to.equal('passkey_cancelled');
  });

  it('refuses a cloned authenticator whose sign counter went backwards (invalid_grant)', async () => {
    const original = await addAuthenticator();
    const webAuth = newClient(env);
    await webAuth.passkeys.signup({ email: uniqueEmail('passkey-clone') });
    await webAuth.passkeys.login();
    await webAuth.passkeys.login();
    const [credential] = await credentialsOf(original);
    await removeAuthenticator(original);
    const clone = await addAuthenticator();
    await addCredential(clone, { ...credential!, signCount: 0 });
    const error = await authError(webAuth.passkeys.login());
    expect(error.code).to.equal('invalid_grant');
    expect(error.description).to.match(/counter/);
    expect(error.description).not.to.include(credential!.credentialId);
  });
});

describe('MyAccount (passkeys)', () => {
  let env: TestEnv;

  before(async () => {
    env = await testEnv();
  });
  afterEach(async () => {
    sinon.restore();
    await removeAuthenticators();
  });

  /** A user with a password, and a My Account API token for them (password-realm grant). */
  async function passwordUser(): Promise<{ email: string; token: string; sub: string }> {
    const email = uniqueEmail('myaccount');
    await createUser(env.serviceUrl, { email });
    const response = await fetch(`${env.serviceUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: PASSWORD_REALM_GRANT,
        client_id: CLIENT_ID,
        username: email,
        password: GOOD_PASSWORD,
        realm: REALM,
        audience: `${env.serviceUrl}/me/`,
        scope: ME_SCOPES,
      }),
    });
    const body = (await response.json()) as { access_token: string; id_token: string };
    const sub = JSON.parse(atob(body.id_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')))
      .sub as string;
    return { email, token: body.access_token, sub };
  }

  it('enrols a passkey while signed in, lists, renames and deletes it; the deleted one no longer signs in', async () => {
    const { token, sub } = await passwordUser();
    const account = new MyAccount({ domain: env.serviceUrl, token });
    expect(await account.getFactors()).to.deep.include({ type: 'passkey', usage: ['primary'] });
    expect(await account.getPasskeys()).to.deep.equal([]);

    await addAuthenticator();
    const method = await account.enrolPasskey();
    expect(method.type).to.equal('passkey');
    expect(method.relying_party_id).to.equal('localhost');
    const login = await newClient(env).passkeys.login();
    expect(login.idTokenPayload?.sub).to.equal(sub);

    const renamed = await account.renamePasskey(method.id, 'Work laptop');
    expect(renamed.name).to.equal('Work laptop');
    expect((await account.getPasskey(method.id)).name).to.equal('Work laptop');
    expect((await account.getPasskeys()).map((m) => m.id)).to.deep.equal([method.id]);

    await account.deletePasskey(method.id);
    expect(await account.getPasskeys()).to.deep.equal([]);
    const refused = await authError(newClient(env).passkeys.login());
    expect(refused.code).to.equal('invalid_grant');
  });

  it('is passkey_exists when the device already holds one of the user’s passkeys (InvalidStateError)', async () => {
    const { token } = await passwordUser();
    const account = new MyAccount({ domain: env.serviceUrl, token });
    await addAuthenticator();
    await account.enrolPasskey();
    const error = await authError(account.enrolPasskey());
    expect(error.code).to.equal('passkey_exists');
  });

  it('finds only the user’s own passkeys: another user’s id is not_found (a problem document)', async () => {
    const alice = await passwordUser();
    const bob = await passwordUser();
    await addAuthenticator();
    const bobs = await new MyAccount({ domain: env.serviceUrl, token: bob.token }).enrolPasskey();
    const account = new MyAccount({ domain: env.serviceUrl, token: alice.token });
    const error = await authError(account.getPasskey(bobs.id));
    expect(error.code).to.equal('not_found');
    expect(error.statusCode).to.equal(404);
    expect(error.description).to.equal('The authentication method does not exist.');
    expect((await authError(account.deletePasskey(bobs.id))).code).to.equal('not_found');
  });

  it('is unauthorized with a token for another audience, and checks its arguments at once', async () => {
    const account = new MyAccount({ domain: env.serviceUrl, token: 'not-a-token' });
    expect((await authError(account.getPasskeys())).code).to.equal('unauthorized');
    expect(thrown(() => account.renamePasskey('passkey|x', 42 as never))).to.be.instanceOf(TypeError);
    expect(thrown(() => account.deletePasskey(''))).to.be.instanceOf(TypeError);
    expect(thrown(() => account.enrolPasskey({ mediation: 'silent' } as never))).to.be.instanceOf(TypeError);
    expect(thrown(() => account.enrolPasskey({ signal: 'stop' } as never))).to.be.instanceOf(TypeError);
    expect(thrown(() => account.enrolPasskey({}, 'cb' as never))).to.be.instanceOf(TypeError);
    expect(thrown(() => new MyAccount({ domain: env.serviceUrl } as never))).to.be.instanceOf(TypeError);
    expect(AuthError).to.be.a('function');
  });
});
