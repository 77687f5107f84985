// Every element in every theme and in several languages: axe clean (colour contrast included and
// actually evaluated), idle and in the error state; languages loaded on demand, switched by the
// element's, an ancestor's or the document's `lang`, with region fallback and page overrides.
import { expect, fixture, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/api-permissions-editor/api-permissions-editor.js';
import '../../src/components/auth-change-password/auth-change-password.js';
import '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-organization-members/auth-organization-members.js';
import '../../src/components/auth-passwordless/auth-passwordless.js';
import '../../src/components/auth-profile/auth-profile.js';
import '../../src/components/auth-signup/auth-signup.js';
import { testEnv } from '../browser-helpers.js';
import { Management, MyOrganization } from '../../src/core/index.js';
import type { AuthErrorCode, ManagementUser, ResourceServer } from '../../src/core/index.js';
import type { AuthElement } from '../../src/internal/auth-element.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { loadLanguage, resolveStrings } from '../../src/internal/i18n.js';
import { englishStrings } from '../english.js';
import type { StringKey, Strings } from '../../src/internal/i18n.js';
import { expectContrastChecked } from '../internal/contrast-helpers.js';
import { authError, clientOf } from './form-element-helpers.js';

const DOMAIN = 'tenant.example.com';
const CLIENT_ID = 'abc';
const REDIRECT_URI = 'https://app.example.com/callback';

type Theme = 'light' | 'dark' | 'auto';

/** How to show an element and put it in its error state. */
interface ElementCase {
  tag: string;
  /** A text of its chrome that every language translates. */
  titleKey: StringKey;
  /** Extra attributes the element needs. */
  attributes?: Record<string, string>;
  /** Properties set before it connects. */
  properties?: Record<string, unknown>;
  /** Stubs for the state the element is checked in first (loaded data). */
  beforeShow?(): void;
  /** Whether the element finished loading. */
  ready?(el: AuthElement): boolean;
  /** Makes the element's WebAuth or Management call reject with `code`, and starts it. */
  enterError(el: AuthElement, code: AuthErrorCode): void;
  /** The code the element fails with in the matrix (its message is expected). */
  code: AuthErrorCode;
}

/** A form element: its `method` on the shared WebAuth rejects, then the form is submitted. */
function formCase(
  tag: string,
  titleKey: StringKey,
  method: 'login' | 'signup' | 'passwordlessStart' | 'changePassword',
  code: AuthErrorCode,
  attributes?: Record<string, string>,
): ElementCase {
  return {
    tag,
    titleKey,
    code,
    ...(attributes ? { attributes } : {}),
    enterError: (el, failure) => {
      sinon.stub(clientOf(el), method).rejects(authError(failure));
      fillAndSubmit(el);
    },
  };
}

const USER: ManagementUser = {
  user_id: 'auth0|theme-test',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
  user_metadata: { city: 'London' },
  identities: [],
};

const API: ResourceServer = {
  id: 'rs_1',
  identifier: 'https://api.example.com',
  name: 'Example API',
  scopes: [{ value: 'read:reports', description: 'Read reports' }],
};

let getUser: sinon.SinonStub | undefined;
let getResourceServer: sinon.SinonStub | undefined;
let getMembers: sinon.SinonStub | undefined;
const ROLES = [
  { id: 'rol_admin', name: 'Organization admin' },
  { id: 'rol_member', name: 'Organization member' },
];

const ELEMENTS: ElementCase[] = [
  formCase('auth-login', 'loginTitle', 'login', 'access_denied'),
  formCase('auth-signup', 'signupTitle', 'signup', 'user_exists'),
  formCase('auth-passwordless', 'passwordlessTitle', 'passwordlessStart', 'network_error', {
    'response-type': 'code',
  }),
  formCase('auth-change-password', 'changePasswordTitle', 'changePassword', 'rate_limited'),
  {
    tag: 'auth-profile',
    titleKey: 'profileTitle',
    attributes: { 'user-id': USER.user_id },
    properties: { token: 'management-token' },
    code: 'server_error',
    beforeShow: () => {
      getUser = sinon.stub(Management.prototype, 'getUser').resolves(USER);
    },
    ready: (el) => (el as unknown as { user: ManagementUser | null }).user !== null,
    enterError: (el, code) => {
      getUser?.rejects(authError(code));
      (el as unknown as { load(): void }).load();
    },
  },
  {
    tag: 'api-permissions-editor',
    titleKey: 'permissionsTitle',
    attributes: { 'api-id': API.identifier },
    properties: { token: 'management-token' },
    code: 'server_error',
    beforeShow: () => {
      getResourceServer = sinon.stub(Management.prototype, 'getResourceServer').resolves(API);
    },
    ready: (el) => el.shadowRoot?.querySelector('[part~="table"], [part~="empty"]') != null,
    enterError: (el, code) => {
      getResourceServer?.rejects(authError(code));
      el.setAttribute('api-id', 'https://other.example.com');
    },
  },
  {
    tag: 'auth-organization-members',
    titleKey: 'membersListTitle',
    attributes: { organization: 'org_acme' },
    properties: { token: 'my-org-token' },
    code: 'server_error',
    beforeShow: () => {
      const member = { user_id: USER.user_id, email: 'ana@example.com', name: 'Ana', roles: [ROLES[0]!] };
      const invitation = {
        id: 'uinv_1',
        inviter: { name: 'Ana' },
        invitee: { email: 'ben@example.com' },
        invitation_url: 'https://app.example.com/?invitation=t&organization=org_acme',
        roles: ['rol_member'],
        created_at: '2026-01-01T00:00:00.000Z',
        expires_at: '2026-01-08T00:00:00.000Z',
      };
      getMembers = sinon.stub(MyOrganization.prototype, 'getMembers').resolves({ members: [member] });
      sinon
        .stub(MyOrganization.prototype, 'getDetails')
        .resolves({ id: 'org_acme', name: 'acme', display_name: 'Acme Inc.' });
      sinon.stub(MyOrganization.prototype, 'getInvitations').resolves({ invitations: [invitation] });
      sinon.stub(MyOrganization.prototype, 'getRoles').resolves(ROLES);
    },
    ready: (el) => el.shadowRoot?.querySelector('[part~="members"]') != null,
    enterError: (el, code) => {
      getMembers?.rejects(authError(code));
      (el as unknown as { load(): void }).load();
    },
  },
];

/** Creates `tag` with the test configuration and `attributes`, connected and rendered. */
async function show<T extends AuthElement = AuthElement>(
  tag: string,
  attributes: Record<string, string | undefined> = {},
  properties: Record<string, unknown> = {},
): Promise<T> {
  const el = document.createElement(tag) as T;
  Object.assign(el, properties);
  const all: Record<string, string | undefined> = {
    domain: DOMAIN,
    'client-id': CLIENT_ID,
    'redirect-uri': REDIRECT_URI,
    ...attributes,
  };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) el.setAttribute(name, value);
  return fixture<T>(html`${el}`);
}

