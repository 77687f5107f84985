// The hosted pages of the login flow: the login form (with its passkey: a button and the e-mail field's
// autofill, run by the page's one script), the simulated social provider's account picker, the
// cross-origin verification page and the error page. Markup only; the routes decide what to show.
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { SocialAccount } from '../seed.js';
import type { Connection } from '../tenant.js';
import type { PageBranding } from './organization-branding.js';
import { inlineScript, page, pageCsp } from './page-layout.js';
import { hostedText } from './hosted-locale.js';

/** What a route returns: hono's c.html() answers a Promise while a page renders asynchronous parts. */
export type Reply = Response | Promise<Response>;

export type PageStatus = 200 | 400 | 401 | 403 | 429;

/** An error page of the log-in flow: `title` and `message` in the page's language (hostedText(c)). */
export function errorPage(c: Context, status: PageStatus, title: string, message: string): Reply {
  return c.html(
    page(title, html`<p class="error" role="alert">${message}</p>`, { text: hostedText(c) }),
    status,
  );
}

interface LoginView {
  /** The /authorize query this login continues. */
  authorizeQuery: string;
  clientName: string;
  database: Connection;
  socialConnections: readonly Connection[];
  email?: string;
  /** The e-mail cannot be changed (an invitation names it). */
  fixedEmail?: boolean;
  /** The organization the login is for (its display name). */
  organization?: string;
  /** That organization's logo and colour. */
  branding?: PageBranding | undefined;
  error?: string;
  /** The redirect_uri's origin: the form's response redirects there. */
  redirectOrigin: string;
  /** Enterprise connections of the login: their e-mail domains, and whether each is offered as a button. */
  enterprise?: readonly EnterpriseChoice[];
  /** Where the form may send the browser on to: the enterprise providers' origins. */
  providerOrigins?: readonly string[];
}

export interface EnterpriseChoice {
  name: string;
  label: string;
  domains: readonly string[];
  button: boolean;
}

// The passkey of the login page. Shown only where the browser has WebAuthn. The challenge is fetched
// (POST /u/passkey/challenge) when the page starts the e-mail field's autofill (conditional mediation) or
// when the button is pressed; one challenge serves both. The button aborts the autofill request and waits
// for it to end before its own. The assertion is posted with the form (POST /u/passkey), once. Its messages
// come in the page's language, from the section's data-texts attribute.
const PASSKEY_SOURCE = `
(function () {
  var form = document.getElementById('passkey-form');
  var section = document.getElementById('passkey');
  var button = document.getElementById('passkey-button');
  var status = document.getElementById('passkey-status');
  var PKC = window.PublicKeyCredential;
  if (!form || !PKC || !navigator.credentials) return;
  var texts = JSON.parse(section.getAttribute('data-texts') || '{}');
  section.hidden = false;
  var challenge = null;
  var running = null;
  var submitted = false;
  function bytes(text) {
    var s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    var out = new Uint8Array(s.length);
    for (var i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out.buffer;
  }
  function text(buffer) {
    var s = '';
    var view = new Uint8Array(buffer);
    for (var i = 0; i < view.length; i++) s += String.fromCharCode(view[i]);
    return btoa(s).split('+').join('-').split('/').join('_').split('=').join('');
  }
  function asJson(credential) {
    var r = credential.response;
    return {
      id: credential.id,
      rawId: text(credential.rawId),
      type: credential.type,
      authenticatorAttachment: credential.authenticatorAttachment || undefined,
      clientExtensionResults: credential.getClientExtensionResults(),
      response: {
        clientDataJSON: text(r.clientDataJSON),
        authenticatorData: text(r.authenticatorData),
        signature: text(r.signature),
        userHandle: r.userHandle ? text(r.userHandle) : undefined
      }
    };
  }
  function fetchChallenge() {
    if (!challenge) {
      challenge = fetch('/u/passkey/challenge', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ authorize: form.elements.namedItem('authorize').value })
      }).then(function (response) {
        if (!response.ok) throw new Error('challenge ' + response.status);
        return response.json();
      });
      challenge.catch(function () { challenge = null; });
    }
    return challenge;
  }
  function run(mediation) {
    // The challenge is single use: once an assertion is posted, nothing asks again.
    if (submitted) return;
    var controller = new AbortController();
    var previous = running;
    if (previous) previous.controller.abort();
    var current = { controller: controller, done: null };
    running = current;
    current.done = Promise.resolve(previous && previous.done).then(function () {
      return fetchChallenge();
    }).then(function (answer) {
      var o = answer.authn_params_public_key;
      var request = {
        publicKey: { challenge: bytes(o.challenge), rpId: o.rpId, timeout: o.timeout, userVerification: o.userVerification },
        signal: controller.signal
      };
      if (mediation) request.mediation = mediation;
      return navigator.credentials.get(request).then(function (credential) {
        if (!credential || running !== current || submitted) return;
        submitted = true;
        form.elements.namedItem('auth_session').value = answer.auth_session;
        form.elements.namedItem('credential').value = JSON.stringify(asJson(credential));
        form.submit();
      });
    }).catch(function (error) {
      if (running !== current || controller.signal.aborted) return;
      running = null;
      if (!mediation) {
        status.textContent = error && error.name === 'NotAllowedError'
          ? texts.notAllowed
          : texts.unavailable;
      }
    });
  }
  button.addEventListener('click', function () {
    status.textContent = '';
    run();
  });
  if (PKC.isConditionalMediationAvailable) {
    PKC.isConditionalMediationAvailable().then(function (available) {
      if (available && !running) run('conditional');
    }, function () {});
  }
})();
`;

