// The comforts of the sign-in elements: provider logos on the social buttons,
// the show-password toggle, the Caps Lock warning, branding (logo and heading slots), passwordless
// names and intros, and the autocomplete tokens of sign-up. Each in real Chromium.
import { loadSocialMarks } from '../../src/internal/chunks.js';
import { elementUpdated, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import { testEnv, uniqueEmail } from '../browser-helpers.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-signup/auth-signup.js';
import '../../src/components/auth-passwordless/auth-passwordless.js';
import '../../src/components/auth-change-password/auth-change-password.js';
import type { AuthSignup } from '../../src/components/auth-signup/auth-signup.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { contrastRatio } from '../internal/contrast-helpers.js';
import type { AuthPasswordless } from '../../src/components/auth-passwordless/auth-passwordless.js';
import { clientOf, deepActiveElement, layoutObserved, typeInto } from './form-element-helpers.js';

const KNOWN = ['google-oauth2', 'github', 'facebook', 'apple', 'windowslive', 'twitter', 'linkedin'];

/** The CSS properties that can fetch an image. */
const URL_PROPERTIES = [
  'background-image',
  'mask-image',
  'list-style-image',
  'border-image-source',
  'content',
];

const shadowAll = (el: Element, selector: string): HTMLElement[] => [
  ...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? []),
];

/** The opaque background behind `element`: its own, else the nearest ancestor's (through shadow roots). */
function backgroundOf(element: Element): string {
  let node: Element | null = element;
  while (node) {
    const color = getComputedStyle(node).backgroundColor;
    if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  }
  return 'rgb(255, 255, 255)';
}

const input = (el: Element, name: string): HTMLInputElement =>
  el.querySelector(`form input[name="${name}"]`) as HTMLInputElement;
const toggleOf = (field: HTMLInputElement): HTMLButtonElement =>
  field.closest('.auth-field')?.querySelector('button.auth-password-toggle') as HTMLButtonElement;
/** The Caps Lock warning tied to `field`: an element its aria-describedby names, with aria-live. */
const capsWarningOf = (field: HTMLInputElement): HTMLElement | undefined =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id))
    .find((node): node is HTMLElement => node?.classList.contains('auth-caps-lock') ?? false);

/**
 * A key event as the keyboard sends it with Caps Lock on or off. The DevTools protocol behind
 * sendKeys cannot set the Caps Lock modifier, so the event is built with `modifierCapsLock`, which is
 * exactly what `getModifierState('CapsLock')` reads.
 */
function pressWithCapsLock(field: HTMLInputElement, on: boolean): void {
  for (const type of ['keydown', 'keyup']) {
    field.dispatchEvent(
      new KeyboardEvent(type, { key: on ? 'A' : 'a', modifierCapsLock: on, bubbles: true, composed: true }),
    );
  }
}

const loginFixture = (): Promise<AuthLogin> =>
  fixture<AuthLogin>(html`<auth-login domain="tenant.example.com" client-id="abc"></auth-login>`);
const signupFixture = (): Promise<AuthSignup> =>
  fixture<AuthSignup>(html`<auth-signup domain="tenant.example.com" client-id="abc"></auth-signup>`);

