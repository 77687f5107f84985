// The reference client, unmodified: auth0-spa-js 2.27's production ESM build in Chromium, against the
// local service over HTTPS (its passkey client always speaks https://{domain}), with Chromium's virtual
// authenticator: `passkey.signup`, `passkey.login`, and the `myAccount` passkey methods (list, read,
// enrol, rename, delete, factors). Where this client and our service disagree, the client is right.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { uniqueEmail } from '../shared/service.js';
import { openSpaJsApp, serveSpaJsApp } from './auth0-spa-js-app.js';
import type { SpaWindow } from './auth0-spa-js-app.js';
import { TEST_TIMEOUT_MS } from './helpers.js';
import { addVirtualAuthenticator, storedCredentials } from './passkey-browser.js';
import { useServiceBrowser } from './service-browser.js';

const ME_SCOPES = [
  'create:me:authentication_methods',
  'read:me:authentication_methods',
  'update:me:authentication_methods',
  'delete:me:authentication_methods',
  'read:me:factors',
].join(' ');

describe('auth0-spa-js 2.27 (unmodified) against the local service', { timeout: TEST_TIMEOUT_MS * 2 }, () => {
  const suite = useServiceBrowser({ https: true, app: { handle: serveSpaJsApp } });

  it('passkey.signup and passkey.login', async () => {
    const auth = await openSpaJsApp(suite);
    const email = uniqueEmail('spa');
    const result = await auth.page.evaluate(async (email) => {
      const { auth0 } = window as unknown as SpaWindow;
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
  });

  it('myAccount: factors, list, enrol, read, rename, delete', async () => {
    const auth = await openSpaJsApp(suite);
    const email = uniqueEmail('spa-me');
    const audience = `${suite.service.url}/me/`;
    const first = await auth.page.evaluate(
      async ([email, audience, scope]) => {
        const { auth0 } = window as unknown as SpaWindow;
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
    await addVirtualAuthenticator(auth.cdp);

    const enrolled = await auth.page.evaluate(async () => {
      const { auth0 } = window as unknown as SpaWindow;
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
    assert.ok(enrolled.location.startsWith(`${suite.service.url}/me/v1/authentication-methods/`));
    assert.equal(enrolled.method.type, 'passkey');
    assert.equal(enrolled.read.id, enrolled.method.id);
    assert.equal(enrolled.renamed.name, 'Phone');
    assert.equal(enrolled.before, 2);
    assert.equal(enrolled.afterDelete, 1);
    assert.equal(enrolled.missing, '404 Not Found');
  });
});
