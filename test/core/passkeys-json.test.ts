// The passkey ceremonies' JSON conversion against the local identity service, with Chromium's virtual
// authenticator making real passkeys: with WebAuthn's own JSON methods (`PublicKeyCredential.parse…FromJSON`,
// `credential.toJSON()`) the hand-written conversion (src/core/lib/webauthn-json.ts) is never fetched;
// in a browser without them (deleted here before the ceremony, as in Chromium before 129 or Safari
// before 18.4) it is, and sign-up, log-in and enrolment work the same, with the same JSON on the wire.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { MyAccount } from '../../src/core/index.js';
import { addAuthenticator, removeAuthenticators } from './passkey-helpers.js';
import { createUser } from '../shared/service.js';
import { GOOD_PASSWORD, newClient, spyFetch } from './service-helpers.js';
import { CLIENT_ID, REALM, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

/** Whether the page fetched src/core/lib/webauthn-json (served as .ts, or .js). */
const fetchedFallback = (): boolean =>
  performance
    .getEntriesByType('resource')
    .some((entry) => /\/src\/core\/lib\/webauthn-json\.(ts|js)(\?|$)/.test(entry.name));

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The `authn_response` of each token request the spy saw. */
async function sentCredentials(spy: ReturnType<typeof spyFetch>): Promise<Record<string, unknown>[]> {
  const bodies = await Promise.all(
    spy.exchanges
      .filter(({ request }) => request.url.endsWith('/oauth/token'))
      .map(({ request }) => request.clone().json() as Promise<{ authn_response: Record<string, unknown> }>),
  );
  return bodies.map((body) => body.authn_response);
}

/** Checks a credential's JSON form: base64url binaries, as WebAuthn's `toJSON()` writes them. */
function expectJsonForm(credential: Record<string, unknown>, kind: 'created' | 'asserted'): void {
  expect(credential['type']).to.equal('public-key');
  expect(credential['rawId']).to.equal(credential['id']);
  expect(credential['id']).to.match(BASE64URL);
  expect(credential['authenticatorAttachment']).to.equal('platform');
  expect(credential['clientExtensionResults']).to.be.an('object');
  const response = credential['response'] as Record<string, unknown>;
  const binaries =
    kind === 'created'
      ? ['clientDataJSON', 'attestationObject']
      : ['clientDataJSON', 'authenticatorData', 'signature', 'userHandle'];
  for (const name of binaries) expect(response[name], name).to.be.a('string').and.match(BASE64URL);
  if (kind === 'created') expect(response['transports']).to.deep.equal(['internal']);
  const clientData = JSON.parse(
    atob((response['clientDataJSON'] as string).replace(/-/g, '+').replace(/_/g, '/')),
  ) as { type: string; origin: string };
  expect(clientData).to.include({
    type: kind === 'created' ? 'webauthn.create' : 'webauthn.get',
    origin: location.origin,
  });
}

describe('the passkey JSON conversion', () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });
  afterEach(async () => {
    sinon.restore();
    await removeAuthenticators();
  });

  it("uses the browser's own JSON methods where it has them: the fallback is not fetched", async () => {
    expect(PublicKeyCredential.parseCreationOptionsFromJSON).to.be.a('function');
    await addAuthenticator();
    const webAuth = newClient(env);
    const spy = spyFetch();
    const signup = await webAuth.passkeys.signup({ email: uniqueEmail('passkey-native') });
    const login = await webAuth.passkeys.login();
    expect(login.idTokenPayload?.sub).to.equal(signup.idTokenPayload?.sub);
    const [created, asserted] = await sentCredentials(spy);
    expectJsonForm(created!, 'created');
    expectJsonForm(asserted!, 'asserted');
    expect(fetchedFallback()).to.equal(false);
  });

  describe('in a browser without them', () => {
    const Pkc = PublicKeyCredential as unknown as Record<string, unknown>;
    const proto = PublicKeyCredential.prototype as unknown as Record<string, unknown>;
    let saved: { create: unknown; request: unknown; toJSON: unknown };
    beforeEach(() => {
      saved = {
        create: Pkc['parseCreationOptionsFromJSON'],
        request: Pkc['parseRequestOptionsFromJSON'],
        toJSON: proto['toJSON'],
      };
      delete Pkc['parseCreationOptionsFromJSON'];
      delete Pkc['parseRequestOptionsFromJSON'];
      delete proto['toJSON'];
    });
    afterEach(() => {
      Pkc['parseCreationOptionsFromJSON'] = saved.create;
      Pkc['parseRequestOptionsFromJSON'] = saved.request;
      proto['toJSON'] = saved.toJSON;
    });

    it('signs up and logs in with the fallback conversion: the same JSON on the wire', async () => {
      expect(PublicKeyCredential.parseCreationOptionsFromJSON).to.equal(undefined);
      await addAuthenticator();
      const webAuth = newClient(env);
      const spy = spyFetch();
      const email = uniqueEmail('passkey-fallback');
      const signup = await webAuth.passkeys.signup({ email });
      expect(signup.idTokenPayload?.['email']).to.equal(email);
      expect(fetchedFallback()).to.equal(true);
      const login = await webAuth.passkeys.login();
      expect(login.idTokenPayload?.sub).to.equal(signup.idTokenPayload?.sub);
      const [created, asserted] = await sentCredentials(spy);
      expectJsonForm(created!, 'created');
      expectJsonForm(asserted!, 'asserted');
    });

    it('enrols a passkey through MyAccount with the fallback conversion', async () => {
      await addAuthenticator();
      const email = uniqueEmail('passkey-fallback-me');
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
          scope: 'openid create:me:authentication_methods read:me:authentication_methods',
        }),
      });
      const { access_token: token } = (await response.json()) as { access_token: string };
      const spy = spyFetch();
      const account = new MyAccount({ domain: env.serviceUrl, token });
      const passkey = await account.enrolPasskey();
      expect((await account.getPasskeys()).map((item) => item.id)).to.include(passkey.id);
      const verify = spy.exchanges.find(
        ({ request }) => request.method === 'POST' && /\/verify$/.test(request.url),
      );
      const body = (await verify!.request.clone().json()) as { authn_response: Record<string, unknown> };
      expectJsonForm(body.authn_response, 'created');
      // The enrolled passkey signs in.
      const login = await newClient(env).passkeys.login();
      expect(login.idTokenPayload?.['email']).to.equal(email);
    });
  });
});
