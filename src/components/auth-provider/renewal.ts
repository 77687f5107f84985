// <auth-provider>'s silent renewal: the core's session renewer set for a session, renewing shortly before
// its access token expires and never sooner than 15 minutes after the previous renewal of the same client
// (the renewer keeps that limit per client). Loaded (src/internal/chunks.ts) once someone is signed in,
// with the renewer: a page nobody is signed in on downloads neither (with the step-up, also loaded on
// demand, about 0.2 KB gzip of the login page, measured with the CDN autoloader).
import type { AuthError, AuthResult } from '../../core/index.js';
import { createSessionRenewer, MIN_RENEWAL_INTERVAL_MS } from '../../core/session-renewer.js';
import type { SessionRenewalTarget, SessionRenewer } from '../../core/session-renewer.js';
import type { CheckSessionOptions } from '../../core/index.js';

/** How long before the access token expires the provider renews it. */
const RENEW_MARGIN_MS = 60 * 1000;

/** The longest delay `setTimeout` accepts. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What the provider does with each renewal's outcome, and how it renews. */
export interface RenewalHooks {
  /** Renew with refresh tokens (`renewTokens`) instead of `checkSession`. */
  refreshTokens: boolean;
  /** What each silent request asks besides the client's defaults (the session's organization). */
  checkSessionOptions?: CheckSessionOptions;
  onRenew: (authResult: AuthResult) => void;
  onError: (error: AuthError) => void;
}

/** A started renewer for the session whose tokens are `authResult`; a TypeError for an unusable client. */
export function startRenewal(
  webAuth: SessionRenewalTarget,
  authResult: AuthResult,
  hooks: RenewalHooks,
): SessionRenewer {
  const { expiresIn } = authResult;
  const beforeExpiry = typeof expiresIn === 'number' ? expiresIn * 1000 - RENEW_MARGIN_MS : 0;
  const renewer = createSessionRenewer(webAuth, {
    ...hooks,
    interval: Math.min(Math.max(MIN_RENEWAL_INTERVAL_MS, beforeExpiry), MAX_TIMER_MS),
  });
  renewer.start();
  return renewer;
}
