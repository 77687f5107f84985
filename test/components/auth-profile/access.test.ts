import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import {
  explain,
  explainFailure,
  explanationOf,
  explanationText,
  missingPermission,
  unverifiedClaims,
} from '../../../src/components/auth-profile/access.js';
import type { Operation } from '../../../src/components/auth-profile/access.js';
import { AuthError } from '../../../src/core/index.js';
import { AccountScreen } from '../../../src/internal/account-screen.js';

customElements.define('access-test-host', class extends LitElement {});

/** An unsigned JWT with `claims` (the element never verifies it). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown): string =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

const refused = (): AuthError => new AuthError({ code: 'insufficient_scope', description: 'no' });

describe('auth-profile/access', () => {
  it('unverifiedClaims reads a JWT payload and gives {} for an opaque token', () => {
    expect(unverifiedClaims(jwt({ sub: 'u1' }))).to.deep.equal({ sub: 'u1' });
    expect(unverifiedClaims('opaque')).to.deep.equal({});
  });

  it('missingPermission names what the operation needs and the token lacks', () => {
    const token = jwt({ scope: 'read:current_user update:current_user_metadata' });
    expect(missingPermission('load', token)).to.equal(null);
    expect(missingPermission('save', token)).to.equal(null);
    expect(missingPermission('save', token, true)).to.deep.equal({
      permission: 'delete:current_user_metadata',
      action: 'profileActionRemove',
    });
    expect(missingPermission('link', token)).to.deep.equal({
      permission: 'update:current_user_identities',
      action: 'profileActionLink',
    });
    expect(missingPermission('load', 'opaque')).to.equal(null);
  });

  it('explain: a missing permission, else the message for the code, else nothing', () => {
    const token = jwt({ scope: 'read:current_user' });
    expect(explain(refused(), { operation: 'save', token })).to.deep.equal({
      kind: 'missing',
      access: true,
      permission: 'update:current_user_metadata',
      action: 'profileActionSave',
    });
    expect(explain(new AuthError({ code: 'consent_required', description: 'c' }))).to.deep.equal({
      kind: 'message',
      key: 'consentRequired',
      access: true,
    });
    expect(explain(new AuthError({ code: 'invalid_request', description: 'x' }))).to.equal(null);
  });

  it('explanationText adds what to do for a missing access', () => {
    const t = (key: string, values?: Readonly<Record<string, string | number>>): string =>
      values ? `${key}(${Object.values(values).join(',')})` : key;
    const missing = {
      kind: 'missing',
      access: true,
      permission: 'p',
      action: 'profileActionSave',
    } as const;
    expect(explanationText(missing, t, false)).to.equal(
      'profileMissingPermission(p,profileActionSave) grantAccessHint',
    );
    expect(explanationText(missing, t, true)).to.equal(
      'profileMissingPermission(p,profileActionSave) profileOwnerHint',
    );
    expect(
      explanationText({ kind: 'message', key: 'profileLinkSameAccount', access: false }, t, false),
    ).to.equal('profileLinkSameAccount');
  });

  it('a failed operation of the account screen comes back with the explanation for the token it used', async () => {
    const token = jwt({ scope: 'update:current_user_metadata' });
    const error = refused();
    const host = await fixture<LitElement>(html`<access-test-host></access-test-host>`);
    const screen = new AccountScreen<Operation>(host, {
      scopes: 'read:current_user',
      source: () => ({ domain: 'tenant.example.com', clientID: 'abc', token, subject: undefined }),
      webAuth: () => {
        throw new Error('no WebAuth: the token is given');
      },
      run: (task) =>
        task().then(
          (value) => ({ outcome: 'success', value }) as const,
          (failure: AuthError) => ({ outcome: 'error', error: failure }) as const,
        ),
      pending: () => false,
      unsaved: () => false,
      explain: explainFailure,
    });
    let succeeded = false;
    await screen.perform(
      'save',
      (call) => call(() => Promise.reject(error), true),
      () => (succeeded = true),
    );
    expect(succeeded).to.equal(false);
    expect(screen.operation).to.equal('save');
    expect(explanationOf(error)).to.deep.equal({
      kind: 'missing',
      access: true,
      permission: 'delete:current_user_metadata',
      action: 'profileActionRemove',
    });
  });
});
