// <api-permissions-editor> against the local identity service: loading, editing and saving the permissions
// of the shared `demo-api` (snapshot before, restored after; each mutation and its checks in one test),
// the requests that went out, inline refusals without requests, tokens without the needed scopes, the
// confirm step of "remove all", unsaved-change warnings, keyboard use, and axe in every state.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/api-permissions-editor/api-permissions-editor.js';
import { testEnv } from '../browser-helpers.js';
import { createUser, PASSWORD, uniqueEmail } from '../shared/service.js';
import type {
  ApiPermissionsEditor,
  AuthPermissionsUnsavedEventDetail,
} from '../../src/components/api-permissions-editor/api-permissions-editor.js';
import { Management, WebAuth } from '../../src/core/index.js';
import type { ResourceServerScope } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { englishStrings } from '../english.js';
import { decodeJwt, startSession, withoutSession, withSession } from '../core/session-helpers.js';
import { deepActiveElement, deferred, typeInto } from './form-element-helpers.js';
import { PASSWORD_REALM_GRANT as PASSWORD_REALM } from '../../src/core/lib/grant-types.js';

const CLIENT_ID = 'demo-spa';
const REALM = 'Username-Password-Authentication';
const ADMIN = { email: 'demo@example.com', password: 'Passw0rd!' } as const;
const DEMO_API = 'https://api.example.com';
const DEMO_API_ID = 'rs_demo_api';
const ADMIN_SCOPES = 'read:resource_servers update:resource_servers';

let serviceUrl: string;
let testOrigin: string;
let adminToken: string;
let original: ResourceServerScope[] = [];

interface ShownRow {
  value: string;
  description: string;
  change: string;
}

/** A Management API token from the password-realm grant. */
async function managementToken(username: string, password: string, scope: string): Promise<string> {
  const webAuth = new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID });
  const result = await webAuth.client.oauthToken({
    grantType: PASSWORD_REALM,
    username,
    password,
    realm: REALM,
    audience: `${serviceUrl}/api/v2/`,
    scope,
  });
  return result.access_token ?? '';
}

function admin(): Management {
  return new Management({ domain: serviceUrl, token: adminToken });
}

async function serviceScopes(): Promise<ResourceServerScope[]> {
  return (await admin().getResourceServer(DEMO_API)).scopes;
}

async function restoreDemoApi(): Promise<void> {
  await admin().updateResourceServerScopes(DEMO_API, original);
}

const shadow = (el: ApiPermissionsEditor) => el.shadowRoot as ShadowRoot;
const part = <T extends Element = HTMLElement>(el: ApiPermissionsEditor, name: string): T | null =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);
const text = (node: Element | null | undefined): string => node?.textContent?.trim() ?? '';

const parts = (el: ApiPermissionsEditor) => ({
  value: el.querySelector<HTMLInputElement>('input[name="value"]'),
  description: el.querySelector<HTMLInputElement>('input[name="description"]'),
  add: el.querySelector<HTMLButtonElement>('form button[type="submit"]'),
  problem: el.querySelector<HTMLElement>('form .auth-field-problem'),
  save: part<HTMLButtonElement>(el, 'save-button'),
  discard: part<HTMLButtonElement>(el, 'discard-button'),
  removeAll: part<HTMLButtonElement>(el, 'remove-all-button'),
  status: part(el, 'status'),
  dirty: part(el, 'dirty-indicator'),
  error: part(el, 'error'),
  confirm: part<HTMLDialogElement>(el, 'confirm'),
});

function rows(el: ApiPermissionsEditor): ShownRow[] {
  return [...shadow(el).querySelectorAll<HTMLTableRowElement>('tr[part~="row"]')].map((row) => ({
    value: text(row.querySelector('[part~="value"]')),
    description: text(row.querySelector('[part~="description"]')),
    change: row.dataset['change'] ?? '',
  }));
}

const kept = (el: ApiPermissionsEditor): ResourceServerScope[] =>
  rows(el)
    .filter((row) => row.change !== 'removed')
    .map(({ value, description }) => ({ value, description }));

