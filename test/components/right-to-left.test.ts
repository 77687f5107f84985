// The elements right to left (Arabic, Persian, Hebrew) on a 375 px phone, under the page's `dir="rtl"`
// or the element's own: nothing overflows sideways (the host and every box inside it), the
// show-password button sits at the input's left end, and labels are aligned to the right. The texts
// are whatever the language shows (a pack, or English until one is registered): only the layout is
// checked here.
import { elementUpdated, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import sinon from 'sinon';
import '../../src/components/auth-change-password/auth-change-password.js';
import '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-passwordless/auth-passwordless.js';
import '../../src/components/auth-profile/auth-profile.js';
import '../../src/components/auth-signup/auth-signup.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import { Management } from '../../src/core/index.js';
import type { ManagementUser } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import { part } from './form-element-helpers.js';
import { mfaRequired, mfaUser } from './mfa-helpers.js';
import type { MfaUser } from './mfa-helpers.js';

const DOMAIN = 'tenant.example.com';
const LANGUAGES = ['ar', 'fa', 'he'] as const;

/** `root`, its light-DOM descendants and everything in the shadow roots on the way. */
function boxes(root: Element): Element[] {
  const found: Element[] = [];
  const visit = (element: Element): void => {
    found.push(element);
    for (const child of element.children) visit(child);
    if (element.shadowRoot) for (const child of element.shadowRoot.children) visit(child);
  };
  visit(root);
  return found;
}

const describeBox = (element: Element): string =>
  `<${element.localName}${element.id ? `#${element.id}` : ''}${element.getAttribute('part') ? ` part=${element.getAttribute('part')}` : ''}${element.className && typeof element.className === 'string' ? ` class=${element.className}` : ''}>`;

/** The boxes of `host` wider inside than they are (scrollWidth > clientWidth): none may be. */
function overflowing(host: Element): string[] {
  return (
    boxes(host)
      // Visually hidden text is clipped to one pixel on purpose.
      .filter((element) => element.clientWidth > 1 && !element.classList.contains('auth-visually-hidden'))
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${describeBox(element)} ${element.scrollWidth} > ${element.clientWidth}`)
  );
}

/** The rectangle of `element`'s text (not its box). */
function textRect(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** Every shown input with a label, in `host`'s light DOM and shadow roots. */
const labelledInputs = (host: Element): HTMLInputElement[] =>
  boxes(host).filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement &&
      element.type !== 'checkbox' &&
      element.type !== 'hidden' &&
      element.getClientRects().length > 0 &&
      (element.labels?.length ?? 0) > 0,
  );

/** Checks the right-to-left layout of `host`, shown at 375 px. */
function expectRightToLeft(host: HTMLElement, { passwordToggle = false } = {}): void {
  expect(getComputedStyle(host).direction).to.equal('rtl');
  expect(host.getBoundingClientRect().width, 'the host fits the phone').to.be.at.most(375);
  expect(overflowing(host), 'boxes wider inside than they are').to.deep.equal([]);
  const inputs = labelledInputs(host);
  expect(inputs.length, 'labelled inputs').to.be.greaterThan(0);
  for (const input of inputs) {
    const label = (input.labels as NodeListOf<HTMLLabelElement>)[0] as HTMLLabelElement;
    const field = input.getBoundingClientRect();
    const text = textRect(label);
    // The label's text ends at the input's right edge (its start), not at its left.
    expect(Math.abs(field.right - text.right), `"${label.textContent?.trim()}" at the right`).to.be.below(
      Math.max(4, field.width / 10),
    );
    expect(text.left, `"${label.textContent?.trim()}" leaves the left free`).to.be.greaterThan(field.left);
  }
  const toggle = boxes(host).find((element) => element.classList.contains('auth-password-toggle'));
  if (passwordToggle) {
    expect(toggle, 'a show-password button').not.to.equal(undefined);
    const password = (toggle as Element).parentElement?.querySelector('input') as HTMLInputElement;
    const button = (toggle as Element).getBoundingClientRect();
    const field = password.getBoundingClientRect();
    expect(Math.abs(button.left - field.left), 'the button at the left end').to.be.below(2);
    expect(button.right, 'the button in the left part').to.be.below(field.left + field.width / 2);
    // The typed text starts at the right and stops before the button.
    const style = getComputedStyle(password);
    expect(parseFloat(style.paddingLeft)).to.be.at.least(button.width - 1);
  }
}

interface Case {
  name: string;
  render(lang: string): TemplateResult;
  passwordToggle?: boolean;
  before?(): void;
  ready?(host: HTMLElement): Promise<void>;
}

const CASES: Case[] = [
  {
    name: 'auth-login',
    render: (lang) =>
      html`<auth-login
        lang=${lang}
        domain=${DOMAIN}
        client-id=${CLIENT_ID}
        signup-url="/signup"
      ></auth-login>`,
    passwordToggle: true,
  },
  {
    name: 'auth-signup',
    render: (lang) =>
      html`<auth-signup
        lang=${lang}
        domain=${DOMAIN}
        client-id=${CLIENT_ID}
        login-url="/login"
        additional-fields="given_name:Given name"
      ></auth-signup>`,
    passwordToggle: true,
  },
  {
    name: 'auth-passwordless',
    render: (lang) =>
      html`<auth-passwordless lang=${lang} domain=${DOMAIN} client-id=${CLIENT_ID}></auth-passwordless>`,
  },
  {
    name: 'auth-change-password',
    render: (lang) =>
      html`<auth-change-password
        lang=${lang}
        domain=${DOMAIN}
        client-id=${CLIENT_ID}
        login-url="/login"
      ></auth-change-password>`,
  },
  {
    name: 'auth-profile',
    before: () => {
      const user: ManagementUser = {
        user_id: 'auth0|123',
        email: 'ada.lovelace.with.a.long.address@example.com',
        email_verified: true,
        name: 'Ada Lovelace',
        user_metadata: { city: 'London' },
        identities: [],
      } as unknown as ManagementUser;
      sinon.stub(Management.prototype, 'getUser').resolves(user);
    },
    render: (lang) =>
      html`<auth-profile
        lang=${lang}
        domain=${DOMAIN}
        client-id=${CLIENT_ID}
        user-id="auth0|123"
        .token=${'management-token'}
      ></auth-profile>`,
    ready: (host) =>
      waitUntil(() => part(host, 'name') !== null, 'the profile did not load', { timeout: 8000 }),
  },
];

describe('right to left at 375 px (ar, fa, he)', () => {
  before(() => setViewport({ width: 375, height: 800 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  for (const lang of LANGUAGES) {
    for (const spec of CASES) {
      it(`<${spec.name} lang=${lang}> in a page part with dir=rtl`, async () => {
        spec.before?.();
        const page = await fixture<HTMLDivElement>(html`<div dir="rtl">${spec.render(lang)}</div>`);
        const host = page.firstElementChild as HTMLElement;
        await elementUpdated(host);
        await spec.ready?.(host);
        expectRightToLeft(host, { passwordToggle: spec.passwordToggle ?? false });
      });
    }
  }

  it("follows the element's own dir=rtl in a left-to-right page", async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div dir="ltr">
        <auth-login lang="he" dir="rtl" domain=${DOMAIN} client-id=${CLIENT_ID}></auth-login>
      </div>`,
    );
    const host = page.firstElementChild as HTMLElement;
    await elementUpdated(host);
    expectRightToLeft(host, { passwordToggle: true });
  });

  describe('the second-factor step', () => {
    let user: MfaUser;
    before(async () => {
      user = await mfaUser('rtl-step');
    });

    for (const lang of LANGUAGES) {
      it(`<auth-login lang=${lang}>'s code step`, async () => {
        const { serviceUrl, testOrigin } = await testEnv();
        const page = await fixture<HTMLDivElement>(
          html`<div dir="rtl">
            <auth-login
              lang=${lang}
              domain=${serviceUrl}
              client-id=${CLIENT_ID}
              redirect-uri=${`${testOrigin}/`}
            ></auth-login>
          </div>`,
        );
        const el = page.firstElementChild as AuthLogin;
        void el.completeSecondFactor(await mfaRequired(user));
        await waitUntil(() => part(el, 'mfa-input') !== null, 'the step is not shown');
        await el.updateComplete;
        expectRightToLeft(el);
      });
    }
  });
});
