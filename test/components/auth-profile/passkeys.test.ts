// <auth-profile>'s Passkeys section against the local identity service in Chromium, with the virtual
// authenticator making real passkeys: the list (name, dates in the element's language, synced or bound
// to one device), adding one through the browser's prompt, renaming by keyboard, deleting after a
// confirmation (and telling the browser through the Signal API), the My Account token asked silently,
// the consent explained where the service asks for it, and no section when the page gave only a
// Management token.
import { WebAuthBase } from '../../../src/core/web-auth-base.js';
import { elementUpdated, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../src/components/auth-profile/auth-profile.js';
import type { AuthProfile } from '../../../src/components/auth-profile/auth-profile.js';
import { PROFILE_MANAGEMENT_SCOPES } from '../../../src/components/auth-profile/access.js';
import { MyAccount, WebAuth } from '../../../src/core/index.js';
import type { PasskeyMethod } from '../../../src/core/index.js';
import { clearWebAuthClients } from '../../../src/internal/client-registry.js';
import { englishStrings } from '../../english.js';
import { CLIENT_ID, REALM, testEnv } from '../../browser-helpers.js';
import { addAuthenticator, credentialsOf, removeAuthenticators } from '../../core/passkey-helpers.js';
import { withSession } from '../../core/session-helpers.js';
import { PASSWORD } from '../../shared/service.js';
import type { TestUser } from '../../core/session-helpers.js';
import { deepActiveElement, part } from '../form-element-helpers.js';
import { PASSWORD_REALM_GRANT } from '../../../src/core/lib/grant-types.js';
import { MY_ACCOUNT_SCOPES } from '../mfa-helpers.js';

const BOTH_SCOPES = `openid profile email ${PROFILE_MANAGEMENT_SCOPES} ${MY_ACCOUNT_SCOPES}`;

/** A My Account token (and the subject) for `user`, with the password-realm grant. */
async function myAccountFor(user: TestUser): Promise<{ sub: string; myAccount: MyAccount }> {
  const { serviceUrl } = await testEnv();
  const tokens = await new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID }).client.oauthToken({
    grantType: PASSWORD_REALM_GRANT,
    username: user.email,
    password: user.password ?? PASSWORD,
    realm: REALM,
    audience: `${serviceUrl}/me/`,
    scope: `openid ${MY_ACCOUNT_SCOPES}`,
  });
  const token = tokens.access_token as string;
  const claims = JSON.parse(atob((token.split('.')[1] as string).replace(/-/g, '+').replace(/_/g, '/'))) as {
    sub: string;
  };
  return { sub: claims.sub, myAccount: new MyAccount({ domain: serviceUrl, token }) };
}

/** The profile of the session's user, getting both its tokens with checkSession; waits for the passkeys. */
async function profileFor(sub: string, lang?: string): Promise<AuthProfile> {
  const { serviceUrl, testOrigin } = await testEnv();
  const el = await fixture<AuthProfile>(
    html`<auth-profile
      domain=${serviceUrl}
      client-id=${CLIENT_ID}
      redirect-uri=${`${testOrigin}/`}
      user-id=${sub}
      lang=${lang ?? 'en'}
    ></auth-profile>`,
  );
  await waitUntil(() => part(el, 'passkeys') !== null, 'the passkeys section did not appear', {
    timeout: 10000,
  });
  await elementUpdated(el);
  return el;
}

const all = (el: Element, name: string): HTMLElement[] => [
  ...(el.shadowRoot as ShadowRoot).querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];
const words = (node: Element | null | undefined): string =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const rowOf = (el: AuthProfile, id: string): HTMLElement =>
  (el.shadowRoot as ShadowRoot).querySelector(
    `[part~="passkey"][data-id="${CSS.escape(id)}"]`,
  ) as HTMLElement;
const medium = (iso: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));