function rowButton(el: ApiPermissionsEditor, value: string): HTMLButtonElement {
  const button = shadow(el).querySelector<HTMLButtonElement>(`tr[data-value="${CSS.escape(value)}"] button`);
  if (!button) throw new Error(`no button on the row of ${value}`);
  return button;
}

/** The focused element, looking through open shadow roots. */
async function loaded(el: ApiPermissionsEditor): Promise<void> {
  await waitUntil(
    () => part(el, 'table') !== null || part(el, 'empty') !== null || text(part(el, 'error')) !== '',
    'the editor did not finish loading',
    { timeout: 8000 },
  );
  await el.updateComplete;
}

async function editor(
  token: string | undefined = adminToken,
  apiId = DEMO_API,
): Promise<ApiPermissionsEditor> {
  const el = await fixture<ApiPermissionsEditor>(
    html`<api-permissions-editor
      domain=${serviceUrl}
      api-id=${apiId}
      .token=${token}
    ></api-permissions-editor>`,
  );
  await loaded(el);
  return el;
}

/** Types into the add form and presses Enter, as a keyboard user does. */
async function addByEnter(el: ApiPermissionsEditor, value: string, description = ''): Promise<void> {
  const { value: valueInput, description: descriptionInput } = parts(el);
  valueInput!.value = '';
  descriptionInput!.value = '';
  if (description) await typeInto(descriptionInput!, description);
  await typeInto(valueInput!, value);
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

/** A fetch stub that lets requests through (after `hold`, for PATCH), keeping a copy of each. */
function watchFetch(hold?: Promise<void>): { requests: Request[]; restore: () => void } {
  const realFetch = window.fetch.bind(window);
  const requests: Request[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    if (hold && request.method === 'PATCH') await hold;
    return realFetch(request);
  });
  return { requests, restore: () => stub.restore() };
}

