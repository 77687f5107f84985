// The hosted second-factor pages of the login flow: the code page (authenticator app or recovery code),
// enrolment (QR code drawn here, and the key as text), the recovery code shown once, and the step's end
// pages. Markup only; routes/mfa-step.ts decides what to show.
import type { Context } from 'hono';
import { html } from 'hono/html';
import QRCode from 'qrcode';
import { formatRecoveryCode } from '../mfa/factors.js';
import { page, pageCsp } from './page-layout.js';
import { hostedText } from './hosted-locale.js';
import type { HostedText } from './hosted-locale.js';
import type { PageStatus, Reply } from './login-views.js';

/** What every page of a pending step knows. */
export interface StepView {
  /** The step's public handle (its secret is in the step's cookie). */
  step: string;
  clientName: string;
  /** The redirect_uri's origin: the forms' responses redirect there. */
  redirectOrigin: string;
  error?: string;
}

function stepCsp(c: Context, view: Pick<StepView, 'redirectOrigin'>): void {
  c.header('Content-Security-Policy', pageCsp({ formAction: [view.redirectOrigin] }));
  c.header('Cache-Control', 'no-store');
}

function alert(error: string | undefined) {
  return error ? html`<p class="error" role="alert" id="step-error">${error}</p>` : '';
}

/** Marks the code field invalid and described by the message while there is one. */
function invalid(error: string | undefined) {
  return error ? html`aria-describedby="step-error" aria-invalid="true"` : '';
}

function stepField(step: string) {
  return html`<input type="hidden" name="step" value="${step}" />`;
}

/** The link that switches between the authenticator-app code and a recovery code. */
function methodLink({ t }: HostedText, step: string, method: 'otp' | 'recovery') {
  const query = new URLSearchParams({ step, ...(method === 'recovery' ? { method } : {}) });
  return html`<p>
    <a href="/u/mfa?${query.toString()}"
      >${t(method === 'recovery' ? 'useRecoveryCode' : 'useAuthenticator')}</a
    >
  </p>`;
}

/** Asks for the 6-digit code of the user's authenticator app. */
export function codePage(c: Context, view: StepView, status: PageStatus = 200): Reply {
  stepCsp(c, view);
  const text = hostedText(c);
  const { t } = text;
  return c.html(
    page(
      t('codeTitle'),
      html`${alert(view.error)}
        <p>${t('codeIntro', { client: view.clientName })}</p>
        <form method="post" action="/u/mfa">
          ${stepField(view.step)}
          <input type="hidden" name="method" value="otp" />
          <label
            >${t('codeLabel')}
            <input
              name="code"
              type="text"
              inputmode="numeric"
              autocomplete="one-time-code"
              autocapitalize="off"
              spellcheck="false"
              maxlength="20"
              required
              autofocus
              ${invalid(view.error)}
          /></label>
          <button type="submit">${t('continue')}</button>
        </form>
        ${methodLink(text, view.step, 'recovery')}`,
      { text },
    ),
    status,
  );
}

/** Asks for a recovery code instead. */
export function recoveryPage(c: Context, view: StepView, status: PageStatus = 200): Reply {
  stepCsp(c, view);
  const text = hostedText(c);
  const { t } = text;
  return c.html(
    page(
      t('recoveryTitle'),
      html`${alert(view.error)}
        <p>${t('recoveryIntro')}</p>
        <form method="post" action="/u/mfa">
          ${stepField(view.step)}
          <input type="hidden" name="method" value="recovery" />
          <label
            >${t('recoveryLabel')}
            <input
              name="code"
              type="text"
              autocomplete="off"
              autocapitalize="characters"
              spellcheck="false"
              maxlength="64"
              required
              autofocus
              ${invalid(view.error)}
          /></label>
          <button type="submit">${t('continue')}</button>
        </form>
        ${methodLink(text, view.step, 'otp')}`,
      { text },
    ),
    status,
  );
}