/** Every request to the My Account API since the spy was set, as `METHOD path`. */
function myAccountRequests(spy: sinon.SinonSpy, serviceUrl: string): string[] {
  return spy
    .getCalls()
    .map((call) => {
      const input = call.args[0] as RequestInfo | URL;
      const url = input instanceof Request ? input.url : String(input);
      const method =
        input instanceof Request ? input.method : ((call.args[1] as RequestInit)?.method ?? 'GET');
      return { url, method };
    })
    .filter(({ url }) => url.startsWith(`${serviceUrl}/me/v1/`))
    .map(({ url, method }) => `${method} ${url.slice(serviceUrl.length)}`);
}

describe('<auth-profile> passkeys', () => {
  afterEach(async () => {
    sinon.restore();
    clearWebAuthClients();
    await removeAuthenticators();
  });

  it('shows no sign-in methods, fetches none of their code and asks for no My Account token when the page gave only a Management token', async () => {
    const { serviceUrl } = await testEnv();
    await withSession(async (user) => {
      const { sub } = await myAccountFor(user);
      const management = await new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID }).client.oauthToken({
        grantType: PASSWORD_REALM_GRANT,
        username: user.email,
        password: user.password,
        realm: REALM,
        audience: `${serviceUrl}/api/v2/`,
        scope: PROFILE_MANAGEMENT_SCOPES,
      });
      const checkSession = sinon.spy(WebAuthBase.prototype, 'checkSession');
      const el = await fixture<AuthProfile>(
        html`<auth-profile
          domain=${serviceUrl}
          client-id=${CLIENT_ID}
          user-id=${sub}
          .token=${management.access_token}
        ></auth-profile>`,
      );
      await waitUntil(() => part(el, 'name') !== null, 'the profile did not load', { timeout: 8000 });
      await elementUpdated(el);
      expect(part(el, 'passkeys')).to.equal(null);
      expect(part(el, 'sign-in-methods')).to.equal(null);
      expect(checkSession.called).to.equal(false);
      expect(
        performance
          .getEntriesByType('resource')
          .filter(({ name }) => /\/sign-in-methods\.(ts|js)/.test(name)),
        'the sign-in methods’ code is not fetched',
      ).to.deep.equal([]);
    });
  });

  it('lists each passkey with its name, when it was created and last used (in the element’s language), synced or bound to one device', async () => {
    const { serviceUrl } = await testEnv();
    await withSession(async (user) => {
      const { sub, myAccount } = await myAccountFor(user);
      await addAuthenticator();
      const bound = await myAccount.renamePasskey((await myAccount.enrolPasskey()).id, 'Work laptop');
      // Used to sign in: the service records when.
      await new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID }).passkeys.login();
      await removeAuthenticators();
      await addAuthenticator({ backedUp: true });
      const synced = await myAccount.enrolPasskey();
      const [boundNow] = (await myAccount.getPasskeys()).filter((passkey) => passkey.id === bound.id);
      expect(boundNow?.last_auth_at, 'the service recorded the sign-in').to.be.a('string');

      const el = await profileFor(sub, 'de');
      expect(all(el, 'passkey')).to.have.length(2);
      const first = rowOf(el, bound.id);
      expect(words(first.querySelector('[part~="passkey-name"]'))).to.equal('Work laptop');
      expect(words(first.querySelector('[part~="passkey-dates"]'))).to.equal(
        `Erstellt am ${medium(bound.created_at, 'de')} Zuletzt verwendet am ${medium(boundNow!.last_auth_at!, 'de')}`,
      );
      expect(words(first.querySelector('[part~="passkey-kind"]'))).to.equal(
        'Nur auf dem Gerät, das ihn erstellt hat',
      );
      expect(first.querySelector('[part~="passkey-device-bound"]')).to.not.equal(null);
      const second = rowOf(el, synced.id);
      expect(synced.credential_backed_up).to.equal(true);
      expect(words(second.querySelector('[part~="passkey-name"]'))).to.equal('Passkey');
      expect(words(second.querySelector('[part~="passkey-dates"]'))).to.equal(
        `Erstellt am ${medium(synced.created_at, 'de')} Noch nicht zur Anmeldung verwendet`,
      );
      expect(words(second.querySelector('[part~="passkey-kind"]'))).to.equal(
        'Auf Ihren Geräten synchronisiert',
      );
      expect(second.querySelector('[part~="passkey-rename-button"]')?.getAttribute('aria-label')).to.equal(
        'Passkey umbenennen',
      );
      await expect(el).to.be.accessible();
    }, BOTH_SCOPES);
  });

  it('adds a passkey through the browser’s prompt with a My Account token asked silently, and emits auth-passkey-created', async () => {
    const { serviceUrl } = await testEnv();
    await withSession(async (user) => {
      const { sub, myAccount } = await myAccountFor(user);
      const authenticatorId = await addAuthenticator();
      const checkSession = sinon.spy(WebAuthBase.prototype, 'checkSession');
      const el = await profileFor(sub);
      expect(words(part(el, 'passkeys-empty'))).to.equal(englishStrings.profilePasskeysEmpty);
      expect(checkSession.getCalls().map((call) => call.args[0])).to.deep.include({
        audience: `${serviceUrl}/me/`,
        scope: MY_ACCOUNT_SCOPES,
        responseType: 'token',
      });
      const sent = sinon.spy(window, 'fetch');
      const created = oneEvent(el, 'auth-passkey-created');
      part<HTMLButtonElement>(el, 'passkey-add-button').click();
      const { detail } = await created;
      const [credential] = await credentialsOf(authenticatorId);
      expect(detail.passkey.key_id).to.equal(
        credential?.credentialId.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
      );
      expect(myAccountRequests(sent, serviceUrl)).to.deep.equal([
        'POST /me/v1/authentication-methods',
        `POST /me/v1/authentication-methods/${encodeURIComponent('passkey|new')}/verify`,
      ]);
      await elementUpdated(el);
      expect(all(el, 'passkey')).to.have.length(1);
      expect(words(part(el, 'section-status'))).to.equal(englishStrings.profilePasskeyAdded);
      expect(deepActiveElement()).to.equal(
        rowOf(el, detail.passkey.id).querySelector('[part~="passkey-name"]'),
      );
      expect((await myAccount.getPasskeys()).map((passkey: PasskeyMethod) => passkey.id)).to.deep.equal([
        detail.passkey.id,
      ]);
      await expect(el).to.be.accessible();
    }, BOTH_SCOPES);
  });

  it('says so, focused, when the browser creates no passkey; nothing is added', async () => {
    await withSession(async (user) => {
      const { sub, myAccount } = await myAccountFor(user);
      await addAuthenticator({ isUserVerified: false });
      const el = await profileFor(sub);
      const failed = oneEvent(el, 'auth-error');
      part<HTMLButtonElement>(el, 'passkey-add-button').click();
      expect((await failed).detail.error.code).to.equal('passkey_cancelled');
      await elementUpdated(el);
      const message = part(el, 'passkeys-error');
      expect(words(message)).to.equal(englishStrings.errors['passkeys.passkey_cancelled']);
      await waitUntil(() => deepActiveElement() === message, 'the message did not get the focus');
      expect(all(el, 'passkey')).to.have.length(0);
      expect(await myAccount.getPasskeys()).to.deep.equal([]);
      await expect(el).to.be.accessible();
    }, BOTH_SCOPES);
  });

  it('renames inline by keyboard: Enter saves, Escape cancels, the focus returns to Rename', async () => {
    const { serviceUrl } = await testEnv();
    await withSession(async (user) => {
      const { sub, myAccount } = await myAccountFor(user);
      await addAuthenticator();
      const passkey = await myAccount.enrolPasskey();
      const el = await profileFor(sub);
      const rename = (): HTMLButtonElement =>
        rowOf(el, passkey.id).querySelector('[part~="passkey-rename-button"]') as HTMLButtonElement;
      const sent = sinon.spy(window, 'fetch');

      rename().focus();
      await sendKeys({ press: 'Enter' });
      await elementUpdated(el);
      const input = part<HTMLInputElement>(el, 'passkey-name-input');
      expect(deepActiveElement()).to.equal(input);
      await sendKeys({ type: 'Phone' });
      await sendKeys({ press: 'Escape' });
      await elementUpdated(el);
      expect(part(el, 'passkey-name-input')).to.equal(null);
      expect(deepActiveElement()).to.equal(rename());
      expect(words(rowOf(el, passkey.id).querySelector('[part~="passkey-name"]'))).to.equal('Passkey');
      expect(myAccountRequests(sent, serviceUrl)).to.deep.equal([]);

      await sendKeys({ press: 'Enter' });
      await elementUpdated(el);
      await sendKeys({ type: 'Ada’s phone' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => words(part(el, 'section-status')) === englishStrings.profilePasskeyRenamed);
      expect(myAccountRequests(sent, serviceUrl)).to.deep.equal([
        `PATCH /me/v1/authentication-methods/${encodeURIComponent(passkey.id)}`,
      ]);
      expect(words(rowOf(el, passkey.id).querySelector('[part~="passkey-name"]'))).to.equal('Ada’s phone');
      await waitUntil(() => deepActiveElement() === rename(), 'the focus did not return to Rename');
      expect((await myAccount.getPasskey(passkey.id)).name).to.equal('Ada’s phone');

      // An empty name is refused in place, nothing sent, the field keeps the focus.
      const sentBefore = myAccountRequests(sent, serviceUrl).length;
      await sendKeys({ press: 'Enter' });
      await elementUpdated(el);
      part<HTMLInputElement>(el, 'passkey-name-input').select();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ press: 'Enter' });
      await elementUpdated(el);
      expect(words(part(el, 'field-error'))).to.equal(englishStrings.profilePasskeyNameRequired);
      expect(deepActiveElement()).to.equal(part(el, 'passkey-name-input'));
      expect(myAccountRequests(sent, serviceUrl)).to.have.length(sentBefore);
      await expect(el).to.be.accessible();
    }, BOTH_SCOPES);
  });

  it('deletes after a confirmation that says what it means, tells the browser through the Signal API, and emits auth-passkey-deleted', async () => {
    const { serviceUrl } = await testEnv();
    await withSession(async (user) => {
      const { sub, myAccount } = await myAccountFor(user);
      const authenticatorId = await addAuthenticator();
      const passkey = await myAccount.renamePasskey((await myAccount.enrolPasskey()).id, 'Old key');
      const el = await profileFor(sub);
      const button = (): HTMLButtonElement =>
        rowOf(el, passkey.id).querySelector('[part~="passkey-delete-button"]') as HTMLButtonElement;
      const dialog = (): HTMLDialogElement => part<HTMLDialogElement>(el, 'passkey-delete-confirm');
      const sent = sinon.spy(window, 'fetch');
      expect(PublicKeyCredential).to.have.property('signalUnknownCredential').that.is.a('function');
      const signal = sinon.spy(
        PublicKeyCredential as unknown as { signalUnknownCredential: (o: unknown) => Promise<void> },
        'signalUnknownCredential',
      );

      button().click();
      await waitUntil(() => dialog().open, 'the dialog did not open');
      expect(words(dialog().querySelector('h3'))).to.equal('Delete Old key?');
      expect(words(dialog().querySelector('#passkey-delete-text'))).to.equal(
        englishStrings.profilePasskeyDeleteText,
      );
      expect((el.shadowRoot as ShadowRoot).activeElement?.getAttribute('part')).to.equal('cancel-button');
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      await elementUpdated(el);
      expect(dialog().open).to.equal(false);
      expect(deepActiveElement()).to.equal(button());
      expect(myAccountRequests(sent, serviceUrl)).to.deep.equal([]);

      button().click();
      await waitUntil(() => dialog().open);
      const deleted = oneEvent(el, 'auth-passkey-deleted');
      part<HTMLButtonElement>(el, 'passkey-delete-confirm-button').click();
      expect((await deleted).detail.passkey.id).to.equal(passkey.id);
      expect(myAccountRequests(sent, serviceUrl)).to.deep.equal([
        `DELETE /me/v1/authentication-methods/${encodeURIComponent(passkey.id)}`,
      ]);
      expect(signal.calledOnceWithExactly({ rpId: 'localhost', credentialId: passkey.key_id })).to.equal(
        true,
      );
      await elementUpdated(el);
      expect(all(el, 'passkey')).to.have.length(0);
      expect(words(part(el, 'section-status'))).to.equal(englishStrings.profilePasskeyDeletedSignalled);
      expect(deepActiveElement()).to.equal(part(el, 'section-status'));
      expect(await myAccount.getPasskeys()).to.deep.equal([]);
      expect(await credentialsOf(authenticatorId), 'the browser forgot the credential').to.deep.equal([]);
    }, BOTH_SCOPES);
  });

  it('without the Signal API, deleting says to remove the passkey from the device', async () => {
    await withSession(async (user) => {
      const { sub, myAccount } = await myAccountFor(user);
      await addAuthenticator();
      const passkey = await myAccount.enrolPasskey();
      const el = await profileFor(sub);
      const original = Object.getOwnPropertyDescriptor(PublicKeyCredential, 'signalUnknownCredential');
      delete (PublicKeyCredential as unknown as Record<string, unknown>)['signalUnknownCredential'];
      try {
        rowOf(el, passkey.id).querySelector<HTMLButtonElement>('[part~="passkey-delete-button"]')?.click();
        await waitUntil(() => part<HTMLDialogElement>(el, 'passkey-delete-confirm').open);
        const deleted = oneEvent(el, 'auth-passkey-deleted');
        part<HTMLButtonElement>(el, 'passkey-delete-confirm-button').click();
        await deleted;
        await elementUpdated(el);
        expect(words(part(el, 'section-status'))).to.equal(englishStrings.profilePasskeyDeleted);
      } finally {
        if (original) Object.defineProperty(PublicKeyCredential, 'signalUnknownCredential', original);
      }
    }, BOTH_SCOPES);
  });

  it('explains the consent the session lacks for the My Account API and offers Grant access there, leaving the focus where the user is', async () => {
    await withSession(async (user) => {
      const { sub } = await myAccountFor(user);
      const { serviceUrl, testOrigin } = await testEnv();
      const el = await fixture<AuthProfile>(
        html`<auth-profile
          domain=${serviceUrl}
          client-id=${CLIENT_ID}
          redirect-uri=${`${testOrigin}/`}
          user-id=${sub}
        ></auth-profile>`,
      );
      const failed = oneEvent(el, 'auth-error');
      await waitUntil(() => part(el, 'name') !== null, 'the profile did not load', { timeout: 8000 });
      await elementUpdated(el);
      // The user is already working in the profile: the methods' failure does not take the focus.
      const working = part<HTMLButtonElement>(el, 'add-button');
      working.focus();
      expect((await failed).detail.error.code).to.equal('consent_required');
      await waitUntil(() => words(part(el, 'methods-error')) !== '');
      await elementUpdated(el);
      expect(deepActiveElement() === working, 'the focus stayed on "Add a field"').to.equal(true);
      expect(words(part(el, 'name'))).to.not.equal('');
      expect(words(part(el, 'methods-error'))).to.equal(
        `${englishStrings.profileMethodsConsent} ${englishStrings.grantAccessHint}`,
      );
      expect(words(part(el, 'sign-in-methods')?.querySelector('[part~="grant-button"]'))).to.equal(
        'Grant access',
      );
      expect(part(el, 'passkeys')).to.equal(null);
      await expect(el).to.be.accessible();
    }, `openid profile email ${PROFILE_MANAGEMENT_SCOPES}`);
  });
});
