// Every built-in language (BUILT_IN_LANGUAGES of languages.ts, so each language added there is covered): <auth-login>
// and <auth-signup> with `lang` set show that pack's title and submit button, and on a 375 px phone no
// button, link or label is cut off (none is wider inside than it is), long German and Finnish words
// included.
import { elementUpdated, expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-signup/auth-signup.js';
import { loadLanguage } from '../../src/internal/i18n.js';
import { BUILT_IN_LANGUAGES } from '../../src/internal/languages.js';
import type { StringKey } from '../../src/internal/i18n.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { englishStrings } from '../english.js';

const DOMAIN = 'tenant.example.com';
const CLIENT_ID = 'abc';

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

/** Shown buttons, links, labels and headings whose content is wider than their box. */
function cutOff(host: Element): string[] {
  return boxes(host)
    .filter((element) => /^(button|a|label|h\d|p|span)$/.test(element.localName))
    .filter((element) => element.clientWidth > 1 && !element.classList.contains('auth-visually-hidden'))
    .filter((element) => element.scrollWidth > element.clientWidth)
    .map(
      (element) =>
        `<${element.localName}> "${element.textContent?.trim()}" ${element.scrollWidth} > ${element.clientWidth}`,
    );
}

const title = (el: Element): string =>
  (el.shadowRoot?.querySelector('[part~="title"]')?.textContent ?? '').trim();
const submit = (el: Element): string =>
  (el.querySelector('button[type="submit"]')?.textContent ?? '').replace(/\s+/g, ' ').trim();

const ELEMENTS = [
  {
    tag: 'auth-login',
    keys: ['loginTitle', 'loginSubmit'] as StringKey[],
    render: (lang: string) =>
      html`<auth-login
        lang=${lang}
        domain=${DOMAIN}
        client-id=${CLIENT_ID}
        social="google-oauth2,github,apple"
        signup-url="/signup"
      ></auth-login>`,
  },
  {
    tag: 'auth-signup',
    keys: ['signupTitle', 'signupSubmit'] as StringKey[],
    render: (lang: string) =>
      html`<auth-signup
        lang=${lang}
        domain=${DOMAIN}
        client-id=${CLIENT_ID}
        login-url="/login"
      ></auth-signup>`,
  },
];

describe('each built-in language renders translated, uncut at 375 px', () => {
  before(() => setViewport({ width: 375, height: 900 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => clearWebAuthClients());

  for (const lang of Object.keys(BUILT_IN_LANGUAGES)) {
    for (const spec of ELEMENTS) {
      it(`<${spec.tag} lang=${lang}>`, async () => {
        const pack = (await loadLanguage(lang)) as Record<string, string>;
        const el = await fixture<HTMLElement>(spec.render(lang));
        await elementUpdated(el);
        const [titleKey, submitKey] = spec.keys as [StringKey, StringKey];
        expect(title(el), titleKey).to.equal(pack[titleKey]);
        expect(submit(el), submitKey).to.equal(pack[submitKey]);
        // Translated, not English (a title may equal English only where the language says it so).
        expect([title(el), submit(el)], 'translated').not.to.deep.equal([
          englishStrings[titleKey],
          englishStrings[submitKey],
        ]);
        expect(el.getBoundingClientRect().width).to.be.at.most(375);
        expect(cutOff(el), 'cut off').to.deep.equal([]);
      });
    }
  }
});