describe('sign-in comforts', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  describe('social buttons', () => {
    it('show each common provider its own inline logo, and unknown connections a neutral one', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login
          domain="tenant.example.com"
          client-id="abc"
          social="${KNOWN.join(' ')} my-idp"
        ></auth-login>`,
      );
      // The brands' marks are fetched when the first is shown; the element renders again with them.
      await loadSocialMarks();
      await el.updateComplete;
      const buttons = shadowAll(el, '[part~="social-button"]');
      expect(buttons).to.have.length(KNOWN.length + 1);
      const icons = buttons.map((button) => button.querySelector('svg'));
      expect(icons.map((icon) => icon?.dataset['icon'])).to.deep.equal([...KNOWN, 'neutral']);
      for (const [index, icon] of icons.entries()) {
        // Decorative: the button's text names the provider; first in the button, before the text.
        expect(icon?.getAttribute('aria-hidden')).to.equal('true');
        expect(buttons[index]?.firstElementChild).to.equal(icon);
        // Drawn, not loaded: no <image>, <use> or anything else that could reference a URL.
        expect(icon?.querySelector('image, use, foreignObject, [href], [src]')).to.equal(null);
        expect(icon?.querySelectorAll('path, circle, rect').length).to.be.greaterThan(0);
        const box = icon?.getBoundingClientRect();
        expect(box?.width).to.be.within(16, 32);
        expect(box?.height).to.equal(box?.width);
      }
      // Every mark is different from the others.
      expect(new Set(icons.map((icon) => icon?.innerHTML)).size).to.equal(icons.length);
      await expect(el).to.be.accessible();
    });

    it('load nothing from the network for the logos', async () => {
      const before = performance.getEntriesByType('resource').length;
      const el = await fixture<AuthLogin>(html`<auth-login social=${KNOWN.join(' ')}></auth-login>`);
      // Laid out: whatever the buttons' markup or styles ask for has been requested by then.
      await layoutObserved();
      // Nothing in them names a URL: not their markup (above) and not their computed styles.
      for (const button of shadowAll(el, '[part~="social-button"]')) {
        for (const node of [button, ...button.querySelectorAll('*')]) {
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(node, pseudo);
            for (const property of URL_PROPERTIES) {
              expect(
                style.getPropertyValue(property),
                `${property} of ${node.localName}${pseudo ?? ''}`,
              ).not.to.match(/url\(/);
            }
          }
        }
      }
      const after = performance.getEntriesByType('resource').slice(before);
      expect(after.map((entry) => entry.name)).to.deep.equal([]);
    });

    for (const theme of ['light', 'dark'] as const) {
      it(`keep the one-colour logos and the label readable in the ${theme} theme`, async () => {
        const el = await fixture<AuthLogin>(
          html`<auth-login theme=${theme} social="github apple twitter my-idp"></auth-login>`,
        );
        for (const button of shadowAll(el, '[part~="social-button"]')) {
          // One-colour marks are drawn in the text colour (black or white, as the brands ask).
          const color = getComputedStyle(button.querySelector('svg') as SVGElement).color;
          expect(color).to.equal(getComputedStyle(el).color);
          const background = backgroundOf(button);
          expect(contrastRatio(color, background)).to.be.at.least(4.5);
          expect(contrastRatio(getComputedStyle(button).color, background)).to.be.at.least(4.5);
        }
        await expect(el).to.be.accessible();
      });
    }
  });

  for (const [tag, make] of [
    ['auth-login', loginFixture],
    ['auth-signup', signupFixture],
  ] as const) {
    describe(`show password in <${tag}>`, () => {
      it('is a real, named toggle button beside a password input in the light-DOM form', async () => {
        const el = await make();
        const field = input(el, 'password');
        expect(field.type).to.equal('password');
        const toggle = toggleOf(field);
        expect(toggle, 'toggle').to.be.instanceOf(HTMLButtonElement);
        expect(toggle.type).to.equal('button');
        expect(toggle.getAttribute('aria-label')).to.equal('Show password');
        expect(toggle.getAttribute('aria-pressed')).to.equal('false');
        expect(toggle.getAttribute('aria-controls')).to.equal(field.id);
        expect(toggle.form).to.equal(field.form);
        await expect(el).to.be.accessible();
      });

      it('shows and hides the password from the keyboard, keeping what was typed', async () => {
        const el = await make();
        // A key on the wrong control must not send anything anywhere.
        sinon.stub(clientOf(el), 'login').returns(new Promise<never>(() => {}));
        sinon.stub(clientOf(el), 'signup').returns(new Promise<never>(() => {}));
        const field = input(el, 'password');
        const toggle = toggleOf(field);
        expect(toggle, 'toggle').to.be.instanceOf(HTMLButtonElement);
        await typeInto(field, 'Secret-123');
        await sendKeys({ press: 'Tab' });
        expect(deepActiveElement()).to.equal(toggle);
        await sendKeys({ press: 'Space' });
        await elementUpdated(el);
        expect(field.type).to.equal('text');
        expect(field.value).to.equal('Secret-123');
        expect(toggle.getAttribute('aria-pressed')).to.equal('true');
        expect(deepActiveElement()).to.equal(toggle);
        await expect(el).to.be.accessible();
        await sendKeys({ press: 'Enter' });
        await elementUpdated(el);
        expect(field.type).to.equal('password');
        expect(toggle.getAttribute('aria-pressed')).to.equal('false');
        expect(field.value).to.equal('Secret-123');
      });

      it('turns the field back into a password field before the form is submitted', async () => {
        const el = await make();
        const client = clientOf(el);
        const seen: string[] = [];
        const record = (): Promise<never> => {
          seen.push(input(el, 'password').type);
          return new Promise<never>(() => {});
        };
        sinon.stub(client, 'login').callsFake(record);
        sinon.stub(client, 'signup').callsFake(record);
        input(el, 'email').value = 'someone@example.com';
        const field = input(el, 'password');
        field.value = 'Corr3ct-Horse!';
        toggleOf(field).click();
        await elementUpdated(el);
        expect(field.type).to.equal('text');
        field.form?.addEventListener('submit', () => seen.push(`submit:${field.type}`));
        field.form?.requestSubmit();
        await elementUpdated(el);
        expect(seen).to.have.members(['submit:password', 'password']);
        expect(toggleOf(field).getAttribute('aria-pressed')).to.equal('false');
      });
    });

    describe(`Caps Lock warning in <${tag}>`, () => {
      it('is announced politely and tied to the password field while Caps Lock is on', async () => {
        const el = await make();
        const field = input(el, 'password');
        const warning = capsWarningOf(field);
        expect(warning, 'a warning region in aria-describedby').to.be.instanceOf(HTMLElement);
        expect(warning?.getAttribute('aria-live')).to.equal('polite');
        expect(warning?.textContent?.trim()).to.equal('');
        expect(warning?.getBoundingClientRect().height, 'no room while off').to.equal(0);
        field.focus();
        pressWithCapsLock(field, true);
        await elementUpdated(el);
        expect(capsWarningOf(field)).to.equal(warning);
        expect(warning?.textContent?.trim()).to.equal('Caps Lock is on.');
        expect(warning?.getBoundingClientRect().height, 'visible while on').to.be.greaterThan(0);
        await expect(el).to.be.accessible();
        pressWithCapsLock(field, false);
        await elementUpdated(el);
        expect(warning?.textContent?.trim()).to.equal('');
        pressWithCapsLock(field, true);
        await elementUpdated(el);
        field.blur();
        await elementUpdated(el);
        expect(warning?.textContent?.trim(), 'cleared when the field loses focus').to.equal('');
      });

      it('speaks the element language', async () => {
        const el = await make();
        el.lang = 'de';
        await el.updateComplete;
        const field = input(el, 'password');
        field.focus();
        pressWithCapsLock(field, true);
        await elementUpdated(el);
        expect(capsWarningOf(field)?.textContent?.trim()).to.equal('Die Feststelltaste ist aktiviert.');
        expect(toggleOf(field).getAttribute('aria-label')).to.equal('Passwort anzeigen');
      });
    });
  }

  describe('autocomplete tokens', () => {
    it('ties sign-up to the saved username and a new password, login to the current one', async () => {
      const signup = await signupFixture();
      expect(input(signup, 'email').autocomplete).to.equal('username');
      expect(input(signup, 'password').autocomplete).to.equal('new-password');
      signup.requiresUsername = true;
      await signup.updateComplete;
      // With a username field, that field is the one the password is saved for.
      expect(input(signup, 'username').autocomplete).to.equal('username');
      expect(input(signup, 'email').autocomplete).to.equal('email');
      const login = await loginFixture();
      expect(input(login, 'email').autocomplete).to.equal('username');
      expect(input(login, 'password').autocomplete).to.equal('current-password');
    });
  });

  describe('branding', () => {
    const LOGO = `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0b57d0"/></svg>',
    )}`;
    const TAGS = ['auth-login', 'auth-signup', 'auth-passwordless', 'auth-change-password'];
    const make = (tag: string, attributes: string, content = ''): Promise<HTMLElement> =>
      fixture<HTMLElement>(
        staticHtml`<${unsafeStatic(tag)} domain="tenant.example.com" client-id="abc" ${unsafeStatic(attributes)}
          >${unsafeStatic(content)}</${unsafeStatic(tag)}>`,
      );
    const title = (el: HTMLElement): HTMLElement =>
      el.shadowRoot?.querySelector('[part~="title"]') as HTMLElement;
    const logoBox = (el: HTMLElement): HTMLElement =>
      el.shadowRoot?.querySelector('[part~="logo"]') as HTMLElement;
    /** The visible text of the title: its own text, or what is slotted into it. */
    const titleText = (el: HTMLElement): string => {
      const slot = title(el).querySelector('slot');
      const assigned = slot?.assignedNodes() ?? [];
      return (
        assigned.length > 0 ? assigned.map((node) => node.textContent).join('') : (slot?.textContent ?? '')
      ).trim();
    };

    for (const tag of TAGS) {
      it(`<${tag}> shows a logo above the title from logo-url or the logo slot, and none by default`, async () => {
        const plain = await make(tag, '');
        expect(logoBox(plain).getClientRects().length, 'no logo box without a logo').to.equal(0);

        const byUrl = await make(tag, `logo-url="${LOGO}"`);
        const image = byUrl.shadowRoot?.querySelector('[part~="logo-image"]') as HTMLImageElement;
        expect(image.getAttribute('src')).to.equal(LOGO);
        expect(image.alt).to.equal('');
        await image.decode();
        expect(logoBox(byUrl).getBoundingClientRect().bottom).to.be.at.most(
          title(byUrl).getBoundingClientRect().top,
        );
        expect(image.getBoundingClientRect().height).to.be.within(1, 48);
        await expect(byUrl).to.be.accessible();

        const bySlot = await make(tag, `logo-url="${LOGO}"`, `<img slot="logo" alt="Acme" src="${LOGO}" />`);
        const slotted = bySlot.querySelector('img[slot="logo"]') as HTMLImageElement;
        await slotted.decode();
        expect(slotted.assignedSlot?.name).to.equal('logo');
        expect(logoBox(bySlot).getClientRects().length).to.be.greaterThan(0);
        expect(slotted.getBoundingClientRect().bottom).to.be.at.most(
          title(bySlot).getBoundingClientRect().top,
        );
        await expect(bySlot).to.be.accessible();
      });

      it(`<${tag}> takes its title text from the heading attribute or slot`, async () => {
        const byAttribute = await make(tag, 'heading="Welcome back to Acme"');
        expect(titleText(byAttribute)).to.equal('Welcome back to Acme');
        const bySlot = await make(tag, '', '<span slot="heading">Acme account</span>');
        expect(titleText(bySlot)).to.equal('Acme account');
        expect(title(bySlot).tagName).to.equal('H2');
        await expect(bySlot).to.be.accessible();
      });
    }
  });

  describe('passwordless', () => {
    const intro = (el: HTMLElement): string =>
      el.shadowRoot?.querySelector('[part~="intro"]')?.textContent?.trim() ?? '';
    /** The accessible name of the element's light-DOM form (a named form is a landmark). */
    const formName = (el: HTMLElement): string | null =>
      el.querySelector('form')?.getAttribute('aria-label') ?? null;

    for (const [connection, send, expected] of [
      ['email', 'code', 'We send a one-time code by email.'],
      ['email', 'link', 'We send a one-time link by email.'],
      ['sms', 'code', 'We send a one-time code by text message.'],
      ['sms', 'link', 'We send a one-time link by text message.'],
    ] as const) {
      it(`says what it sends: ${connection}, send="${send}"`, async () => {
        const el = await fixture<AuthPasswordless>(
          html`<auth-passwordless connection=${connection} send=${send}></auth-passwordless>`,
        );
        expect(intro(el)).to.equal(expected);
        expect(formName(el)).to.equal(send === 'link' ? 'Get a login link' : 'Get a login code');
      });
    }

    for (const send of ['code', 'link'] as const) {
      it(`names its two forms distinctly (send="${send}"), against the local service`, async () => {
        const { serviceUrl, testOrigin } = await testEnv();
        const el = await fixture<AuthPasswordless>(
          html`<auth-passwordless
            domain=${serviceUrl}
            client-id="demo-spa"
            redirect-uri=${`${testOrigin}/test/fixtures/callback.html`}
            response-type="code"
            connection="email"
            send=${send}
          ></auth-passwordless>`,
        );
        const first = formName(el);
        await expect(el).to.be.accessible();
        const sent = oneEvent(el, 'auth-code-sent');
        await typeInto(input(el, 'email'), uniqueEmail(`names-${send}`));
        await sendKeys({ press: 'Enter' });
        await sent;
        await elementUpdated(el);
        const second = formName(el);
        expect(second).to.equal(send === 'code' ? 'Enter your login code' : 'Didn’t get the link?');
        expect(second).not.to.equal(first);
        await expect(el).to.be.accessible();
      });
    }

    it('names its forms and says what it sends in the element language', async () => {
      const el = await fixture<AuthPasswordless>(
        html`<auth-passwordless lang="de" connection="sms" send="link"></auth-passwordless>`,
      );
      await el.updateComplete;
      expect(intro(el)).to.equal('Wir senden Ihnen einen Einmal-Link per SMS.');
      expect(formName(el)).to.equal('Anmeldelink anfordern');
    });
  });
});
