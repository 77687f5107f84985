// The comforts of the sign-in elements (issue 12, points 6–11): provider logos on the social buttons,
// the show-password toggle, the Caps Lock warning, branding (logo and heading slots), passwordless
// names and intros, and the autocomplete tokens of sign-up. Each in real Chromium.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { contrastRatio } from '../internal/contrast-helpers.js';

const KNOWN = ['google-oauth2', 'github', 'facebook', 'apple', 'windowslive', 'twitter', 'linkedin'];

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

describe('sign-in comforts', () => {
  afterEach(() => clearWebAuthClients());

  describe('social buttons', () => {
    it('show each common provider its own inline logo, and unknown connections a neutral one', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login
          domain="tenant.example.com"
          client-id="abc"
          social="${KNOWN.join(' ')} my-idp"
        ></auth-login>`,
      );
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
      await fixture<AuthLogin>(html`<auth-login social=${KNOWN.join(' ')}></auth-login>`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const after = performance.getEntriesByType('resource').slice(before);
      expect(after.map((entry) => entry.name)).to.deep.equal([]);
    });

    for (const theme of ['light', 'dark'] as const) {
      it(`keep the one-colour logos and the label readable in the ${theme} theme`, async () => {
        const el = await fixture<AuthLogin>(
          html`<auth-login theme=${theme} social="github apple twitter my-idp"></auth-login>`,
        );
        for (const button of shadowAll(el, '[part~="social-button"]')) {
          // One-colour marks are drawn in currentColor: the label's colour.
          const color = getComputedStyle(button.querySelector('svg') as SVGElement).color;
          expect(color).to.equal(getComputedStyle(button).color);
          expect(contrastRatio(color, backgroundOf(button))).to.be.at.least(4.5);
        }
        await expect(el).to.be.accessible();
      });
    }
  });
});
