// <auth-profile> as a screen for end users, against the local identity service in Chromium: linked
// accounts that read as a person knows them, unlinking after a confirmation that states the rule,
// labelled metadata fields with the unsaved-edits warning, the password-reset e-mail, nothing requested
// while hidden, and no horizontal overflow at 375 px.
import { elementUpdated, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-profile/auth-profile.js';
import { testEnv } from '../browser-helpers.js';
import { waitForMessage } from '../shared/service.js';
import type { AuthProfile, ProfileField } from '../../src/components/auth-profile/auth-profile.js';
import { Management } from '../../src/core/index.js';
import type { ManagementIdentity, AuthError } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { englishStrings } from '../english.js';
import { layoutObserved, part, realUser } from './form-element-helpers.js';
import type { RealUser } from './form-element-helpers.js';

const REALM = 'Username-Password-Authentication';

/** A primary user with a second database account linked to it. */
async function linkedPair(): Promise<{ primary: RealUser; secondary: RealUser }> {
  const { serviceUrl } = await testEnv();
  const primary = await realUser('account-primary');
  const secondary = await realUser('account-secondary');
  await new Management({ domain: serviceUrl, token: primary.accessToken }).linkUser(
    primary.sub,
    secondary.idToken,
  );
  return { primary, secondary };
}

async function profileOf(user: RealUser, fields?: ProfileField[]): Promise<AuthProfile> {
  const { serviceUrl } = await testEnv();
  const el = await fixture<AuthProfile>(
    html`<auth-profile
      domain=${serviceUrl}
      client-id="demo-spa"
      .token=${user.accessToken}
      .fields=${fields ?? []}
    ></auth-profile>`,
  );
  await loaded(el);
  return el;
}

async function loaded(el: AuthProfile): Promise<void> {
  await waitUntil(() => part(el, 'name') !== null, 'the profile did not load', { timeout: 8000 });
  await elementUpdated(el);
}

const shadow = (el: AuthProfile): ShadowRoot => el.shadowRoot as ShadowRoot;
const all = (el: AuthProfile, name: string): HTMLElement[] => [
  ...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];
const words = (node: Element | null | undefined): string =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const bareId = (sub: string): string => sub.slice(sub.indexOf('|') + 1);

describe('<auth-profile> for end users', () => {
  afterEach(async () => {
    sinon.restore();
    clearWebAuthClients();
    await setViewport({ width: 800, height: 600 });
  });

  describe('linked accounts', () => {
    it('show the provider’s logo and name, the account’s e-mail, and the raw ids on a secondary line', async () => {
      const { primary, secondary } = await linkedPair();
      const el = await profileOf(primary);
      const [main, linked] = all(el, 'identity');
      expect(words(main?.querySelector('[part~="identity-name"]'))).to.equal(
        'Email and password Main account',
      );
      expect(words(main?.querySelector('[part~="identity-detail"]'))).to.equal(primary.email);
      expect(words(main?.querySelector('[part~="identity-id"]'))).to.equal(`${REALM} · ${primary.sub}`);
      expect(main?.querySelector('svg.auth-social-icon')?.getAttribute('data-icon')).to.equal('neutral');
      expect(words(linked?.querySelector('[part~="identity-name"]'))).to.equal('Email and password');
      expect(words(linked?.querySelector('[part~="identity-detail"]'))).to.equal(secondary.email);
      expect(words(linked?.querySelector('[part~="identity-id"]'))).to.equal(`${REALM} · ${secondary.sub}`);
      expect(
        getComputedStyle(linked?.querySelector('[part~="identity-id"] code') as Element).userSelect,
      ).to.equal('all');
      expect(main?.querySelector('[part~="unlink-button"]'), 'the main identity cannot be unlinked').to.equal(
        null,
      );
      expect(linked?.querySelector('[part~="unlink-button"]')?.getAttribute('aria-label')).to.equal(
        `Unlink Email and password (${secondary.email})`,
      );
      await expect(el).to.be.accessible();
    });

    it('unlink: the dialog states the rule, Cancel sends nothing, Unlink restores the other account as its own user', async () => {
      const { serviceUrl } = await testEnv();
      const { primary, secondary } = await linkedPair();
      const el = await profileOf(primary);
      const unlinkUser = sinon.spy(Management.prototype, 'unlinkUser');
      const button = () => part<HTMLButtonElement>(el, 'unlink-button');
      const dialog = () => part<HTMLDialogElement>(el, 'unlink-confirm');

      button().click();
      await waitUntil(() => dialog().open, 'the dialog did not open');
      expect(words(dialog().querySelector('h3'))).to.equal(`Unlink Email and password (${secondary.email})?`);
      expect(words(dialog().querySelector('#unlink-rule'))).to.equal(englishStrings.profileUnlinkRule);
      expect(shadow(el).activeElement?.getAttribute('part')).to.equal('cancel-button');
      await expect(el).to.be.accessible();
      part<HTMLButtonElement>(el, 'cancel-button').click();
      await elementUpdated(el);
      expect(dialog().open).to.equal(false);
      expect(shadow(el).activeElement).to.equal(button());
      expect(unlinkUser.called).to.equal(false);

      button().click();
      await waitUntil(() => dialog().open);
      const unlinked = oneEvent(el, 'auth-account-unlinked');
      part<HTMLButtonElement>(el, 'unlink-confirm-button').click();
      const event = await unlinked;
      expect(unlinkUser.firstCall.args.slice(0, 3)).to.deep.equal([
        primary.sub,
        'auth0',
        bareId(secondary.sub),
      ]);
      expect(event.detail.identities.map((identity: ManagementIdentity) => identity.user_id)).to.deep.equal([
        bareId(primary.sub),
      ]);
      await elementUpdated(el);
      expect(all(el, 'identity')).to.have.length(1);
      expect(words(part(el, 'status'))).to.equal(englishStrings.profileUnlinked);
      // The other account is a user of its own again.
      const again = await new Management({ domain: serviceUrl, token: secondary.accessToken }).getUser(
        secondary.sub,
      );
      expect(again.email).to.equal(secondary.email);
      await expect(el).to.be.accessible();
    });

    it('an account unlinked meanwhile (another tab) is explained and no longer shown', async () => {
      const { serviceUrl } = await testEnv();
      const { primary, secondary } = await linkedPair();
      const el = await profileOf(primary);
      await new Management({ domain: serviceUrl, token: primary.accessToken }).unlinkUser(
        primary.sub,
        'auth0',
        bareId(secondary.sub),
      );
      part<HTMLButtonElement>(el, 'unlink-button').click();
      await waitUntil(() => part<HTMLDialogElement>(el, 'unlink-confirm').open);
      const failed = oneEvent(el, 'auth-error');
      part<HTMLButtonElement>(el, 'unlink-confirm-button').click();
      const error = (await failed).detail.error as AuthError;
      expect(error.code).to.equal('not_found');
      await elementUpdated(el);
      expect(words(part(el, 'error'))).to.equal(englishStrings.profileUnlinkGone);
      expect(all(el, 'identity')).to.have.length(1);
    });
    it('two unlinks of the same account at once (two tabs): one unlinks, the other says it is gone', async () => {
      const { primary } = await linkedPair();
      const [first, second] = [await profileOf(primary), await profileOf(primary)] as [
        AuthProfile,
        AuthProfile,
      ];
      for (const el of [first, second]) {
        part<HTMLButtonElement>(el, 'unlink-button').click();
        await waitUntil(() => part<HTMLDialogElement>(el, 'unlink-confirm').open);
      }
      const outcomes = [first, second].map((el) =>
        Promise.race([
          oneEvent(el, 'auth-account-unlinked').then(() => 'unlinked'),
          oneEvent(el, 'auth-error').then((event) => (event.detail.error as AuthError).error),
        ]),
      );
      part<HTMLButtonElement>(first, 'unlink-confirm-button').click();
      part<HTMLButtonElement>(second, 'unlink-confirm-button').click();
      expect((await Promise.all(outcomes)).sort()).to.deep.equal(['inexistent_identity', 'unlinked']);
      for (const el of [first, second]) {
        await elementUpdated(el);
        expect(all(el, 'identity')).to.have.length(1);
      }
    });
  });

  describe('change password', () => {
    it('sends the password-reset e-mail of a database account and says so', async () => {
      const user = await realUser('account-password');
      const el = await profileOf(user);
      const button = part<HTMLButtonElement>(el, 'password-button');
      expect(words(button)).to.equal('Change password');
      button.click();
      await waitUntil(() => words(part(el, 'status')).startsWith('We sent'), 'no confirmation', {
        timeout: 8000,
      });
      expect(words(part(el, 'status'))).to.equal(
        `We sent an email to ${user.email} with a link to choose a new password.`,
      );
      const { serviceUrl } = await testEnv();
      const message = await waitForMessage(serviceUrl, { to: user.email, kind: 'password-reset' });
      expect(message.to).to.equal(user.email);
      await expect(el).to.be.accessible();
    });
  });

  describe('metadata fields for people', () => {
    const FIELDS: ProfileField[] = [
      { key: 'company', label: 'Company', type: 'text' },
      { key: 'website', label: 'Website', type: 'url' },
    ];

    it('labels listed keys, keeps the generic editor for the others, and saves a filled-in field', async () => {
      const user = await realUser('account-fields', {
        signup: { user_metadata: { company: 'Analytical Engines', city: 'London' } },
      });
      const el = await profileOf(user, FIELDS);
      const company = shadow(el).querySelector<HTMLInputElement>('[data-key="company"] input');
      expect(company?.value).to.equal('Analytical Engines');
      expect(words(shadow(el).querySelector(`label[for="${company?.id}"]`))).to.equal('Company');
      const website = shadow(el).querySelector<HTMLInputElement>('[data-key="website"] input');
      expect(website?.type).to.equal('url');
      expect(website?.value).to.equal('');
      expect(
        shadow(el).querySelector('[data-key="website"] [part~="type-select"]'),
        'no JSON choice',
      ).to.equal(null);
      expect(shadow(el).querySelector('[data-key="city"] input'), 'unlisted keys stay editable').to.not.equal(
        null,
      );
      expect(part(el, 'add-button')).to.not.equal(null);

      const patch = sinon.spy(Management.prototype, 'patchUserMetadata');
      website?.focus();
      await sendKeys({ type: 'https://example.com' });
      const updated = oneEvent(el, 'auth-profile-updated');
      part<HTMLButtonElement>(el, 'save-button').click();
      const { detail } = await updated;
      expect({ ...patch.firstCall.args[1] }).to.deep.equal({ website: 'https://example.com' });
      expect(detail.user.user_metadata).to.deep.equal({
        company: 'Analytical Engines',
        city: 'London',
        website: 'https://example.com',
      });
      await expect(el).to.be.accessible();
    });

    it('no-generic-metadata shows only the listed fields', async () => {
      const user = await realUser('account-only', {
        signup: { user_metadata: { company: 'X', secret_flag: 'on' } },
      });
      const { serviceUrl } = await testEnv();
      const el = await fixture<AuthProfile>(
        html`<auth-profile
          domain=${serviceUrl}
          no-generic-metadata
          .token=${user.accessToken}
          .fields=${FIELDS}
        ></auth-profile>`,
      );
      await loaded(el);
      expect(shadow(el).querySelector('[data-key="company"] input')).to.not.equal(null);
      expect(shadow(el).querySelector('[data-key="secret_flag"]')).to.equal(null);
      expect(part(el, 'add-button')).to.equal(null);
    });

    it('warns before leaving the page while an edit is unsaved, and not after saving', async () => {
      const user = await realUser('account-unload', { signup: { user_metadata: { company: 'X' } } });
      const el = await profileOf(user, FIELDS);
      const unload = (): boolean => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(unload(), 'nothing edited').to.equal(false);
      const company = shadow(el).querySelector<HTMLInputElement>(
        '[data-key="company"] input',
      ) as HTMLInputElement;
      company.focus();
      company.select();
      await sendKeys({ type: 'Y' });
      await elementUpdated(el);
      expect(unload(), 'an unsaved edit').to.equal(true);
      const updated = oneEvent(el, 'auth-profile-updated');
      part<HTMLButtonElement>(el, 'save-button').click();
      await updated;
      await elementUpdated(el);
      expect(unload(), 'saved').to.equal(false);
    });
  });

  describe('nothing happens before it is needed', () => {
    it('a hidden profile makes no request; shown, it loads', async () => {
      const user = await realUser('account-hidden');
      const { serviceUrl } = await testEnv();
      const getUser = sinon.spy(Management.prototype, 'getUser');
      const fetchSpy = sinon.spy(window, 'fetch');
      const el = await fixture<AuthProfile>(
        html`<auth-profile hidden domain=${serviceUrl} .token=${user.accessToken}></auth-profile>`,
      );
      // It has seen the layout (its ResizeObserver reported it is not shown) and updated after it.
      await layoutObserved();
      await el.updateComplete;
      expect(getUser.called).to.equal(false);
      expect(fetchSpy.called).to.equal(false);
      expect(words(part(el, 'status')), 'nothing loading').to.equal('');
      el.hidden = false;
      await loaded(el);
      expect(getUser.calledOnceWith(user.sub)).to.equal(true);
    });
  });

  describe('a 375 px screen', () => {
    it('has no horizontal overflow with linked accounts', async () => {
      await setViewport({ width: 375, height: 800 });
      const { primary } = await linkedPair();
      const el = await profileOf(primary, [{ key: 'company', label: 'Company', type: 'text' }]);
      expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(375);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
      for (const button of shadow(el).querySelectorAll('button')) {
        const box = button.getBoundingClientRect();
        if (box.width > 0) expect(box.right, words(button)).to.be.at.most(375);
      }
    });
  });
});
