// Plain-DOM fixtures use fixtureSync: `fixture` waits for an animation frame, which a background
// tab (test files run side by side) may not get.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { TemplateResult } from 'lit';
import sinon from 'sinon';
import {
  clearLanguages,
  loadLanguage,
  onLanguagesChanged,
  registerEnglish,
  registerLanguage,
} from '../../src/internal/i18n.js';
import { BUILT_IN_LANGUAGES } from '../../src/internal/languages.js';
import { englishStrings } from '../english.js';
import type { LanguageLoader } from '../../src/internal/i18n.js';
import { observeLang, resolveLang } from '../../src/internal/lang-observer.js';
import de from '../../src/internal/strings/de.js';
import es from '../../src/internal/strings/es.js';
import fr from '../../src/internal/strings/fr.js';
import ja from '../../src/internal/strings/ja.js';
import { accountErrorMessages, accountStrings } from '../../src/internal/strings/en-account.js';
import { changePasswordStrings } from '../../src/internal/strings/en-change-password.js';
import {
  passwordlessErrorMessages,
  passwordlessStrings,
} from '../../src/internal/strings/en-passwordless.js';
import { signupErrorMessages, signupStrings } from '../../src/internal/strings/en-signup.js';
import { mfaErrorMessages, mfaStrings } from '../../src/internal/strings/en-mfa.js';
import { passkeyLoginStrings } from '../../src/internal/strings/en-passkeys.js';
import { passkeyErrorMessages } from '../../src/internal/strings/en-passkey-errors.js';
import { passkeySignupStrings } from '../../src/internal/strings/en-passkeys-signup.js';
import { passkeyUpgradeStrings } from '../../src/internal/strings/en-passkeys-upgrade.js';
import {
  organizationErrorMessages,
  organizationStrings,
} from '../../src/internal/strings/en-organizations.js';
import {
  signInMethodsErrorMessages,
  signInMethodsStrings,
} from '../../src/internal/strings/en-sign-in-methods.js';

// The complete English dictionary, as on a page with every element (each element but <auth-login>
// and <auth-provider> registers its own; the second-factor step registers its own when loaded): every
// pack translates all of it.
registerEnglish(passwordlessStrings, passwordlessErrorMessages);
registerEnglish(signupStrings, signupErrorMessages);
registerEnglish(changePasswordStrings);
registerEnglish(accountStrings, accountErrorMessages);
registerEnglish(mfaStrings, mfaErrorMessages);
registerEnglish(passkeyLoginStrings, passkeyErrorMessages);
registerEnglish(passkeySignupStrings);
registerEnglish(passkeyUpgradeStrings);
registerEnglish(signInMethodsStrings, signInMethodsErrorMessages);
registerEnglish(organizationStrings, organizationErrorMessages);

/** Every built-in language by tag (imported statically here only: this page checks their content). */
const PACKS: Record<string, { readonly [key: string]: unknown; readonly errors: object }> = {
  de,
  es,
  fr,
  ja,
};

const sorted = (keys: Iterable<string>): string[] => [...keys].sort();
/** The names a text fills: `{name}` and `{name, plural, …}` (a plural counts as its name). */
const placeholders = (text: string): string[] =>
  sorted(new Set([...text.matchAll(/\{(\w+)(?=\}|,\s*plural,)/g)].map((match) => match[1] as string)));

/** Pairs of [key, English text, translated text], errors as `errors.<code>`. */
function entries(pack: (typeof PACKS)[string]): [string, string, unknown][] {
  const result: [string, string, unknown][] = [];
  for (const [key, english] of Object.entries(englishStrings)) {
    if (key === 'errors') continue;
    result.push([key, english as string, pack[key]]);
  }
  for (const [code, english] of Object.entries(englishStrings.errors)) {
    result.push([`errors.${code}`, english as string, (pack.errors as Record<string, unknown>)[code]]);
  }
  return result;
}

