// The passkeys page: sign-up, log-in (also from the e-mail field's autofill) and the signed-in user's
// passkeys (list, add, rename, delete) with the core alone (WebAuth and MyAccount), no element.
import { AuthError, MyAccount, WebAuth } from '../src/core/index.js';
import type { AuthResult, PasskeyMethod } from '../src/core/index.js';

const SERVICE = 'http://localhost:4000';
const ME_SCOPES = [
  'create:me:authentication_methods',
  'read:me:authentication_methods',
  'update:me:authentication_methods',
  'delete:me:authentication_methods',
  'read:me:factors',
].join(' ');

const webAuth = new WebAuth({ domain: SERVICE, clientID: 'demo-spa' });
// Every result carries a token for the My Account API, so the passkeys can be managed at once.
const tokenOptions = { audience: `${SERVICE}/me/`, scope: `openid profile email ${ME_SCOPES}` };

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('passkey-form');
const email = byId<HTMLInputElement>('email');
const message = byId<HTMLParagraphElement>('message');
const list = byId<HTMLUListElement>('passkey-list');
let account: MyAccount | undefined;
let autofill: AbortController | undefined;

function show(error: unknown): void {
  message.textContent = error instanceof AuthError ? `${error.code}: ${error.description}` : String(error);
}

/** Offers the passkeys in the e-mail field's autofill list until another ceremony starts. */
async function startAutofill(): Promise<void> {
  if (!(await webAuth.passkeys.isConditionalSupported())) return;
  autofill = new AbortController();
  webAuth.passkeys
    .login({ ...tokenOptions, mediation: 'conditional', signal: autofill.signal })
    .then(signedIn, (error: unknown) => {
      if (!(error instanceof AuthError && error.code === 'passkey_cancelled')) show(error);
    });
}

async function signedIn(result: AuthResult): Promise<void> {
  autofill?.abort();
  message.textContent = '';
  byId('who').textContent = String(result.idTokenPayload?.['email'] ?? result.idTokenPayload?.sub ?? '');
  byId('signed-out').hidden = true;
  byId('signed-in').hidden = false;
  account = new MyAccount({ domain: SERVICE, token: result.accessToken ?? '' });
  await renderPasskeys();
}

async function renderPasskeys(): Promise<void> {
  if (!account) return;
  const passkeys = await account.getPasskeys();
  list.replaceChildren(...passkeys.map(item));
}

function item(passkey: PasskeyMethod): HTMLLIElement {
  const li = document.createElement('li');
  const name = document.createElement('span');
  name.textContent = `${passkey.name ?? 'Passkey'} · added ${new Date(passkey.created_at).toLocaleString()}`;
  const rename = document.createElement('button');
  rename.type = 'button';
  rename.textContent = 'Rename';
  rename.addEventListener('click', () => {
    const value = prompt('Name of this passkey', passkey.name ?? '');
    if (value) account?.renamePasskey(passkey.id, value).then(renderPasskeys, show);
  });
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.textContent = 'Delete';
  remove.addEventListener('click', () => account?.deletePasskey(passkey.id).then(renderPasskeys, show));
  li.append(name, ' ', rename, ' ', remove);
  return li;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  webAuth.passkeys.signup({ ...tokenOptions, email: email.value }).then(signedIn, show);
});
byId('login').addEventListener('click', () => {
  webAuth.passkeys.login(tokenOptions).then(signedIn, show);
});
byId('enrol').addEventListener('click', () => {
  account?.enrolPasskey().then(renderPasskeys, show);
});
byId('logout').addEventListener('click', () => location.reload());

byId('support').textContent = webAuth.passkeys.isSupported()
  ? 'This browser supports passkeys.'
  : 'This browser does not support passkeys (they need a secure context: https, or localhost).';
void startAutofill();
