import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { AuthError } from '../../src/core/index.js';
import { AuthElement, Status } from '../../src/internal/auth-element.js';
import { registerEnglish } from '../../src/internal/i18n.js';
import { passwordlessStrings } from '../../src/internal/strings/en-passwordless.js';
import { TOKENS } from '../../src/internal/styles.js';
import type { TokenName } from '../../src/internal/styles.js';
import { contrastRatio, expectContrastChecked } from './contrast-helpers.js';

// As on a page with <auth-passwordless>, whose entry registers its English (the hint below).
registerEnglish(passwordlessStrings);

/** An element with every kind of themed content: title, hint, link, both buttons, a field, errors. */
class TestThemed extends AuthElement {
  fail(): Promise<unknown> {
    return this.run(() => Promise.reject(new AuthError({ code: 'access_denied', description: 'No.' })));
  }

  protected override render(): TemplateResult {
    return html`<h2 part="title">${this.t('loginTitle')}</h2>
      ${this.renderError()} ${this.renderFormSlot()}
      <p class="auth-hint">${this.t('passwordlessPhoneHint')}</p>
      <button type="button" class="auth-button">${this.t('continueWith', { provider: 'GitHub' })}</button>
      <button type="button" class="auth-link">${this.t('forgotPassword')}</button>
      ${this.status === Status.DONE ? html`<p>${this.t('loginDone')}</p>` : nothing}`;
  }

  protected override renderForm(): unknown {
    return html`${this.textField({ name: 'email', label: this.t('email'), type: 'email', autocomplete: 'email' })}
    ${this.submitButton(this.t('loginSubmit'), this.t('loginPending'))}`;
  }

  protected override get formLabel(): string {
    return this.t('loginTitle');
  }
}
customElements.define('test-themed', TestThemed);

const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(30, 31, 34)';
const DARK_SURFACE = 'rgb(43, 44, 48)';

const background = (el: Element): string => getComputedStyle(el).backgroundColor;
const input = (el: Element): HTMLInputElement => el.querySelector('input') as HTMLInputElement;

/** The default of `token` in `theme`. */
const token = (name: TokenName, theme: 'light' | 'dark'): string => {
  const value: string | { light: string; dark: string } = TOKENS[name];
  return typeof value === 'string' ? value : value[theme];
};

describe('theme', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
  });

  describe('the theme property', () => {
    it('defaults to auto and reflects to the attribute', async () => {
      const el = await fixture<TestThemed>(html`<test-themed></test-themed>`);
      expect(el.theme).to.equal('auto');
      expect(el.getAttribute('theme')).to.equal('auto');
      el.theme = 'dark';
      await el.updateComplete;
      expect(el.getAttribute('theme')).to.equal('dark');
      el.setAttribute('theme', 'light');
      expect(el.theme).to.equal('light');
    });
  });

  describe('light and dark defaults', () => {
    it('uses the light defaults by default on a light system', async () => {
      await emulateMedia({ colorScheme: 'light' });
      const el = await fixture<TestThemed>(html`<test-themed></test-themed>`);
      expect(background(el)).to.equal(LIGHT_BACKGROUND);
      expect(getComputedStyle(el).colorScheme).to.equal('light');
    });

    it('theme="dark" switches the shadow chrome and the light-DOM form', async () => {
      const el = await fixture<TestThemed>(html`<test-themed theme="dark"></test-themed>`);
      expect(background(el)).to.equal(DARK_BACKGROUND);
      expect(getComputedStyle(el).colorScheme).to.equal('dark');
      expect(background(input(el))).to.equal(DARK_SURFACE);
      expect(getComputedStyle(input(el)).color).to.equal('rgb(227, 227, 227)');
    });

    it('follows prefers-color-scheme when auto, absent or unknown, and not when forced light', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const auto = await fixture<TestThemed>(html`<test-themed></test-themed>`);
      const unknown = await fixture<TestThemed>(html`<test-themed theme="sepia"></test-themed>`);
      const light = await fixture<TestThemed>(html`<test-themed theme="light"></test-themed>`);
      expect(background(auto)).to.equal(DARK_BACKGROUND);
      expect(background(input(auto))).to.equal(DARK_SURFACE);
      expect(background(unknown)).to.equal(DARK_BACKGROUND);
      expect(background(light)).to.equal(LIGHT_BACKGROUND);

      // Without an attribute at all (removed after the first render).
      auto.removeAttribute('theme');
      expect(background(auto)).to.equal(DARK_BACKGROUND);

      await emulateMedia({ colorScheme: 'light' });
      expect(background(auto)).to.equal(LIGHT_BACKGROUND);
    });

    it("lets the page's --auth-* values win in every theme", async () => {
      const el = await fixture<TestThemed>(html`<test-themed theme="dark"></test-themed>`);
      el.style.setProperty('--auth-color-background', '#000000');
      expect(background(el)).to.equal('rgb(0, 0, 0)');
      el.theme = 'light';
      await el.updateComplete;
      expect(background(el)).to.equal('rgb(0, 0, 0)');
    });
  });

  describe('contrast', () => {
    const pairs: [TokenName, TokenName, number][] = [
      ['color-text', 'color-background', 4.5],
      ['color-text', 'color-surface', 4.5],
      ['color-text-muted', 'color-background', 4.5],
      ['color-text-muted', 'color-surface', 4.5],
      ['color-primary', 'color-background', 4.5],
      ['color-primary', 'color-surface', 4.5],
      ['color-on-primary', 'color-primary', 4.5],
      ['color-error', 'color-error-background', 4.5],
      ['color-error', 'color-background', 4.5],
      ['color-success', 'color-background', 4.5],
      ['color-border', 'color-background', 3],
      ['color-border', 'color-surface', 3],
      ['color-focus', 'color-background', 3],
    ];
    for (const theme of ['light', 'dark'] as const) {
      it(`the ${theme} defaults meet WCAG AA (text 4.5:1, borders and focus 3:1)`, () => {
        for (const [fg, bg, minimum] of pairs) {
          const ratio = contrastRatio(token(fg, theme), token(bg, theme));
          expect(ratio, `${fg} on ${bg}`).to.be.at.least(minimum);
        }
      });
    }

    const cases: [string, () => Promise<TestThemed>][] = [
      ['light', () => fixture<TestThemed>(html`<test-themed theme="light"></test-themed>`)],
      ['dark', () => fixture<TestThemed>(html`<test-themed theme="dark"></test-themed>`)],
      [
        'auto on a dark system',
        async () => {
          await emulateMedia({ colorScheme: 'dark' });
          return fixture<TestThemed>(html`<test-themed></test-themed>`);
        },
      ],
    ];
    for (const [name, create] of cases) {
      it(`axe checks the contrast of every text, idle and in error: ${name}`, async () => {
        const el = await create();
        await expectContrastChecked(el, 5);
        await expect(el).to.be.accessible();
        await el.fail();
        await el.updateComplete;
        expect(el.shadowRoot?.querySelector('[part="error"]')?.textContent).to.equal(
          'Wrong email or password.',
        );
        await expectContrastChecked(el, 6);
        await expect(el).to.be.accessible();
      });
    }
  });
});