describe('<api-permissions-editor>', () => {
  before(async () => {
    const env = await testEnv();
    serviceUrl = env.serviceUrl;
    testOrigin = env.testOrigin;
    adminToken = await managementToken(ADMIN.email, ADMIN.password, `openid ${ADMIN_SCOPES}`);
    original = await serviceScopes();
  });

  after(async () => {
    await restoreDemoApi();
  });

  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  describe('loading', () => {
    it('shows progress while loading, then the API’s permissions as the service has them', async () => {
      const gate = deferred<void>();
      const realFetch = window.fetch.bind(window);
      sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
        await gate.promise;
        return realFetch(input, init);
      });
      const el = await fixture<ApiPermissionsEditor>(
        html`<api-permissions-editor
          domain=${serviceUrl}
          api-id=${DEMO_API}
          .token=${adminToken}
        ></api-permissions-editor>`,
      );
      expect(text(parts(el).status)).to.equal(englishStrings.permissionsLoading);
      expect(part(el, 'table')).to.equal(null);
      expect(el.querySelector('input')).to.equal(null);
      await expect(el).to.be.accessible();

      gate.resolve();
      await loaded(el);
      sinon.restore();
      const scopes = await serviceScopes();
      expect(kept(el)).to.deep.equal(scopes);
      expect(rows(el).every((row) => row.change === 'kept')).to.equal(true);
      expect(text(part(el, 'api')))
        .to.contain('Demo API')
        .and.contain(DEMO_API);
      expect(text(parts(el).status)).to.equal('');
      expect(parts(el).dirty?.textContent).to.equal('');
      expect(parts(el).save?.getAttribute('aria-disabled')).to.equal('true');
      for (const row of rows(el)) {
        expect(rowButton(el, row.value).getAttribute('aria-label')).to.equal(`Remove ${row.value}`);
      }
      await expect(el).to.be.accessible();
    });

    it('accepts the API’s id as well as its identifier', async () => {
      const el = await editor(adminToken, DEMO_API_ID);
      expect(kept(el)).to.deep.equal(await serviceScopes());
    });

    it('labels the add form’s fields and exposes its parts and the --auth-* tokens', async () => {
      const el = await editor();
      const { value, description, add, save } = parts(el);
      const form = el.querySelector('form') as HTMLFormElement;
      expect(form.slot).to.equal('form');
      expect(form.getAttribute('aria-label')).to.equal(englishStrings.permissionNew);
      expect(el.querySelector(`label[for="${value!.id}"]`)?.textContent).to.equal(
        englishStrings.permissionValue,
      );
      expect(el.querySelector(`label[for="${description!.id}"]`)?.textContent).to.equal(
        englishStrings.permissionDescription,
      );
      expect(add?.textContent?.trim()).to.equal(englishStrings.permissionAdd);
      for (const name of [
        'title',
        'api',
        'error',
        'status',
        'dirty-indicator',
        'table',
        'row',
        'value',
        'description',
        'remove-button',
        'add-form',
        'actions',
        'save-button',
        'remove-all-button',
        'confirm',
      ]) {
        expect(part(el, name), name).to.be.instanceOf(Element);
      }
      el.style.setProperty('--auth-color-primary', 'rgb(1, 2, 3)');
      expect(getComputedStyle(save!).backgroundColor).to.equal('rgb(1, 2, 3)');
    });

    it('explains a token without read:resource_servers (a user’s current-user token)', async () => {
      const email = uniqueEmail('permissions');
      await createUser(serviceUrl, { email });
      const token = await managementToken(email, PASSWORD, 'read:current_user');
      const failed = oneEvent(document, 'auth-error');
      const shown = await fixture<ApiPermissionsEditor>(
        html`<api-permissions-editor
          domain=${serviceUrl}
          api-id=${DEMO_API}
          .token=${token}
        ></api-permissions-editor>`,
      );
      const { detail } = await failed;
      expect(detail.error).to.include({ code: 'insufficient_scope', statusCode: 403 });
      await loaded(shown);
      const message = text(parts(shown).error);
      expect(message).to.equal(englishStrings.errors['permissionsRead.insufficient_scope']);
      expect(message).to.contain('read:resource_servers').and.contain('administrator');
      expect(part(shown, 'table')).to.equal(null);
      await expect(shown).to.be.accessible();
    });

    it('gets its own token with checkSession (Management audience and scopes) when none is given', async () => {
      await withSession(
        async () => {
          const fetches = watchFetch();
          const el = await fixture<ApiPermissionsEditor>(
            html`<api-permissions-editor
              domain=${serviceUrl}
              client-id=${CLIENT_ID}
              redirect-uri=${`${testOrigin}/`}
              api-id=${DEMO_API}
            ></api-permissions-editor>`,
          );
          await loaded(el);
          fetches.restore();
          expect(text(parts(el).error)).to.equal('');
          expect(kept(el)).to.deep.equal(await serviceScopes());
          const get = fetches.requests.find((request) => request.url.includes('/api/v2/resource-servers/'));
          const token = (get?.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
          const claims = decodeJwt(token);
          expect(claims['aud']).to.equal(`${serviceUrl}/api/v2/`);
          expect(String(claims['scope']).split(' ')).to.include.members([
            'read:resource_servers',
            'update:resource_servers',
          ]);
        },
        `openid profile email ${ADMIN_SCOPES}`,
        { email: ADMIN.email, password: ADMIN.password },
      );
    });
  });

  describe('signed out', () => {
    it('a visitor not signed in gets a neutral prompt to log in: no error, no auth-error, no request to the API', async () => {
      const failures: Event[] = [];
      const onError = (event: Event) => failures.push(event);
      document.addEventListener('auth-error', onError);
      try {
        const fetches = watchFetch();
        // The service by its other host name: no session there, so checkSession answers login_required.
        const el = await fixture<ApiPermissionsEditor>(
          html`<api-permissions-editor
            domain=${withoutSession(serviceUrl)}
            client-id=${CLIENT_ID}
            redirect-uri=${`${testOrigin}/`}
            api-id=${DEMO_API}
          ></api-permissions-editor>`,
        );
        await waitUntil(() => part(el, 'signed-out'), 'no signed-out prompt', { timeout: 5000 });
        fetches.restore();
        expect(text(part(el, 'signed-out'))).to.equal('Log in to manage the permissions of this API.');
        expect(text(parts(el).error)).to.equal('');
        expect(part(el, 'grant-button')).to.equal(null);
        expect(failures).to.have.length(0);
        expect(fetches.requests.filter((request) => request.url.includes('/api/v2/'))).to.have.length(0);
        await expect(el).to.be.accessible();
      } finally {
        document.removeEventListener('auth-error', onError);
      }
    });
  });

  describe('"Grant access"', () => {
    it('without a callback page: the popup logs in, answers by web_message and closes; the editor loads', async () => {
      await withSession(async () => {
        // The admin's session, after another user's (so no consent carried over): it consented to none of
        // the Management API, and the silent request answers consent_required.
        await startSession(ADMIN, 'openid profile email');
        const el = await fixture<ApiPermissionsEditor>(
          html`<api-permissions-editor
            domain=${serviceUrl}
            client-id=${CLIENT_ID}
            redirect-uri=${`${testOrigin}/`}
            api-id=${DEMO_API}
          ></api-permissions-editor>`,
        );
        await waitUntil(() => part(el, 'grant-button'), 'no "Grant access"', { timeout: 8000 });
        const open = sinon.spy(window, 'open');
        part<HTMLButtonElement>(el, 'grant-button')!.click();
        expect(open.calledOnce, 'the popup opened in the click').to.equal(true);
        const opened = new URL(String(open.firstCall.args[0]));
        expect(opened.searchParams.get('response_mode')).to.equal('web_message');
        expect(opened.searchParams.get('redirect_uri')).to.equal(`${testOrigin}/`);
        await executeServerCommand('popup:log-in', {
          origin: serviceUrl,
          email: ADMIN.email,
          password: ADMIN.password,
        });
        await waitUntil(() => part(el, 'table') !== null, 'the editor did not load', { timeout: 10_000 });
        expect(kept(el)).to.deep.equal(await serviceScopes());
        expect(text(parts(el).error)).to.equal('');
        expect(open.returnValues[0]!.closed, 'the popup closed').to.equal(true);
      });
    });
  });

  describe('editing and saving', () => {
    it('adds and removes with diff markers, saves every kept permission, then shows what the service returned', async () => {
      const el = await editor();
      const before = kept(el);
      expect(before.length, 'demo-api has permissions to start from').to.be.greaterThan(0);
      const removed = before[0]!;
      const added = { value: `export:reports-${Date.now()}`, description: 'Export reports' };
      try {
        // Remove a saved permission: it stays, marked, with a Restore button that takes the focus.
        rowButton(el, removed.value).click();
        await el.updateComplete;
        expect(rows(el).find((row) => row.value === removed.value)?.change).to.equal('removed');
        const restore = rowButton(el, removed.value);
        expect(restore.getAttribute('part')).to.equal('restore-button');
        expect(restore.getAttribute('aria-label')).to.equal(`Restore ${removed.value}`);
        expect(deepActiveElement()).to.equal(restore);

        await addByEnter(el, added.value, added.description);
        const addedRow = shadow(el).querySelector(`tr[data-value="${CSS.escape(added.value)}"]`);
        expect(addedRow?.getAttribute('part')).to.equal('row row-added');
        expect(text(addedRow?.querySelector('[part~="marker"]'))).to.equal(englishStrings.permissionAdded);
        expect(text(shadow(el).querySelector('[part~="row-removed"] [part~="marker"]'))).to.equal(
          englishStrings.permissionRemoved,
        );
        expect(text(parts(el).dirty)).to.equal('Unsaved changes: 1 added, 1 removed.');
        expect(parts(el).save?.getAttribute('aria-disabled')).to.equal('false');
        expect(parts(el).value?.value, 'the form is emptied for the next one').to.equal('');
        expect(el.dirty).to.equal(true);
        await expect(el).to.be.accessible();

        // Saving: pending (no double save), then the response.
        const gate = deferred<void>();
        const fetches = watchFetch(gate.promise);
        const saved = oneEvent(el, 'auth-permissions-saved');
        parts(el).save!.click();
        await el.updateComplete;
        parts(el).save!.click();
        expect(text(parts(el).status)).to.equal(englishStrings.permissionsSaving);
        expect(parts(el).save?.getAttribute('aria-disabled')).to.equal('true');
        expect(parts(el).save?.querySelector('[role="progressbar"]')).to.be.instanceOf(Element);
        await expect(el).to.be.accessible();
        gate.resolve();
        const { detail, bubbles, composed } = await saved;
        await el.updateComplete;
        fetches.restore();

        const patches = fetches.requests.filter((request) => request.method === 'PATCH');
        expect(patches).to.have.length(1);
        expect(patches[0]!.url).to.equal(
          `${serviceUrl}/api/v2/resource-servers/${encodeURIComponent(DEMO_API)}`,
        );
        const expected = [...before.slice(1), added];
        expect(await patches[0]!.json()).to.deep.equal({ scopes: expected });

        expect(bubbles && composed).to.equal(true);
        expect(detail).to.deep.equal({ apiId: DEMO_API, scopes: expected });
        expect(text(parts(el).status)).to.equal(englishStrings.permissionsSaved);
        expect(parts(el).dirty?.textContent).to.equal('');
        expect(rows(el).every((row) => row.change === 'kept')).to.equal(true);
        // Exactly what the editor shows is what the service has.
        expect(await serviceScopes()).to.deep.equal(kept(el));
        await expect(el).to.be.accessible();
      } finally {
        await restoreDemoApi();
      }
    });

    it('"remove all" asks in a dialog; Escape and Cancel send nothing; confirming sends []', async () => {
      const el = await editor();
      try {
        const fetches = watchFetch();
        const { removeAll, confirm } = parts(el);
        removeAll!.focus();
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        expect(confirm?.open).to.equal(true);
        expect(confirm?.getAttribute('aria-labelledby')).to.equal('confirm-title');
        expect(deepActiveElement()).to.equal(part(el, 'cancel-button'));
        await expect(el).to.be.accessible();

        await sendKeys({ press: 'Escape' });
        expect(confirm?.open).to.equal(false);
        expect(deepActiveElement()).to.equal(removeAll);
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        expect(confirm?.open).to.equal(true);
        await sendKeys({ press: 'Enter' }); // on Cancel
        expect(confirm?.open).to.equal(false);
        expect(fetches.requests, 'no request before confirming').to.have.length(0);

        removeAll!.click();
        await el.updateComplete;
        const saved = oneEvent(el, 'auth-permissions-saved');
        part<HTMLButtonElement>(el, 'confirm-button')!.click();
        const { detail } = await saved;
        await el.updateComplete;
        fetches.restore();
        const patches = fetches.requests.filter((request) => request.method === 'PATCH');
        expect(patches).to.have.length(1);
        expect(await patches[0]!.json()).to.deep.equal({ scopes: [] });
        expect(detail).to.deep.equal({ apiId: DEMO_API, scopes: [] });
        expect(text(parts(el).status)).to.equal(englishStrings.permissionsRemovedAll);
        expect(text(part(el, 'empty'))).to.equal(englishStrings.permissionsEmpty);
        expect(await serviceScopes()).to.deep.equal([]);
        expect(deepActiveElement()).to.equal(parts(el).removeAll);
        await expect(el).to.be.accessible();
      } finally {
        await restoreDemoApi();
      }
    });

    it('refuses reserved names, duplicates, spaces and an empty name inline, with focus there and no request', async () => {
      const el = await editor();
      const spy = sinon.spy(window, 'fetch');
      const cases: [string, string][] = [
        ['email', 'Reserved'],
        ['profile', 'Reserved'],
        ['offline_access', 'Reserved'],
        ['name', 'Reserved'],
        ['created_at', 'Reserved'],
        ['read:reports', 'Duplicate'],
        ['read reports', 'Whitespace'],
        ['   ', 'Required'],
      ];
      const existing = kept(el)[0]!.value;
      cases[5]![0] = existing;
      for (const [value, kind] of cases) {
        await addByEnter(el, value, 'a description');
        const { problem, value: input } = parts(el);
        const permission = value.trim();
        const expected = {
          Reserved: englishStrings.permissionValueReserved.replace('{permission}', permission),
          Duplicate: englishStrings.permissionValueDuplicate.replace('{permission}', permission),
          Whitespace: englishStrings.permissionValueWhitespace,
          Required: englishStrings.permissionValueRequired,
        }[kind];
        expect(text(problem), value).to.equal(expected);
        expect(problem?.getAttribute('role')).to.equal('alert');
        expect(input?.getAttribute('aria-describedby')).to.contain(problem!.id);
        expect(input?.getAttribute('aria-invalid')).to.equal('true');
        expect(deepActiveElement()).to.equal(input);
        expect(input?.value, 'what was typed is kept').to.equal(value);
      }
      expect(spy.called, 'no request').to.equal(false);
      expect(el.dirty).to.equal(false);
      await expect(el).to.be.accessible();
      await typeInto(parts(el).value!, 'x');
      expect(text(parts(el).problem), 'editing clears the message').to.equal('');
    });

    it('shows markup in a description as inert text', async () => {
      const markup = '<img src=x onerror="window.__permissionsPwned=1"><b>bold</b>';
      const el = await editor();
      await addByEnter(el, 'markup:test', markup);
      const cell = shadow(el).querySelector('tr[data-value="markup:test"] [part~="description"]');
      expect(cell?.textContent).to.equal(markup);
      expect(cell?.querySelector('img, b')).to.equal(null);
      expect((window as { __permissionsPwned?: number }).__permissionsPwned).to.equal(undefined);
    });

    it('can be used with the keyboard: Enter adds, Enter on a row’s button removes and restores', async () => {
      const el = await editor();
      const spy = sinon.spy(window, 'fetch');
      await addByEnter(el, 'keyboard:one');
      await addByEnter(el, 'keyboard:two');
      expect(deepActiveElement()).to.equal(parts(el).value);
      expect(
        rows(el)
          .filter((row) => row.change === 'added')
          .map((row) => row.value),
      ).to.deep.equal(['keyboard:one', 'keyboard:two']);

      // An added row disappears; focus goes to the row that took its place.
      rowButton(el, 'keyboard:one').focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(rows(el).some((row) => row.value === 'keyboard:one')).to.equal(false);
      expect(deepActiveElement()).to.equal(rowButton(el, 'keyboard:two'));
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(rows(el).some((row) => row.value === 'keyboard:two')).to.equal(false);

      // A saved row is marked, then restored, from the keyboard.
      const first = kept(el)[0]!.value;
      rowButton(el, first).focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(rows(el).find((row) => row.value === first)?.change).to.equal('removed');
      expect(deepActiveElement()).to.equal(rowButton(el, first));
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(rows(el).find((row) => row.value === first)?.change).to.equal('kept');
      expect(el.dirty).to.equal(false);
      expect(spy.called, 'editing sends nothing').to.equal(false);
    });

    it('explains a token without update:resource_servers and keeps the changes', async () => {
      const readOnly = await managementToken(ADMIN.email, ADMIN.password, 'read:resource_servers');
      const el = await editor(readOnly);
      const before = await serviceScopes();
      await addByEnter(el, 'denied:write', 'Never saved');
      const failed = oneEvent(el, 'auth-error');
      parts(el).save!.click();
      const { detail } = await failed;
      await el.updateComplete;
      expect(detail.error).to.include({ code: 'insufficient_scope', statusCode: 403 });
      const message = text(parts(el).error);
      expect(message).to.equal(englishStrings.errors['permissionsUpdate.insufficient_scope']);
      expect(message).to.contain('update:resource_servers').and.contain('log in again');
      expect(rows(el).find((row) => row.value === 'denied:write')?.change).to.equal('added');
      expect(el.dirty).to.equal(true);
      expect(await serviceScopes()).to.deep.equal(before);
      await expect(el).to.be.accessible();
    });
  });

  describe('unsaved changes', () => {
    it('shows the indicator and guards beforeunload only while there are changes', async () => {
      const el = await editor();
      const add = sinon.spy(window, 'addEventListener');
      const remove = sinon.spy(window, 'removeEventListener');
      const unloadAdds = () => add.getCalls().filter((call) => call.args[0] === 'beforeunload');
      const unload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(unload(), 'clean: nothing asks').to.equal(false);
      expect(unloadAdds()).to.have.length(0);

      await addByEnter(el, 'dirty:one');
      expect(text(parts(el).dirty)).to.equal('Unsaved changes: 1 added, 0 removed.');
      expect(unloadAdds()).to.have.length(1);
      expect(unload(), 'dirty: the page asks before unloading').to.equal(true);

      parts(el).discard!.click();
      await el.updateComplete;
      expect(parts(el).dirty?.textContent).to.equal('');
      expect(rows(el).some((row) => row.value === 'dirty:one')).to.equal(false);
      expect(remove.getCalls().some((call) => call.args[0] === 'beforeunload')).to.equal(true);
      expect(unload()).to.equal(false);

      await addByEnter(el, 'dirty:two');
      expect(unload()).to.equal(true);
      el.remove();
      expect(unload(), 'a removed element no longer asks').to.equal(false);
    });

    it('asks before showing another API when api-id changes with unsaved changes', async () => {
      const el = await editor();
      await addByEnter(el, 'switch:pending', 'Pending');
      const asked = oneEvent(el, 'auth-permissions-unsaved');
      el.apiId = DEMO_API_ID;
      const { detail } = (await asked) as CustomEvent<AuthPermissionsUnsavedEventDetail>;
      await el.updateComplete;
      expect(detail.apiId).to.equal(DEMO_API);
      expect(detail.nextApiId).to.equal(DEMO_API_ID);
      expect(detail.scopes.map((scope) => scope.value)).to.include('switch:pending');
      const prompt = part(el, 'switch-prompt');
      expect(text(prompt)).to.contain(DEMO_API_ID);
      expect(
        rows(el).some((row) => row.value === 'switch:pending'),
        'the changes are still shown',
      ).to.equal(true);
      await expect(el).to.be.accessible();

      const discard = [...prompt!.querySelectorAll('button')].find(
        (button) => text(button) === englishStrings.permissionsDiscardAndContinue,
      );
      discard!.click();
      await loaded(el);
      await waitUntil(() => rows(el).length > 0 && !el.dirty, 'the next API loads');
      expect(part(el, 'switch-prompt')).to.equal(null);
      expect(rows(el).some((row) => row.value === 'switch:pending')).to.equal(false);
    });

    it('"Save and continue" saves to the API on screen, then shows the next one', async () => {
      const el = await editor();
      const before = kept(el);
      try {
        await addByEnter(el, 'switch:saved', 'Saved first');
        el.apiId = DEMO_API_ID;
        await el.updateComplete;
        const prompt = part(el, 'switch-prompt');
        const save = [...prompt!.querySelectorAll('button')].find(
          (button) => text(button) === englishStrings.permissionsSaveAndContinue,
        );
        const fetches = watchFetch();
        const saved = oneEvent(el, 'auth-permissions-saved');
        save!.click();
        const { detail } = await saved;
        expect(detail.apiId).to.equal(DEMO_API);
        expect(detail.scopes).to.deep.equal([
          ...before,
          { value: 'switch:saved', description: 'Saved first' },
        ]);
        await loaded(el);
        await waitUntil(() => rows(el).length > 0, 'the next API loads');
        fetches.restore();
        const [patch, get] = fetches.requests;
        expect(patch?.method).to.equal('PATCH');
        expect(patch?.url).to.contain(encodeURIComponent(DEMO_API));
        expect(get?.method).to.equal('GET');
        expect(get?.url).to.contain(`/resource-servers/${DEMO_API_ID}`);
        expect(part(el, 'switch-prompt')).to.equal(null);
        expect(kept(el)).to.deep.equal(await serviceScopes());
      } finally {
        await restoreDemoApi();
      }
    });

    it('drops the changes at once when the page cancels auth-permissions-unsaved', async () => {
      const el = await editor();
      await addByEnter(el, 'switch:dropped');
      el.addEventListener('auth-permissions-unsaved', (event) => event.preventDefault(), { once: true });
      el.apiId = DEMO_API_ID;
      await el.updateComplete;
      expect(part(el, 'switch-prompt')).to.equal(null);
      await loaded(el);
      await waitUntil(() => rows(el).length > 0, 'the next API loads');
      expect(el.dirty).to.equal(false);
      expect(rows(el).some((row) => row.value === 'switch:dropped')).to.equal(false);
    });
  });
});
