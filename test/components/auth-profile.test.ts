import { elementUpdated, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { popupOf } from '../../src/core/popup.js';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-profile/auth-profile.js';
import '../../src/components/auth-provider/auth-provider.js';
import { testEnv } from '../browser-helpers.js';
import { PROFILE_MANAGEMENT_SCOPES } from '../../src/components/auth-profile/auth-profile.js';
import type { AuthProfile } from '../../src/components/auth-profile/auth-profile.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import { AuthError, Management } from '../../src/core/index.js';
import type { AuthResult, ManagementIdentity, ManagementUser } from '../../src/core/index.js';
import type { WebAuthBase } from '../../src/core/web-auth-base.js';
import { clearWebAuthClients, getWebAuth } from '../../src/internal/client-registry.js';
import type { AuthSession } from '../../src/internal/context.js';
import { englishStrings } from '../english.js';
import { decodeJwt, freshUser, startSession, withSession } from '../core/session-helpers.js';
import { deferred, deepActiveElement, part, realUser, tokensFor } from './form-element-helpers.js';
import type { RealUser } from './form-element-helpers.js';

const DOMAIN = 'tenant.example.com';
const CLIENT_ID = 'abc';
const REDIRECT_URI = 'https://app.example.com/callback';
const USER_ID = 'auth0|123';
const TOKEN = 'management-token';
const REALM = 'Username-Password-Authentication';
const MARKUP = '<img src=x onerror=alert(1)>';

/** The WebAuth every element configured with the constants above shares. */
const sharedWebAuth = (): WebAuthBase =>
  getWebAuth({ domain: DOMAIN, clientID: CLIENT_ID, redirectUri: REDIRECT_URI });

function managementUser(overrides: Partial<ManagementUser> = {}): ManagementUser {
  return {
    user_id: USER_ID,
    email: 'ada@example.com',
    email_verified: true,
    name: 'Ada Lovelace',
    picture: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    user_metadata: { city: 'London', age: 36, tags: ['math', 'poetry'] },
    identities: [
      { provider: 'auth0', connection: REALM, user_id: '123', isSocial: false },
    ] as ManagementIdentity[],
    ...overrides,
  };
}

/** An element for the user {@link USER_ID}; `token: null` lets it get its own token. */
function profileFixture(token: string | null = TOKEN): Promise<AuthProfile> {
  return fixture<AuthProfile>(
    html`<auth-profile
      domain=${DOMAIN}
      client-id=${CLIENT_ID}
      redirect-uri=${REDIRECT_URI}
      user-id=${USER_ID}
      .token=${token ?? undefined}
    ></auth-profile>`,
  );
}

const shadow = (el: AuthProfile): ShadowRoot => el.shadowRoot as ShadowRoot;
const parts = <T extends Element = HTMLElement>(el: AuthProfile, name: string): T[] => [
  ...shadow(el).querySelectorAll<T & Element>(`[part~="${name}"]`),
];
const text = (el: AuthProfile, name: string): string =>
  part(el, name)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const labelled = <T extends HTMLElement>(el: AuthProfile, label: string): T => {
  const element = [...shadow(el).querySelectorAll('label')].find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  if (!element) throw new Error(`no label "${label}"`);
  return shadow(el).getElementById(element.htmlFor) as T;
};
const fieldRow = (el: AuthProfile, label: string): HTMLElement =>
  labelled(el, label).closest('[part~="field"]') as HTMLElement;

async function loaded(el: AuthProfile): Promise<void> {
  await waitUntil(() => part(el, 'name') !== null, 'the profile did not load', { timeout: 8000 });
  await elementUpdated(el);
}

/** Types into a control the way a user does. */
async function typeInto(control: HTMLElement, value: string, replace = true): Promise<void> {
  control.focus();
  if (replace) (control as HTMLInputElement).select();
  await sendKeys({ type: value });
}

/** Adds a metadata row with the mouse and fills it in. */
async function addField(el: AuthProfile, key: string, value: string, kind: 'text' | 'json' = 'text') {
  part<HTMLButtonElement>(el, 'add-button').click();
  await elementUpdated(el);
  await waitUntil(() => deepActiveElement()?.getAttribute('part') === 'key-input');
  const keyInput = deepActiveElement() as HTMLInputElement;
  await sendKeys({ type: key });
  const row = keyInput.closest('[part~="field"]') as HTMLElement;
  const select = row.querySelector('select') as HTMLSelectElement;
  if (kind === 'json') {
    select.value = 'json';
    select.dispatchEvent(new Event('change'));
    await elementUpdated(el);
  }
  await typeInto(row.querySelector('[part~="value-input"]') as HTMLElement, value);
}

const save = async (el: AuthProfile): Promise<void> => {
  part<HTMLButtonElement>(el, 'save-button').click();
  await elementUpdated(el);
};

describe('<auth-profile>', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  describe('loading and showing the user', () => {
    it('loading: shows progress; loaded: picture, name, e-mail, verified badge, metadata and identities', async () => {
      const answer = deferred<ManagementUser>();
      const getUser = sinon.stub(Management.prototype, 'getUser').resolves(answer.promise);
      const el = await profileFixture();
      expect(getUser.calledOnceWith(USER_ID)).to.equal(true);
      expect(text(el, 'status')).to.equal('Loading your profile…');
      expect(part(el, 'name')).to.equal(null);
      await expect(el).to.be.accessible();

      answer.resolve(managementUser());
      await loaded(el);
      expect(text(el, 'status')).to.equal('');
      expect(part<HTMLImageElement>(el, 'avatar').src).to.equal(managementUser().picture);
      expect(part<HTMLImageElement>(el, 'avatar').alt).to.equal('');
      expect(text(el, 'name')).to.equal('Ada Lovelace');
      expect(text(el, 'email')).to.equal('ada@example.com');
      expect(text(el, 'verified-badge')).to.equal('Verified');
      expect(part(el, 'verified-badge').getAttribute('part')).to.equal('verified-badge verified');
      expect(labelled<HTMLInputElement>(el, 'city').value).to.equal('London');
      expect(labelled<HTMLTextAreaElement>(el, 'age').value).to.equal('36');
      expect(labelled<HTMLTextAreaElement>(el, 'tags').localName).to.equal('textarea');
      expect(JSON.parse(labelled<HTMLTextAreaElement>(el, 'tags').value)).to.deep.equal(['math', 'poetry']);
      expect(text(el, 'identity')).to.equal(
        `Email and password Main account ada@example.com ${REALM} · auth0|123 Change password`,
      );
      expect(el.user?.user_id).to.equal(USER_ID);
      await expect(el).to.be.accessible();
    });

    it('says when the e-mail is not verified', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser({ email_verified: false }));
      const el = await profileFixture();
      await loaded(el);
      expect(text(el, 'verified-badge')).to.equal('Not verified');
      expect(part(el, 'verified-badge').getAttribute('part')).to.equal('verified-badge unverified');
    });

    it('error: shows the message, dispatches auth-error and offers to try again', async () => {
      const getUser = sinon.stub(Management.prototype, 'getUser');
      const error = new AuthError({ code: 'server_error', description: 'boom', statusCode: 500 });
      getUser.onFirstCall().rejects(error);
      getUser.onSecondCall().resolves(managementUser());
      const el = document.createElement('auth-profile');
      const failed = oneEvent(el, 'auth-error');
      Object.assign(el, { domain: DOMAIN, clientId: CLIENT_ID, userId: USER_ID, token: TOKEN });
      document.body.append(el);
      try {
        const event = await failed;
        expect(event.detail.error).to.equal(error);
        expect(event.bubbles && event.composed).to.equal(true);
        await elementUpdated(el);
        expect(text(el, 'error')).to.equal(englishStrings.errors.server_error);
        expect(part(el, 'error').getAttribute('role')).to.equal('alert');
        expect(part(el, 'grant-button'), 'not a permission problem').to.equal(null);
        await expect(el).to.be.accessible();
        part<HTMLButtonElement>(el, 'retry-button').click();
        await loaded(el);
        expect(text(el, 'error')).to.equal('');
        expect(getUser.callCount).to.equal(2);
      } finally {
        el.remove();
      }
    });

    it('takes the user id from the provider’s session', async () => {
      const getUser = sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const session: AuthSession = {
        user: { sub: USER_ID },
        authResult: { idTokenPayload: { sub: USER_ID } } as unknown as AuthResult,
      };
      const provider = await fixture(
        html`<auth-provider domain=${DOMAIN} client-id=${CLIENT_ID} no-renew .session=${session}>
          <auth-profile .token=${TOKEN}></auth-profile>
        </auth-provider>`,
      );
      const el = provider.querySelector('auth-profile') as AuthProfile;
      await loaded(el);
      expect(getUser.calledOnceWith(USER_ID)).to.equal(true);
    });

    it('says so when there is nobody to show', async () => {
      const getUser = sinon.stub(Management.prototype, 'getUser');
      const el = await fixture<AuthProfile>(
        html`<auth-profile domain=${DOMAIN} client-id=${CLIENT_ID}></auth-profile>`,
      );
      expect(text(el, 'signed-out')).to.equal('You are not signed in.');
      expect(getUser.called).to.equal(false);
      await expect(el).to.be.accessible();
    });
  });

  describe('the Management token', () => {
    it('is obtained with checkSession for the Management API audience and the current-user scopes', async () => {
      const checkSession = sinon
        .stub(sharedWebAuth(), 'checkSession')
        .resolves({ accessToken: 'from-check-session', expiresIn: 3600 } as AuthResult);
      const getUser = sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const el = await profileFixture(null);
      await loaded(el);
      // Once for the Management API (the sign-in methods ask for their own My Account token).
      const forManagement = (): number =>
        checkSession.getCalls().filter((call) => call.args[0]?.audience?.endsWith('/api/v2/')).length;
      expect(forManagement()).to.equal(1);
      expect(checkSession.firstCall.args[0]).to.deep.include({
        audience: 'https://tenant.example.com/api/v2/',
        scope:
          'read:current_user update:current_user_metadata create:current_user_metadata delete:current_user_metadata update:current_user_identities',
      });
      expect(PROFILE_MANAGEMENT_SCOPES.split(' ')).to.have.length(5);
      expect(getUser.calledOnceWith(USER_ID)).to.equal(true);

      // The token is kept: a save does not ask again.
      const patch = sinon.stub(Management.prototype, 'patchUserMetadata').resolves(managementUser());
      await typeInto(labelled(el, 'city'), 'Paris');
      await save(el);
      await waitUntil(() => patch.called);
      expect(forManagement()).to.equal(1);
    });

    it('explains consent_required from checkSession and grants access with a popup opened in the click', async () => {
      sinon
        .stub(sharedWebAuth(), 'checkSession')
        .rejects(new AuthError({ code: 'consent_required', description: 'Consent required' }));
      const getUser = sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const popup = sinon
        .stub(popupOf(sharedWebAuth()), 'authorize')
        .resolves({ accessToken: 'granted', expiresIn: 3600 } as AuthResult);
      const el = await profileFixture(null);
      await waitUntil(() => text(el, 'error') !== '');
      expect(text(el, 'error')).to.equal(
        'This page needs your permission to read and change your account’s data. Select “Grant access” and log in to allow it.',
      );
      expect(getUser.called).to.equal(false);
      await expect(el).to.be.accessible();

      part<HTMLButtonElement>(el, 'grant-button').click();
      // No await between the click and this line: the popup was opened inside the click handler.
      expect(popup.calledOnce).to.equal(true);
      expect(popup.firstCall.args[0]).to.deep.include({
        audience: 'https://tenant.example.com/api/v2/',
        scope: `openid profile email ${PROFILE_MANAGEMENT_SCOPES}`,
        responseType: 'token',
        prompt: 'consent',
      });
      await loaded(el);
      expect(getUser.calledOnceWith(USER_ID)).to.equal(true);
      expect(text(el, 'error')).to.equal('');
    });

    it('explains login_required from checkSession', async () => {
      sinon
        .stub(sharedWebAuth(), 'checkSession')
        .rejects(new AuthError({ code: 'login_required', description: 'Login required' }));
      const el = await profileFixture(null);
      await waitUntil(() => text(el, 'error') !== '');
      expect(text(el, 'error')).to.equal(
        'Your session has ended, so this page cannot open your profile. Select “Grant access” and log in to allow it.',
      );
      expect(part(el, 'grant-button')).not.to.equal(null);
    });
  });

  describe('editing metadata', () => {
    it('saving, then saved: sends only changed and added keys and null for removed ones, and shows the result', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const answer = deferred<ManagementUser>();
      const patch = sinon.stub(Management.prototype, 'patchUserMetadata').resolves(answer.promise);
      const el = await profileFixture();
      await loaded(el);

      await typeInto(labelled(el, 'age'), '37');
      (fieldRow(el, 'tags').querySelector('[part~="remove-button"]') as HTMLButtonElement).click();
      await elementUpdated(el);
      expect(fieldRow(el, 'tags').getAttribute('part')).to.equal('field field-removed');
      expect(labelled<HTMLTextAreaElement>(el, 'tags').disabled).to.equal(true);
      await addField(el, 'nickname', 'Ada');
      await addField(el, 'prefs', '{"theme": "dark", "sizes": [1, 2]}', 'json');
      await save(el);

      expect(patch.calledOnce).to.equal(true);
      expect(patch.firstCall.args[0]).to.equal(USER_ID);
      expect({ ...patch.firstCall.args[1] }).to.deep.equal({
        age: 37,
        tags: null,
        nickname: 'Ada',
        prefs: { theme: 'dark', sizes: [1, 2] },
      });
      const saveButton = part<HTMLButtonElement>(el, 'save-button');
      expect(saveButton.disabled).to.equal(true);
      expect(saveButton.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        'Saving…',
      );
      await expect(el).to.be.accessible();

      const saved = managementUser({
        user_metadata: { city: 'London', age: 37, nickname: 'Ada', prefs: { theme: 'dark', sizes: [1, 2] } },
      });
      const updated = oneEvent(el, 'auth-profile-updated');
      answer.resolve(saved);
      const event = await updated;
      expect(event.detail.user).to.equal(saved);
      expect(event.bubbles && event.composed).to.equal(true);
      await elementUpdated(el);
      expect(text(el, 'status')).to.equal('Your profile was saved.');
      expect(part<HTMLButtonElement>(el, 'save-button').disabled).to.equal(false);
      // What the service returned: the removed key is gone, the new ones are rows like the others.
      expect(() => labelled(el, 'tags')).to.throw();
      expect(labelled<HTMLInputElement>(el, 'nickname').value).to.equal('Ada');
      expect(JSON.parse(labelled<HTMLTextAreaElement>(el, 'prefs').value)).to.deep.equal({
        theme: 'dark',
        sizes: [1, 2],
      });
      await expect(el).to.be.accessible();
    });

    it('sends nothing when nothing changed, and "Keep" undoes a removal', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const patch = sinon.stub(Management.prototype, 'patchUserMetadata');
      const el = await profileFixture();
      await loaded(el);
      const remove = fieldRow(el, 'city').querySelector('[part~="remove-button"]') as HTMLButtonElement;
      expect(remove.getAttribute('aria-label')).to.equal('Remove city');
      remove.click();
      await elementUpdated(el);
      expect(remove.textContent?.trim()).to.equal('Keep');
      expect(remove.getAttribute('aria-label')).to.equal('Keep city');
      remove.click();
      await elementUpdated(el);
      await save(el);
      expect(patch.called).to.equal(false);
      expect(text(el, 'status')).to.equal('There are no changes to save.');
    });

    it('refuses invalid JSON, null, empty and duplicate names inline, sending nothing', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const patch = sinon.stub(Management.prototype, 'patchUserMetadata');
      const evaluated = sinon.spy(window, 'eval');
      const el = await profileFixture();
      await loaded(el);
      const age = labelled<HTMLTextAreaElement>(el, 'age');
      await typeInto(age, '{oops: 1}');
      await addField(el, 'city', 'Paris');
      await save(el);
      expect(patch.called).to.equal(false);
      expect(evaluated.called).to.equal(false);
      expect(age.getAttribute('aria-invalid')).to.equal('true');
      expect(deepActiveElement()).to.equal(age);
      const ageError = shadow(el).getElementById(age.getAttribute('aria-describedby') as string);
      expect(ageError?.textContent).to.equal(englishStrings.profileInvalidJson);
      const errors = parts(el, 'field-error').map((node) => node.textContent);
      expect(errors).to.deep.equal([
        englishStrings.profileInvalidJson,
        'There is already a field named city.',
      ]);
      await expect(el).to.be.accessible();

      await typeInto(age, 'null');
      expect(age.getAttribute('aria-invalid'), 'typing clears the error').to.equal('false');
      await save(el);
      expect(parts(el, 'field-error')[0]?.textContent).to.equal(englishStrings.profileNullValue);
      await typeInto(age, ' ');
      await save(el);
      expect(parts(el, 'field-error')[0]?.textContent).to.equal(englishStrings.profileEmptyJson);
      expect(patch.called).to.equal(false);
    });

    it('switches a value between Text and JSON, keeping it', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const patch = sinon.stub(Management.prototype, 'patchUserMetadata').resolves(managementUser());
      const el = await profileFixture();
      await loaded(el);
      const select = fieldRow(el, 'city').querySelector('select') as HTMLSelectElement;
      select.value = 'json';
      select.dispatchEvent(new Event('change'));
      await elementUpdated(el);
      expect(labelled<HTMLTextAreaElement>(el, 'city').value).to.equal('"London"');
      const ageSelect = fieldRow(el, 'age').querySelector('select') as HTMLSelectElement;
      ageSelect.value = 'text';
      ageSelect.dispatchEvent(new Event('change'));
      await elementUpdated(el);
      expect(labelled<HTMLInputElement>(el, 'age').value).to.equal('36');
      await save(el);
      // "London" is unchanged; 36 became the string "36".
      expect({ ...patch.firstCall.args[1] }).to.deep.equal({ age: '36' });
    });

    it('leaves an empty value empty when it switches to JSON', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const el = await profileFixture();
      await loaded(el);
      part<HTMLButtonElement>(el, 'add-button').click();
      await elementUpdated(el);
      const rows = parts(el, 'field');
      const select = rows[rows.length - 1]?.querySelector('select') as HTMLSelectElement;
      select.value = 'json';
      select.dispatchEvent(new Event('change'));
      await elementUpdated(el);
      const value = rows[rows.length - 1]?.querySelector('[part~="value-input"]') as HTMLTextAreaElement;
      expect(value.localName).to.equal('textarea');
      expect(value.value).to.equal('');
    });

    it('shows markup in values, keys and the name as text', async () => {
      sinon
        .stub(Management.prototype, 'getUser')
        .resolves(
          managementUser({ name: MARKUP, user_metadata: { [MARKUP]: MARKUP, note: { html: MARKUP } } }),
        );
      const alert = sinon.stub(window, 'alert');
      const el = await profileFixture();
      await loaded(el);
      expect(text(el, 'name')).to.equal(MARKUP);
      expect(labelled<HTMLInputElement>(el, MARKUP).value).to.equal(MARKUP);
      expect(shadow(el).querySelectorAll('img')).to.have.length(1);
      expect(shadow(el).querySelector('img:not([part~="avatar"])')).to.equal(null);
      expect(shadow(el).querySelector('[onerror]')).to.equal(null);
      expect(alert.called).to.equal(false);
    });
  });

  describe('linking another account', () => {
    const secondary: AuthResult = {
      accessToken: null,
      idToken: 'secondary-id-token',
      idTokenPayload: { sub: 'github|42' } as AuthResult['idTokenPayload'],
      appState: null,
      refreshToken: null,
      state: 'state',
      expiresIn: null,
      tokenType: null,
      scope: null,
    };

    it('states the rules first, then logs in to the other account in a popup opened in the click and links it', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const identities = [
        ...managementUser().identities,
        { provider: 'github', connection: 'github', user_id: '42', isSocial: true },
      ] as ManagementIdentity[];
      const link = sinon.stub(Management.prototype, 'linkUser').resolves(identities);
      const popupAnswer = deferred<AuthResult>();
      const popup = sinon.stub(popupOf(sharedWebAuth()), 'authorize').resolves(popupAnswer.promise);
      const el = await fixture<AuthProfile>(
        html`<auth-profile
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          redirect-uri=${REDIRECT_URI}
          user-id=${USER_ID}
          link-connections="github Username-Password-Authentication"
          popup-redirect-uri="https://app.example.com/popup.html"
          .token=${TOKEN}
        ></auth-profile>`,
      );
      await loaded(el);

      part<HTMLButtonElement>(el, 'link-button').click();
      const confirm = part<HTMLDialogElement>(el, 'link-confirm');
      await waitUntil(() => confirm.open);
      // The one ConfirmDialog: a modal dialog named by its title, the focus on its Cancel.
      expect(confirm.localName).to.equal('dialog');
      expect(confirm.matches(':modal')).to.equal(true);
      expect(shadow(el).getElementById(confirm.getAttribute('aria-labelledby')!)?.textContent).to.equal(
        englishStrings.profileLinkConfirmTitle,
      );
      expect(confirm.textContent).to.include(englishStrings.profileLinkRuleMerged);
      expect(confirm.textContent).to.include(englishStrings.profileLinkRuleMetadata);
      expect(deepActiveElement()).to.equal(part(el, 'link-cancel'));
      expect(parts(el, 'link-connection-button').map((button) => button.textContent?.trim())).to.deep.equal([
        'Log in with GitHub',
        'Log in with an email and password',
      ]);
      expect(parts(el, 'link-connection-button').every((button) => confirm.contains(button))).to.equal(true);
      expect(popup.called, 'nothing happens before the user confirms').to.equal(false);
      await expect(el).to.be.accessible();

      const linked = oneEvent(el, 'auth-account-linked');
      parts<HTMLButtonElement>(el, 'link-connection-button')[0]?.click();
      // No await between the click and this line: the popup was opened inside the click handler.
      expect(popup.calledOnce).to.equal(true);
      expect(popup.firstCall.args[0]).to.deep.equal({
        connection: 'github',
        responseType: 'id_token',
        scope: 'openid profile email',
        prompt: 'login',
        redirectUri: 'https://app.example.com/popup.html',
      });
      await elementUpdated(el);
      expect(text(el, 'status')).to.equal('Waiting for the other account’s sign-in window…');
      expect(confirm.open, 'the choice closes the dialog').to.equal(false);
      expect(part<HTMLButtonElement>(el, 'link-button').disabled).to.equal(true);
      await expect(el).to.be.accessible();

      popupAnswer.resolve(secondary);
      const event = await linked;
      expect(link.calledOnceWith(USER_ID, 'secondary-id-token')).to.equal(true);
      expect(event.detail.identities).to.equal(identities);
      expect(event.bubbles && event.composed).to.equal(true);
      await elementUpdated(el);
      expect(text(el, 'status')).to.equal('The account was linked.');
      expect(parts(el, 'identity')).to.have.length(2);
      expect(shadow(el).querySelectorAll('dialog[open]'), 'no dialog left open').to.have.length(0);
      await waitUntil(() => deepActiveElement() === part(el, 'link-button'));
      expect(part<HTMLButtonElement>(el, 'link-button').disabled).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('refuses to link the account already in use', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const link = sinon.stub(Management.prototype, 'linkUser');
      sinon
        .stub(popupOf(sharedWebAuth()), 'authorize')
        .resolves({ ...secondary, idTokenPayload: { sub: USER_ID } as AuthResult['idTokenPayload'] });
      const el = await profileFixture();
      await loaded(el);
      part<HTMLButtonElement>(el, 'link-button').click();
      await waitUntil(() => part<HTMLDialogElement>(el, 'link-confirm').open);
      part<HTMLButtonElement>(el, 'link-connection-button').click();
      await waitUntil(() => text(el, 'error') !== '');
      expect(text(el, 'error')).to.equal(englishStrings.profileLinkSameAccount);
      expect(link.called).to.equal(false);
    });

    it('shows popup failures and hides linking with no-link', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      sinon
        .stub(popupOf(sharedWebAuth()), 'authorize')
        .rejects(new AuthError({ code: 'popup_closed', description: 'closed' }));
      const el = await profileFixture();
      await loaded(el);
      part<HTMLButtonElement>(el, 'link-button').click();
      await waitUntil(() => part<HTMLDialogElement>(el, 'link-confirm').open);
      part<HTMLButtonElement>(el, 'link-connection-button').click();
      await waitUntil(() => text(el, 'error') !== '');
      expect(text(el, 'error')).to.equal(englishStrings.errors.popup_closed);
      expect(part<HTMLDialogElement>(el, 'link-confirm').open).to.equal(false);
      // The user may try again: the focus is back on an enabled "Link another account".
      await waitUntil(() => deepActiveElement() === part(el, 'link-button'));
      expect(part<HTMLButtonElement>(el, 'link-button').disabled).to.equal(false);
      await expect(el).to.be.accessible();
      el.noLink = true;
      await elementUpdated(el);
      expect(part(el, 'link-button')).to.equal(null);
      expect(part(el, 'link-confirm')).to.equal(null);
      expect(parts(el, 'identity')).to.have.length(1);
    });
  });

  describe('keyboard', () => {
    it('adds a field, fills it in and saves with the keyboard only', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser({ user_metadata: {} }));
      const patch = sinon.stub(Management.prototype, 'patchUserMetadata').resolves(managementUser());
      const el = await profileFixture();
      await loaded(el);
      expect(text(el, 'metadata')).to.include('No details yet.');
      part(el, 'add-button').focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => deepActiveElement()?.getAttribute('part') === 'key-input');
      await sendKeys({ type: 'color' });
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()?.getAttribute('part')).to.equal('type-select');
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()?.getAttribute('part')).to.equal('remove-button');
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()?.getAttribute('part')).to.equal('value-input');
      await sendKeys({ type: 'blue' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => patch.called);
      expect({ ...patch.firstCall.args[1] }).to.deep.equal({ color: 'blue' });
    });

    it('opens and cancels the linking step with the keyboard; Escape cancels too', async () => {
      sinon.stub(Management.prototype, 'getUser').resolves(managementUser());
      const popup = sinon.stub(popupOf(sharedWebAuth()), 'authorize');
      const el = await profileFixture();
      await loaded(el);
      const dialog = part<HTMLDialogElement>(el, 'link-confirm');
      part(el, 'link-button').focus();
      await sendKeys({ press: 'Enter' });
      // Into the dialog, on the safe choice first; then the connection; Cancel closes it.
      await waitUntil(() => deepActiveElement() === part(el, 'link-cancel'));
      expect(dialog.open).to.equal(true);
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()?.getAttribute('part')).to.equal('link-connection-button');
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(deepActiveElement()).to.equal(part(el, 'link-cancel'));
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => deepActiveElement() === part(el, 'link-button'));
      expect(dialog.open).to.equal(false);
      await expect(el).to.be.accessible();

      await sendKeys({ press: 'Enter' });
      await waitUntil(() => dialog.open);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => deepActiveElement() === part(el, 'link-button'));
      expect(dialog.open).to.equal(false);
      expect(popup.called).to.equal(false);
    });
  });

  describe('against the local service', () => {
    const MANAGEMENT_SCOPE = `openid ${PROFILE_MANAGEMENT_SCOPES}`;

    async function serviceFixture(
      user: RealUser,
      token: string | undefined = user.accessToken,
    ): Promise<AuthProfile> {
      const { serviceUrl } = await testEnv();
      return fixture<AuthProfile>(
        html`<auth-profile domain=${serviceUrl} client-id="demo-spa" .token=${token}></auth-profile>`,
      );
    }

    it('saves edits as the spec says: changed keys overwritten, new keys added, removed keys gone, the rest kept', async () => {
      const { serviceUrl } = await testEnv();
      const user = await realUser('profile-edit', {
        scope: MANAGEMENT_SCOPE,
        signup: { name: MARKUP, user_metadata: { keep: 'same', change: '1', drop: 'bye' } },
      });
      const sent = sinon.spy(Management.prototype, 'patchUserMetadata');
      const alert = sinon.stub(window, 'alert');
      const el = await serviceFixture(user);
      await loaded(el);
      expect(text(el, 'email')).to.equal(user.email);
      expect(text(el, 'verified-badge')).to.equal('Not verified');

      await typeInto(labelled(el, 'change'), '2');
      (fieldRow(el, 'drop').querySelector('[part~="remove-button"]') as HTMLButtonElement).click();
      await elementUpdated(el);
      await addField(el, 'markup', MARKUP);
      await addField(el, 'nested', '{"a": [1, true, null], "b": {"c": "d"}}', 'json');
      const updated = oneEvent(el, 'auth-profile-updated');
      await save(el);
      const event = await updated;

      expect({ ...sent.firstCall.args[1] }).to.deep.equal({
        change: '2',
        drop: null,
        markup: MARKUP,
        nested: { a: [1, true, null], b: { c: 'd' } },
      });
      const expected = {
        keep: 'same',
        change: '2',
        markup: MARKUP,
        nested: { a: [1, true, null], b: { c: 'd' } },
      };
      expect(event.detail.user.user_metadata).to.deep.equal(expected);
      const stored = await new Management({ domain: serviceUrl, token: user.accessToken }).getUser(user.sub);
      expect(stored.user_metadata).to.deep.equal(expected);

      await elementUpdated(el);
      expect(text(el, 'status')).to.equal('Your profile was saved.');
      // Markup from the service (the name, a value) is text: the only image is the avatar.
      expect(text(el, 'name')).to.equal(MARKUP);
      expect(labelled<HTMLInputElement>(el, 'markup').value).to.equal(MARKUP);
      expect(shadow(el).querySelectorAll('img')).to.have.length(1);
      expect(shadow(el).querySelector('img:not([part~="avatar"])')).to.equal(null);
      expect(alert.called).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('explains a token without update:current_user_metadata', async () => {
      const user = await realUser('profile-scope', { scope: 'openid read:current_user' });
      const el = await serviceFixture(user);
      await loaded(el);
      await addField(el, 'color', 'blue');
      const failed = oneEvent(el, 'auth-error');
      await save(el);
      const event = await failed;
      expect(event.detail.error.code).to.equal('insufficient_scope');
      await elementUpdated(el);
      expect(text(el, 'error')).to.equal(
        'This page lacks the “update:current_user_metadata” permission, which it needs to save your details. ' +
          englishStrings.profileOwnerHint,
      );
      expect(part(el, 'grant-button'), 'the page gave the token: no popup of ours').to.equal(null);
      expect(labelled<HTMLInputElement>(el, 'Value').value, 'what was typed is kept').to.equal('blue');
      await expect(el).to.be.accessible();
    });

    it('explains a token without delete:current_user_metadata when a key is removed', async () => {
      const user = await realUser('profile-delete', {
        scope: 'openid read:current_user update:current_user_metadata',
        signup: { user_metadata: { drop: 'x' } },
      });
      const el = await serviceFixture(user);
      await loaded(el);
      (fieldRow(el, 'drop').querySelector('[part~="remove-button"]') as HTMLButtonElement).click();
      await save(el);
      await waitUntil(() => text(el, 'error') !== '');
      expect(text(el, 'error')).to.include('“delete:current_user_metadata”');
      expect(text(el, 'error')).to.include('remove details');
    });

    it('links a second account: the secondary user stops existing and the event lists both identities', async () => {
      const { serviceUrl } = await testEnv();
      const primary = await realUser('profile-primary', { scope: MANAGEMENT_SCOPE });
      const secondary = await realUser('profile-secondary', { scope: 'openid' });
      const el = await serviceFixture(primary);
      await loaded(el);
      sinon.stub(popupOf(getWebAuth({ domain: serviceUrl, clientID: 'demo-spa' })), 'authorize').resolves({
        accessToken: null,
        idToken: secondary.idToken,
        idTokenPayload: { sub: secondary.sub } as AuthResult['idTokenPayload'],
        appState: null,
        refreshToken: null,
        state: null,
        expiresIn: null,
        tokenType: null,
        scope: null,
      });
      part<HTMLButtonElement>(el, 'link-button').click();
      await waitUntil(() => part<HTMLDialogElement>(el, 'link-confirm').open);
      const linked = oneEvent(el, 'auth-account-linked');
      part<HTMLButtonElement>(el, 'link-connection-button').click();
      const event = await linked;
      expect(event.detail.identities).to.have.length(2);
      expect(
        event.detail.identities.map(
          (identity: ManagementIdentity) => `${identity.provider}|${identity.user_id}`,
        ),
      ).to.deep.equal([primary.sub, secondary.sub]);
      await elementUpdated(el);
      expect(parts(el, 'identity')).to.have.length(2);

      const admin = await tokensFor('demo@example.com', 'Passw0rd!', 'read:users');
      const management = new Management({ domain: serviceUrl, token: admin.accessToken });
      const gone = await management.getUser(secondary.sub).then(
        () => null,
        (error: unknown) => error as AuthError,
      );
      expect(gone?.code).to.equal('inexistent_user');
    });

    it('gets its token with checkSession from a session that consented to the Management scopes', async () => {
      const { serviceUrl, testOrigin } = await testEnv();
      await withSession(async (user) => {
        const { sub } = await tokensFor(user.email, user.password, 'openid');
        const el = await fixture<AuthProfile>(
          html`<auth-profile
            domain=${serviceUrl}
            client-id="demo-spa"
            redirect-uri=${`${testOrigin}/`}
            user-id=${sub}
          ></auth-profile>`,
        );
        await loaded(el);
        expect(text(el, 'email')).to.equal(user.email);
      }, `openid profile email ${PROFILE_MANAGEMENT_SCOPES}`);
    });

    it('forgets the token it got for an earlier session: signed out, then signed in as someone else', async () => {
      const { serviceUrl, testOrigin } = await testEnv();
      const scope = `openid profile email ${PROFILE_MANAGEMENT_SCOPES}`;
      const other = await freshUser('profile-next');
      await withSession(async (first) => {
        const a = await tokensFor(first.email, first.password, 'openid');
        const b = await tokensFor(other.email, other.password, 'openid');
        const sessionOf = (sub: string): AuthSession => ({
          user: { sub },
          authResult: { idTokenPayload: { sub } } as unknown as AuthResult,
        });
        const sent = sinon.spy(window, 'fetch');
        /** The subject of each bearer token that went to the Management API's users since `from`. */
        const bearersSince = (from: number): string[] =>
          sent
            .getCalls()
            .slice(from)
            .filter((call) => String(call.args[0]).startsWith(`${serviceUrl}/api/v2/users`))
            .map((call) => {
              const headers = (call.args[1]?.headers ?? {}) as Record<string, string>;
              const bearer = (headers['Authorization'] ?? '').replace(/^Bearer /, '');
              return String(decodeJwt(bearer)['sub']);
            });
        const provider = await fixture<AuthProvider>(
          html`<auth-provider
            domain=${serviceUrl}
            client-id="demo-spa"
            redirect-uri=${`${testOrigin}/`}
            no-renew
            .session=${sessionOf(a.sub)}
          >
            <auth-profile user-id=${a.sub}></auth-profile>
          </auth-provider>`,
        );
        const el = provider.querySelector('auth-profile') as AuthProfile;
        await loaded(el);
        expect(bearersSince(0)).to.deep.equal([a.sub]);

        // Signed out in the page, and someone else signs in at the service: the token kept for the
        // first session must not be sent again.
        await startSession(other, scope);
        let from = sent.callCount;
        provider.session = null;
        await elementUpdated(el);
        el.load();
        await waitUntil(() => bearersSince(from).length > 0, 'nothing was requested after the sign-out');
        expect([...new Set(bearersSince(from))]).to.deep.equal([b.sub]);

        from = sent.callCount;
        provider.session = sessionOf(b.sub);
        await elementUpdated(el);
        el.load();
        await waitUntil(() => bearersSince(from).length > 0, 'nothing was requested after the sign-in');
        expect([...new Set(bearersSince(from))]).to.deep.equal([b.sub]);
      }, scope);
    });

    it('explains the consent the session lacks (consent_required from checkSession)', async () => {
      const { serviceUrl, testOrigin } = await testEnv();
      await withSession(async (user) => {
        const { sub } = await tokensFor(user.email, user.password, 'openid');
        const failed = oneEvent(document, 'auth-error');
        const el = await fixture<AuthProfile>(
          html`<auth-profile
            domain=${serviceUrl}
            client-id="demo-spa"
            redirect-uri=${`${testOrigin}/`}
            user-id=${sub}
          ></auth-profile>`,
        );
        expect((await failed).detail.error.code).to.equal('consent_required');
        await elementUpdated(el);
        expect(text(el, 'error')).to.equal(
          `${englishStrings.consentRequired} ${englishStrings.grantAccessHint}`,
        );
        expect(text(el, 'grant-button')).to.equal('Grant access');
        await expect(el).to.be.accessible();
      }, 'openid profile email');
    });
  });
});
