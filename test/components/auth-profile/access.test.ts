import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import {
  explainedText,
  explainFailure,
  sameAccountError,
  tokenSubject,
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

/** The dictionary of these tests: a key, with its values in parentheses. */
const t = (key: string, values?: Readonly<Record<string, string | number>>): string =>
  values ? `${key}(${Object.values(values).join(',')})` : key;

/** What the element shows for a refusal of `operation` that used `token` (null: the dictionary's message). */
function shown(operation: Operation, token: string, removes = false, tokenGiven = false): string | null {
  const error = refused();
  explainFailure(error, { operation, token, removes });
  return explainedText(error, t, tokenGiven);
}

describe('auth-profile/access', () => {
  it("reads a JWT's payload unverified (the subject), and nothing of an opaque token", () => {
    expect(tokenSubject(jwt({ sub: 'u1' }))).to.equal('u1');
    expect(tokenSubject('opaque')).to.equal(undefined);
    expect(shown('link', 'opaque')).to.equal(null);
  });

  it('names the permission the operation needs and the token lacks, with the action it allows', () => {
    const token = jwt({ scope: 'read:current_user update:current_user_metadata' });
    expect(shown('load', token)).to.equal(null);
    expect(shown('save', token)).to.equal(null);
    expect(shown('save', token, true)).to.equal(
      'profileMissingPermission(delete:current_user_metadata,profileActionRemove) grantAccessHint',
    );
    expect(shown('link', token)).to.equal(
      'profileMissingPermission(update:current_user_identities,profileActionLink) grantAccessHint',
    );
    expect(shown('load', 'opaque')).to.equal(null);
  });

  it('explains a missing permission, else the message for the code, else nothing', () => {
    const token = jwt({ scope: 'read:current_user' });
    expect(shown('save', token)).to.equal(
      'profileMissingPermission(update:current_user_metadata,profileActionSave) grantAccessHint',
    );
    expect(explainedText(new AuthError({ code: 'consent_required', description: 'c' }), t, false)).to.equal(
      'consentRequired grantAccessHint',
    );
    expect(explainedText(new AuthError({ code: 'invalid_request', description: 'x' }), t, false)).to.equal(
      null,
    );
  });

  it('adds what to do for a missing access (grant it, or ask the owner of a token the page gave), only then', () => {
    const token = jwt({ scope: 'read:current_user' });
    expect(shown('save', token, false, false)).to.equal(
      'profileMissingPermission(update:current_user_metadata,profileActionSave) grantAccessHint',
    );
    expect(shown('save', token, false, true)).to.equal(
      'profileMissingPermission(update:current_user_metadata,profileActionSave) profileOwnerHint',
    );
    expect(explainedText(sameAccountError(), t, false)).to.equal('profileLinkSameAccount');
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
    expect(explainedText(error, t, false)).to.equal(
      'profileMissingPermission(delete:current_user_metadata,profileActionRemove) grantAccessHint',
    );
  });
});