/** The complete dictionary the element should show in `lang`. */
async function stringsFor(lang: string): Promise<Strings> {
  return resolveStrings(await loadLanguage(lang));
}

const shadowText = (el: Element): string => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');
const errorText = (el: Element): string =>
  (el.shadowRoot?.querySelector('[part~="error"]')?.textContent ?? '').trim();
const title = (el: Element): string =>
  (el.shadowRoot?.querySelector('[part~="title"]')?.textContent ?? '').trim();
const submitButton = (el: Element): HTMLButtonElement =>
  el.querySelector('button[type="submit"]') as HTMLButtonElement;

/** Fills every field of the element's light-DOM form with a valid value and submits it. */
function fillAndSubmit(el: Element): void {
  const form = el.querySelector('form') as HTMLFormElement;
  for (const input of form.querySelectorAll('input')) {
    const value =
      input.type === 'email'
        ? 'someone@example.com'
        : input.type === 'password'
          ? 'Corr3ct-Horse-Battery!'
          : input.type === 'tel'
            ? '+15551234567'
            : 'someone';
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  form.requestSubmit();
}

async function failWith(el: AuthElement, spec: ElementCase, code = spec.code): Promise<void> {
  await el.updateComplete;
  spec.enterError(el, code);
  await waitUntil(() => errorText(el) !== '', `${spec.tag} showed no error`, { timeout: 4000 });
  await el.updateComplete;
}

/** Resource-timing evidence that the module of `lang` was fetched. */
const fetchedPack = (lang: string): boolean =>
  performance
    .getEntriesByType('resource')
    .some((entry) => new RegExp(`/internal/strings/${lang}\\.(js|ts)(\\?|$)`).test(entry.name));

describe('themes and languages of every element', () => {
  afterEach(async () => {
    sinon.restore();
    clearWebAuthClients();
    document.documentElement.removeAttribute('lang');
    await emulateMedia({ colorScheme: 'light' });
  });

  // First in the file: nothing has asked for French yet.
  it('loads a language only when an element shows it', async () => {
    expect(fetchedPack('fr')).to.equal(false);
    const el = await show('auth-login');
    expect(title(el)).to.equal(englishStrings.loginTitle);
    expect(fetchedPack('fr')).to.equal(false);

    el.lang = 'fr';
    await el.updateComplete;
    expect(title(el)).to.equal('Connexion');
    expect(submitButton(el).textContent?.trim()).to.equal('Se connecter');
    expect(fetchedPack('fr')).to.equal(true);
    // Only what was shown: Spanish was never asked for.
    expect(fetchedPack('es')).to.equal(false);
  });

  describe('choosing the language', () => {
    it("follows the element's own lang as it changes, back to English without one", async () => {
      const el = await show('auth-login', { lang: 'de' });
      expect(title(el)).to.equal('Anmelden');
      expect(el.querySelector('label')?.textContent?.trim()).to.equal('E-Mail-Adresse');
      el.setAttribute('lang', 'ja');
      await el.updateComplete;
      expect(title(el)).to.equal('ログイン');
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(title(el)).to.equal(englishStrings.loginTitle);
    });

    it('follows <html lang> as it changes, for every element without its own lang', async () => {
      const login = await show('auth-login');
      const signup = await show('auth-signup');
      const own = await show('auth-change-password', { lang: 'ja' });
      document.documentElement.lang = 'es';
      await waitUntil(() => title(login) === 'Iniciar sesión', 'login not in Spanish');
      await waitUntil(() => title(signup) === 'Crear una cuenta', 'signup not in Spanish');
      document.documentElement.lang = 'de';
      await waitUntil(() => title(login) === 'Anmelden', 'login not in German');
      expect(title(own)).to.equal('パスワードの再設定');
      document.documentElement.removeAttribute('lang');
      await waitUntil(() => title(login) === englishStrings.loginTitle, 'login not back in English');
    });

    it("follows the closest ancestor's lang", async () => {
      // fixtureSync: `fixture` of a plain element waits for an animation frame (see languages.test.ts).
      const box = fixtureSync<HTMLDivElement>(
        html`<div lang="ja">
          <auth-login domain=${DOMAIN} client-id=${CLIENT_ID}></auth-login>
        </div>`,
      );
      const el = box.querySelector('auth-login') as AuthElement;
      await el.updateComplete;
      expect(title(el)).to.equal('ログイン');
      box.lang = 'es-MX';
      await waitUntil(() => title(el) === 'Iniciar sesión', 'not in Spanish');
    });

    it('falls back from a region to its language, and to English', async () => {
      const austrian = await show('auth-signup', { lang: 'de-AT' });
      expect(title(austrian)).to.equal('Konto erstellen');
      const portuguese = await show('auth-signup', { lang: 'pt-PT' });
      expect(title(portuguese)).to.equal('Criar conta');
      const taiwanese = await show('auth-signup', { lang: 'zh-TW' });
      expect(title(taiwanese)).to.equal(englishStrings.signupTitle);
    });

    it('hints once per language per page at a language without a pack, then shows English', async () => {
      const hints = sinon.spy(console, 'info');
      const first = await show('auth-login', { lang: 'kl' });
      const second = await show('auth-signup', { lang: 'kl-GL' });
      first.requestUpdate();
      await first.updateComplete;
      first.lang = 'de';
      await first.updateComplete;
      first.lang = 'kl';
      await first.updateComplete;
      expect(title(first)).to.equal(englishStrings.loginTitle);
      expect(title(second)).to.equal(englishStrings.signupTitle);
      const about = (lang: string): unknown[][] =>
        hints.args.filter((args) => String(args[0]).includes(`"${lang}`));
      expect(about('kl')).to.have.length(1);
      expect(String(about('kl')[0]?.[0])).to.contain('registerLanguage');
      // Another language gets its own hint; English and no language none.
      await show('auth-login', { lang: 'kw' });
      await show('auth-login', { lang: 'en-AU' });
      await show('auth-login');
      expect(about('kw')).to.have.length(1);
      expect(hints.args.filter((args) => String(args[0]).includes('"en'))).to.have.length(0);
    });

    it("the page's strings win over the language pack, errors included", async () => {
      const el = await show('auth-login', { lang: 'de' });
      el.strings = { loginSubmit: 'Los geht’s', errors: { access_denied: 'Das war nichts.' } };
      await el.updateComplete;
      expect(submitButton(el).textContent?.trim()).to.equal('Los geht’s');
      expect(title(el)).to.equal('Anmelden');
      await failWith(el, ELEMENTS[0] as ElementCase, 'access_denied');
      expect(errorText(el)).to.equal('Das war nichts.');
    });

    it("shows the service's description only for a code without a translation", async () => {
      const el = await show('auth-login', { lang: 'ja' });
      sinon
        .stub(clientOf(el), 'login')
        .onFirstCall()
        .rejects(authError('invalid_request', 'The username is malformed.'))
        .onSecondCall()
        .rejects(authError('blocked_user', 'user is blocked'));
      fillAndSubmit(el);
      await waitUntil(() => errorText(el) !== '', 'no error');
      expect(errorText(el)).to.equal('The username is malformed.');
      submitButton(el).click();
      await waitUntil(() => errorText(el) !== 'The username is malformed.', 'no second error');
      expect(errorText(el)).to.equal((await stringsFor('ja')).errors.blocked_user);
      expect(errorText(el)).not.to.contain('user is blocked');
    });

    it('shows the translated message for an error from the real service', async () => {
      const env = await testEnv();
      // 127.0.0.1: the service's localhost session cookie is not involved.
      const serviceUrl = env.serviceUrl.replace('//localhost', '//127.0.0.1');
      const el = await show('auth-signup', { domain: serviceUrl, 'client-id': 'demo-spa', lang: 'de' });
      const form = el.querySelector('form') as HTMLFormElement;
      (form.querySelector('input[type="email"]') as HTMLInputElement).value = 'demo@example.com';
      const password = form.querySelector('input[type="password"]') as HTMLInputElement;
      password.value = 'An0ther-Passw0rd!';
      password.dispatchEvent(new Event('input', { bubbles: true }));
      form.requestSubmit();
      await waitUntil(() => errorText(el) !== '', 'no error', { timeout: 8000 });
      expect(errorText(el)).to.equal((await stringsFor('de')).errors.user_exists);
    });
  });

  describe('axe clean, colour contrast included, idle and in error', () => {
    const combinations: { theme: Theme; system: 'light' | 'dark'; lang: string }[] = [
      { theme: 'light', system: 'light', lang: 'en' },
      { theme: 'dark', system: 'light', lang: 'en' },
      { theme: 'light', system: 'dark', lang: 'de' },
      { theme: 'dark', system: 'light', lang: 'de' },
      { theme: 'light', system: 'light', lang: 'ja' },
      { theme: 'dark', system: 'dark', lang: 'ja' },
      { theme: 'auto', system: 'dark', lang: 'de' },
      { theme: 'auto', system: 'light', lang: 'ja' },
    ];

    for (const spec of ELEMENTS) {
      describe(`<${spec.tag}>`, () => {
        for (const { theme, system, lang } of combinations) {
          it(`theme=${theme} on a ${system} system, lang=${lang}`, async () => {
            await emulateMedia({ colorScheme: system });
            spec.beforeShow?.();
            const el = await show(spec.tag, { ...spec.attributes, theme, lang }, spec.properties);
            if (spec.ready) {
              await waitUntil(() => spec.ready?.(el), `${spec.tag} did not load`, { timeout: 4000 });
              await el.updateComplete;
            }
            const strings = await stringsFor(lang);
            const dark = theme === 'dark' || (theme === 'auto' && system === 'dark');
            expect(getComputedStyle(el).colorScheme).to.equal(dark ? 'dark' : 'light');
            expect(shadowText(el)).to.contain(strings[spec.titleKey]);

            await expectContrastChecked(el);
            await expect(el).to.be.accessible();

            await failWith(el, spec);
            expect(errorText(el)).to.equal(strings.errors[spec.code]);
            // At least the title and the error message (the editor shows nothing else after a failed load).
            await expectContrastChecked(el, 2);
            await expect(el).to.be.accessible();
          });
        }
      });
    }
  });

  it('keeps a theme switch live: the same element in light, then dark, then following the system', async () => {
    const el = await show('auth-login', { theme: 'light' });
    const background = (): string => getComputedStyle(el).backgroundColor;
    expect(background()).to.equal('rgb(255, 255, 255)');
    el.theme = 'dark';
    await el.updateComplete;
    expect(background()).to.equal('rgb(30, 31, 34)');
    el.theme = 'auto';
    await el.updateComplete;
    expect(background()).to.equal('rgb(255, 255, 255)');
    await emulateMedia({ colorScheme: 'dark' });
    await waitUntil(() => background() === 'rgb(30, 31, 34)', 'auto follows the dark system theme');
    await expectContrastChecked(el);
  });
});