// Identifier first: when the e-mail's domain (lower-cased, exactly) belongs to an enterprise connection,
// the password field goes away and the button says where the log-in continues. The form's answer is the
// service's own check, so the page works the same without this script. Its texts come in the page's language,
// from the form's data-texts attribute (`{provider}` filled in here).
const IDENTIFIER_SOURCE = `
(function () {
  var form = document.getElementById('login-form');
  if (!form) return;
  var choices = JSON.parse(form.getAttribute('data-enterprise') || '[]');
  var texts = JSON.parse(form.getAttribute('data-texts') || '{}');
  var email = form.elements.namedItem('username');
  var field = document.getElementById('password-field');
  var button = document.getElementById('login-button');
  var status = document.getElementById('sso-status');
  var label = button.textContent;
  function update() {
    var at = email.value.lastIndexOf('@');
    var domain = at === -1 ? '' : email.value.slice(at + 1).trim().toLowerCase();
    var found = null;
    for (var i = 0; i < choices.length && domain; i++) {
      if (choices[i].domains.indexOf(domain) !== -1) found = choices[i];
    }
    field.hidden = !!found;
    button.textContent = found ? texts.continueWith.split('{provider}').join(found.label) : label;
    status.textContent = found ? texts.ssoEnabled : '';
  }
  email.addEventListener('input', update);
  update();
})();
`;

const LOGIN_SCRIPT = inlineScript(PASSKEY_SOURCE + IDENTIFIER_SOURCE);

export function loginPage(c: Context, view: LoginView, status: PageStatus = 200): Reply {
  const { t, markup } = hostedText(c);
  const usernameLabel = t(view.database.requires_username ? 'emailOrUsername' : 'email');
  const social = view.socialConnections.map((connection) => {
    const params = new URLSearchParams(view.authorizeQuery);
    params.set('connection', connection.name);
    params.delete('prompt');
    const label = t('continueWith', { provider: connection.name });
    return html`<li><a class="button" href="/authorize?${params.toString()}">${label}</a></li>`;
  });
  const enterprise = view.enterprise ?? [];
  const buttons = enterprise
    .filter((choice) => choice.button)
    .map((choice) => {
      const params = new URLSearchParams(view.authorizeQuery);
      params.set('connection', choice.name);
      params.delete('prompt');
      const label = t('continueWith', { provider: choice.label });
      return html`<li><a class="button" href="/authorize?${params.toString()}">${label}</a></li>`;
    });
  const choices = JSON.stringify(enterprise.map(({ label, domains }) => ({ label, domains })));
  const identifierTexts = JSON.stringify({ continueWith: t('continueWith'), ssoEnabled: t('ssoEnabled') });
  const passkeyTexts = JSON.stringify({
    notAllowed: t('passkeyNotAllowed'),
    unavailable: t('passkeyUnavailable'),
  });
  c.header(
    'Content-Security-Policy',
    pageCsp({
      scripts: [LOGIN_SCRIPT],
      connectSelf: true,
      formAction: [view.redirectOrigin, ...(view.providerOrigins ?? [])],
      branding: view.branding,
    }),
  );
  return c.html(
    page(
      t('loginTitle', { client: view.clientName }),
      html`${
          view.organization
            ? html`<p>
                ${markup('loginOrganization', { organization: html`<strong>${view.organization}</strong>` })}
              </p>`
            : ''
        }
        ${view.error ? html`<p class="error" role="alert">${view.error}</p>` : ''}
        <form
          method="post"
          action="/u/login"
          id="login-form"
          data-enterprise="${choices}"
          data-texts="${identifierTexts}"
        >
          <input type="hidden" name="authorize" value="${view.authorizeQuery}" />
          <input type="hidden" name="connection" value="${view.database.name}" />
          <label
            >${usernameLabel}
            <input
              name="username"
              type="${view.database.requires_username ? 'text' : 'email'}"
              autocomplete="username webauthn"
              required
              value="${view.email ?? ''}"
              ${view.fixedEmail ? 'readonly' : ''}
              ${view.email ? '' : 'autofocus'}
          /></label>
          <label id="password-field"
            >${t('password')}
            <input
              name="password"
              type="password"
              autocomplete="current-password"
              ${view.email ? 'autofocus' : ''}
          /></label>
          <p class="muted status" id="sso-status" role="status"></p>
          <button type="submit" id="login-button">${t('loginSubmit')}</button>
        </form>
        <div class="passkey" id="passkey" data-texts="${passkeyTexts}" hidden>
          <p class="or muted">${t('or')}</p>
          <button type="button" id="passkey-button">${t('passkeySignIn')}</button>
          <p class="muted" id="passkey-status" role="status"></p>
          <form method="post" action="/u/passkey" id="passkey-form" hidden>
            <input type="hidden" name="authorize" value="${view.authorizeQuery}" />
            <input type="hidden" name="auth_session" value="" />
            <input type="hidden" name="credential" value="" />
          </form>
        </div>
        <p class="muted">
          ${markup('databaseConnection', { connection: html`<code dir="ltr">${view.database.name}</code>` })}
        </p>
        ${
          social.length || buttons.length
            ? html`<ul class="accounts">
                ${buttons}${social}
              </ul>`
            : ''
        }`,
      { script: LOGIN_SCRIPT, branding: view.branding, text: hostedText(c) },
    ),
    status,
  );
}

