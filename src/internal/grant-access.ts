// "Grant access", shared by the account elements (<auth-profile>, <api-permissions-editor>): when the
// silent Management token request answers that the user has not allowed this page (`consent_required`,
// `interaction_required`) or must log in again (`login_required`), both explain it in the same words
// and offer one button that logs in again in a popup asking for the element's Management scopes; the
// service records the consent and the element keeps the token the popup returns.
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { PopupAuthorizeOptions, WebAuth } from '../core/index.js';
import type { StringKey } from './i18n.js';
import type { ManagementToken, ManagementTokenRequest } from './management-token.js';

type Translate = (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;

/** Codes of the silent token request that "Grant access" resolves. */
const GRANT_CODES: ReadonlySet<string> = new Set([
  'consent_required',
  'interaction_required',
  'login_required',
]);

/** Codes that mean the user has not allowed this page yet: explained by {@link consentExplanation}. */
const CONSENT_CODES: ReadonlySet<string> = new Set(['consent_required', 'interaction_required']);

/** Whether "Grant access" can resolve `code` (only for a token the element got itself). */
export function offersGrant(code: string | undefined, tokenGiven: boolean): boolean {
  return !tokenGiven && code !== undefined && GRANT_CODES.has(code);
}

/** Whether `code` means the user has not allowed this page to use the Management API. */
export function isConsentCode(code: string | undefined): boolean {
  return code !== undefined && CONSENT_CODES.has(code);
}

/** The explanation of a missing consent, the same in every element, with what to do. */
export function consentExplanation(t: Translate): string {
  return `${t('consentRequired')} ${t('grantAccessHint')}`;
}

/** The "Grant access" button (part `grant-button`), in a paragraph of class `grant`. */
export function renderGrantButton(t: Translate, onGrant: () => void, disabled = false): TemplateResult {
  return html`<p class="grant">
    <button type="button" class="auth-button" part="grant-button" ?disabled=${disabled} @click=${onGrant}>
      ${t('grantAccess')}
    </button>
  </p>`;
}

/**
 * Logs in again in a popup (call it within the click: browsers block popups opened after an `await`)
 * asking for `scope` on the Management API, which the service records as consented, and keeps the
 * token it returns for `request`.
 */
export async function grantAccess(
  webAuth: WebAuth,
  options: PopupAuthorizeOptions,
  tokens: ManagementToken,
  request: ManagementTokenRequest,
  scope: string,
): Promise<void> {
  const result = await webAuth.popup.authorize({
    ...options,
    scope: `openid profile email ${scope}`,
    responseType: 'token',
    prompt: 'consent',
  });
  tokens.keep(result, request);
}