interface EnrolView extends StepView {
  /** The otpauth:// URI the QR code carries. */
  barcodeUri: string;
  /** The key, base32, for manual entry. */
  secret: string;
}

/** A key or code in groups of four, easier to read and type back (spaces are ignored when it is typed). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A recovery code in its groups: a line breaks only after a dash, never inside a group. */
function recoveryGroups(code: string) {
  const groups = formatRecoveryCode(code).split('-');
  return groups.map(
    (group, i) => html`<span class="group">${group}</span>${i < groups.length - 1 ? html`-<wbr />` : ''}`,
  );
}

/** Enrolment under the `always` policy: the QR code (an SVG drawn here, as a data URL), the key, a first code. */
export async function enrolPage(c: Context, view: EnrolView, status: PageStatus = 200): Promise<Response> {
  stepCsp(c, view);
  const svg = await QRCode.toString(view.barcodeUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const qr = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  const text = hostedText(c);
  const { t } = text;
  return c.html(
    page(
      t('enrolTitle'),
      html`${alert(view.error)}
        <p>${t('enrolIntro', { client: view.clientName })}</p>
        <ol class="steps">
          <li>
            ${t('enrolScan')}
            <img class="qr" src="${qr}" width="200" height="200" alt="${t('enrolQrAlt')}" />
          </li>
          <li>
            ${t('enrolKey')}
            <code class="key" id="totp-key">${grouped(view.secret)}</code>
          </li>
          <li>${t('enrolCode')}</li>
        </ol>
        <form method="post" action="/u/mfa/enroll">
          ${stepField(view.step)}
          <label
            >${t('codeLabel')}
            <input
              name="code"
              type="text"
              inputmode="numeric"
              autocomplete="one-time-code"
              autocapitalize="off"
              spellcheck="false"
              maxlength="20"
              required
              autofocus
              ${invalid(view.error)}
          /></label>
          <button type="submit">${t('continue')}</button>
        </form>`,
      { text },
    ),
    status,
  );
}

interface RecoveryCodeView {
  step: string;
  redirectOrigin: string;
  recoveryCode: string;
  /** After a recovery code was used (a new one replaces it), or after enrolment (the first one). */
  reason: 'used' | 'enrolled';
  error?: string;
}

/** Shows a recovery code once; the user confirms they saved it before the login completes. */
export function recoveryCodePage(c: Context, view: RecoveryCodeView, status: PageStatus = 200): Reply {
  stepCsp(c, view);
  const text = hostedText(c);
  const { t } = text;
  const used = view.reason === 'used';
  return c.html(
    page(
      t(used ? 'recoveryUsedTitle' : 'recoveryEnrolledTitle'),
      html`${alert(view.error)}
        <p>${t(used ? 'recoveryUsedIntro' : 'recoveryEnrolledIntro')}</p>
        <p class="recovery-code" id="recovery-code">${recoveryGroups(view.recoveryCode)}</p>
        <p class="muted">${t('recoveryShownOnce')}</p>
        <form method="post" action="/u/mfa/continue">
          ${stepField(view.step)}
          <label class="check"
            ><input type="checkbox" name="saved" value="yes" required /> ${t('recoverySaved')}</label
          >
          <button type="submit">${t('continue')}</button>
        </form>`,
      { text },
    ),
    status,
  );
}

/** The step is over (expired, spent, or too many wrong codes): say why and offer to log in again. */
export function stepEndedPage(
  c: Context,
  view: { title: string; message: string; restart?: string },
  status: PageStatus = 400,
): Reply {
  c.header('Cache-Control', 'no-store');
  const text = hostedText(c);
  return c.html(
    page(
      view.title,
      html`<p class="error" role="alert">${view.message}</p>
        ${view.restart ? html`<p><a class="button" href="${view.restart}">${text.t('logInAgain')}</a></p>` : ''}`,
      { text },
    ),
    status,
  );
}