interface ProviderView {
  authorizeQuery: string;
  connection: string;
  accounts: readonly SocialAccount[];
  redirectOrigin: string;
}

export function providerPage(c: Context, view: ProviderView): Reply {
  c.header('Content-Security-Policy', pageCsp({ formAction: [view.redirectOrigin] }));
  const text = hostedText(c);
  const accounts = view.accounts.map(
    (account) =>
      html`<li>
        <form method="post" action="/u/social">
          <input type="hidden" name="authorize" value="${view.authorizeQuery}" />
          <input type="hidden" name="connection" value="${account.connection}" />
          <input type="hidden" name="account" value="${account.id}" />
          <button type="submit">${account.name} <span class="muted">${account.email}</span></button>
        </form>
      </li>`,
  );
  return c.html(
    page(
      text.t('providerTitle', { connection: view.connection }),
      html`<p class="notice">
          ${text.markup('providerNotice', { connection: html`<code dir="ltr">${view.connection}</code>` })}
        </p>
        <ul class="accounts">
          ${accounts}
        </ul>`,
      { text },
    ),
  );
}

const CO_VERIFY_SCRIPT = inlineScript(`
(function () {
  var form = document.getElementById('co-verify');
  var frame = document.getElementById('co-frame');
  var appOrigin = form.getAttribute('data-app-origin');
  var coId = form.getAttribute('data-co-id');
  window.addEventListener('message', function (event) {
    if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.type === 'ready') {
      frame.contentWindow.postMessage({ type: 'co_verifier_request', request: { id: coId } }, appOrigin);
    } else if (data.type === 'co_verifier_response') {
      form.elements.namedItem('verifier').value = (data.response && data.response.verifier) || '';
      form.submit();
    }
  });
})();
`);

interface CrossOriginVerifyView {
  authorizeQuery: string;
  coId: string;
  /** The client's cross-origin verification location. */
  location: string;
  serviceOrigin: string;
  redirectOrigin: string;
}

/** Asks the app's verification page (in an iframe) for the co_verifier when the cookie did not come back. */
export function crossOriginVerifyPage(c: Context, view: CrossOriginVerifyView): Reply {
  const appOrigin = new URL(view.location).origin;
  const frameUrl = new URL(view.location);
  frameUrl.hash = `origin=${encodeURIComponent(view.serviceOrigin)}`;
  c.header(
    'Content-Security-Policy',
    pageCsp({ scripts: [CO_VERIFY_SCRIPT], frameSrc: [appOrigin], formAction: [view.redirectOrigin] }),
  );
  const { t } = hostedText(c);
  return c.html(
    page(
      t('verifyTitle'),
      html`<p class="muted">${t('verifyText')}</p>
        <form
          id="co-verify"
          method="post"
          action="/co/verify"
          data-app-origin="${appOrigin}"
          data-co-id="${view.coId}"
        >
          <input type="hidden" name="authorize" value="${view.authorizeQuery}" />
          <input type="hidden" name="verifier" value="" />
        </form>
        <iframe id="co-frame" title="${t('verifyFrameTitle')}" src="${frameUrl.toString()}" hidden></iframe>`,
      { script: CO_VERIFY_SCRIPT, text: hostedText(c) },
    ),
  );
}