describe('languages', () => {
  afterEach(() => {
    clearLanguages();
    sinon.restore();
  });

  it('ships German, French, Spanish and Japanese, each loaded by its own loader', async () => {
    expect(sorted(Object.keys(BUILT_IN_LANGUAGES))).to.include.members(['de', 'es', 'fr', 'ja']);
    // Registered from the start: each loads its pack; English has none.
    for (const lang of ['de', 'es', 'fr', 'ja']) expect(await loadLanguage(lang), lang).to.equal(PACKS[lang]);
    expect(await loadLanguage('en')).to.equal(undefined);
  });

  for (const [lang, pack] of Object.entries(PACKS)) {
    describe(lang, () => {
      it('has exactly the keys of the English dictionary, errors included', () => {
        const own = Object.keys(pack).filter((key) => key !== 'errors');
        const english = Object.keys(englishStrings).filter((key) => key !== 'errors');
        expect(sorted(own)).to.deep.equal(sorted(english));
        expect(sorted(Object.keys(pack.errors))).to.deep.equal(sorted(Object.keys(englishStrings.errors)));
      });

      it('translates every text to non-empty text with the same placeholders as English', () => {
        for (const [key, english, translated] of entries(pack)) {
          expect(translated, key).to.be.a('string');
          expect((translated as string).trim(), key).not.to.equal('');
          expect(placeholders(translated as string), key).to.deep.equal(placeholders(english));
        }
      });

      it('is what the registry loads for the language and its regions', async () => {
        expect(await loadLanguage(lang)).to.equal(pack);
        expect(await loadLanguage(`${lang}-XX`)).to.equal(pack);
        expect(await loadLanguage(lang.toUpperCase())).to.equal(pack);
      });
    });
  }

  it('translates the texts people see most (not left in English)', () => {
    for (const [lang, pack] of Object.entries(PACKS)) {
      for (const key of ['password', 'loginSubmit', 'forgotPassword', 'signupTitle', 'changePasswordTitle']) {
        expect(pack[key], `${lang}.${key}`).not.to.equal(englishStrings[key as 'password']);
      }
      expect((pack.errors as Record<string, string>)['access_denied'], lang).not.to.equal(
        englishStrings.errors.access_denied,
      );
    }
    expect(de.loginSubmit).to.equal('Anmelden');
    expect(fr.forgotPassword).to.equal('Mot de passe oublié\u00a0?');
    expect(es.password).to.equal('Contraseña');
    expect(ja.loginSubmit).to.equal('ログイン');
  });

  describe('registry', () => {
    it('resolves English (no pack) for en, a region of it, zh-TW, an unknown language and no language', async () => {
      for (const lang of ['en', 'en-GB', 'zh-TW', 'zz', '']) {
        expect(await loadLanguage(lang), lang).to.equal(undefined);
      }
    });

    it('loads a built-in pack only when asked, once', async () => {
      const loader = sinon.spy(BUILT_IN_LANGUAGES['es'] as LanguageLoader);
      registerLanguage('es', loader);
      expect(loader.callCount).to.equal(0);
      await Promise.all([loadLanguage('es'), loadLanguage('es-MX')]);
      // Asked once for the language and its regions, es-419 too.
      expect(await loadLanguage('es-419')).to.equal(es);
      expect(loader.callCount).to.equal(1);
    });

    it('lets a page replace a built-in language, and clearLanguages restores it', async () => {
      registerLanguage('de', async () => ({ loginSubmit: 'Einloggen' }));
      expect(await loadLanguage('de')).to.deep.equal({ loginSubmit: 'Einloggen' });
      clearLanguages();
      expect(await loadLanguage('de')).to.equal(de);
    });

    it('tells subscribers when a language is registered', () => {
      const listener = sinon.spy();
      const stop = onLanguagesChanged(listener);
      registerLanguage('pt', async () => ({}));
      stop();
      registerLanguage('it', async () => ({}));
      expect(listener.callCount).to.equal(1);
    });
  });

  describe('resolveLang', () => {
    class LangShell extends LitElement {
      protected override render(): TemplateResult {
        return html`<span id="inner"></span><slot></slot>`;
      }
    }
    before(() => {
      if (!customElements.get('test-lang-shell')) customElements.define('test-lang-shell', LangShell);
    });

    it("takes the element's own lang, else the closest ancestor's, across shadow roots", async () => {
      const root = fixtureSync<HTMLDivElement>(
        html`<div lang="fr">
          <section lang="de-AT"><b id="own" lang="ja"></b><i id="inherited"></i></section>
          <test-lang-shell lang="es"></test-lang-shell>
          <p lang=""><i id="unknown"></i></p>
          <i id="outer"></i>
        </div>`,
      );
      const shell = root.querySelector('test-lang-shell') as LangShell;
      await shell.updateComplete;
      expect(resolveLang(root.querySelector('#own') as Element)).to.equal('ja');
      expect(resolveLang(root.querySelector('#inherited') as Element)).to.equal('de-AT');
      expect(resolveLang(shell.shadowRoot?.querySelector('#inner') as Element)).to.equal('es');
      expect(resolveLang(root.querySelector('#unknown') as Element)).to.equal('');
      expect(resolveLang(root.querySelector('#outer') as Element)).to.equal('fr');
    });

    it("falls back to the document's lang", async () => {
      const el = fixtureSync<HTMLElement>(html`<span></span>`);
      expect(resolveLang(el)).to.equal(document.documentElement.getAttribute('lang') ?? '');
    });
  });

  describe('observeLang', () => {
    it('shares one observer per document and reports lang changes anywhere in it', async () => {
      const observers = sinon.spy(globalThis, 'MutationObserver');
      const first = sinon.spy();
      const second = sinon.spy();
      const stopFirst = observeLang(document, first);
      const stopSecond = observeLang(document, second);
      expect(observers.callCount, 'one observer for both').to.be.at.most(1);
      const host = fixtureSync<HTMLDivElement>(html`<div><p></p></div>`);
      (host.querySelector('p') as HTMLElement).lang = 'de';
      await waitUntil(() => first.callCount > 0 && second.callCount > 0, 'both observers hear it');
      expect(first.callCount).to.equal(1);
      expect(second.callCount).to.equal(1);
      // An observer of the test's, made after the shared one: its callback runs after the shared one's.
      const delivered = new Promise<void>((resolve) => {
        const probe = new MutationObserver(() => {
          probe.disconnect();
          resolve();
        });
        probe.observe(host, { attributes: true });
      });
      host.title = 'not a lang change';
      await delivered;
      expect(first.callCount).to.equal(1);
      stopFirst();
      stopSecond();
      // Stopped: neither hears anything any more.
      (host.querySelector('p') as HTMLElement).lang = 'fr';
      await new Promise((resolve) => setTimeout(resolve));
      expect([first.callCount, second.callCount]).to.deep.equal([1, 1]);
    });
  });
});
