// The hosted second-factor pages of the login flow: the code page (authenticator app or recovery code),
// enrolment (QR code drawn here, and the key as text), the recovery code shown once, and the step's end
// pages. Markup only; routes/mfa-step.ts decides what to show.
import type { Context } from 'hono';
import { html } from 'hono/html';
import QRCode from 'qrcode';
import { formatRecoveryCode } from '../mfa/factors.js';
import { page, pageCsp } from './page-layout.js';
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
function methodLink(step: string, method: 'otp' | 'recovery') {
  const query = new URLSearchParams({ step, ...(method === 'recovery' ? { method } : {}) });
  return html`<p>
    <a href="/u/mfa?${query.toString()}"
      >${method === 'recovery' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}</a
    >
  </p>`;
}

/** Asks for the 6-digit code of the user's authenticator app. */
export function codePage(c: Context, view: StepView, status: PageStatus = 200): Reply {
  stepCsp(c, view);
  return c.html(
    page(
      'Verify it’s you',
      html`${alert(view.error)}
        <p>Enter the 6-digit code from your authenticator app to log in to ${view.clientName}.</p>
        <form method="post" action="/u/mfa">
          ${stepField(view.step)}
          <input type="hidden" name="method" value="otp" />
          <label
            >Code
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
          <button type="submit">Continue</button>
        </form>
        ${methodLink(view.step, 'recovery')}`,
    ),
    status,
  );
}

/** Asks for a recovery code instead. */
export function recoveryPage(c: Context, view: StepView, status: PageStatus = 200): Reply {
  stepCsp(c, view);
  return c.html(
    page(
      'Use a recovery code',
      html`${alert(view.error)}
        <p>Enter the recovery code you saved when you set up two-step verification.</p>
        <form method="post" action="/u/mfa">
          ${stepField(view.step)}
          <input type="hidden" name="method" value="recovery" />
          <label
            >Recovery code
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
          <button type="submit">Continue</button>
        </form>
        ${methodLink(view.step, 'otp')}`,
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
  return c.html(
    page(
      'Set up two-step verification',
      html`${alert(view.error)}
        <p>${view.clientName} asks for a second step when you log in. Set up an authenticator app:</p>
        <ol class="steps">
          <li>
            Scan this QR code with the app.
            <img class="qr" src="${qr}" width="200" height="200" alt="QR code for your authenticator app" />
          </li>
          <li>
            Or type this key into the app:
            <code class="key" id="totp-key">${grouped(view.secret)}</code>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <form method="post" action="/u/mfa/enroll">
          ${stepField(view.step)}
          <label
            >Code
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
          <button type="submit">Continue</button>
        </form>`,
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
  const intro =
    view.reason === 'used'
      ? 'You used your recovery code, so it no longer works. This is your new one:'
      : 'Two-step verification is on. If you lose your authenticator app, this code lets you log in:';
  return c.html(
    page(
      view.reason === 'used' ? 'Your new recovery code' : 'Save your recovery code',
      html`${alert(view.error)}
        <p>${intro}</p>
        <p class="recovery-code" id="recovery-code">${recoveryGroups(view.recoveryCode)}</p>
        <p class="muted">It is shown only this once. Write it down or keep it in a password manager.</p>
        <form method="post" action="/u/mfa/continue">
          ${stepField(view.step)}
          <label class="check"
            ><input type="checkbox" name="saved" value="yes" required /> I saved my recovery code</label
          >
          <button type="submit">Continue</button>
        </form>`,
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
  return c.html(
    page(
      view.title,
      html`<p class="error" role="alert">${view.message}</p>
        ${view.restart ? html`<p><a class="button" href="${view.restart}">Log in again</a></p>` : ''}`,
    ),
    status,
  );
}
