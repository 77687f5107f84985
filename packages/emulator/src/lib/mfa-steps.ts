// Pending hosted second-factor steps: a login whose first factor checked out and which waits for a code.
// Each step is bound to the browser that started it by a cookie (`ae_mfa_{handle}` holding the step's
// secret, HttpOnly, sent only to /u/mfa) and to its /authorize request; it lives 10 minutes. The forms
// carry only the public handle. Steps are per tenant state in memory (not saved, forgotten on reset).
// `beginSecondFactor` starts one where a first factor finishes (hosted login, social account, login
// ticket, magic link); routes/mfa-step.ts answers its pages.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sameSecret } from '../passwords.js';
import { randomId } from '../service.js';
import type { ServiceContext } from '../context.js';
import { secondFactorNeeded, startTotpEnrolment } from '../mfa/factors.js';
import { cookieOptions } from './session-cookie.js';
import { redirectOrigin } from './authorize-request.js';
import type { AuthorizeRequest } from './authorize-request.js';
import { codePage, enrolPage } from './mfa-views.js';
import type { StepView } from './mfa-views.js';
import type { Session, User } from '../tenant.js';

/** How long a step waits for its code, in seconds (scanning a QR code takes a while). */
const STEP_LIFETIME = 600;
const COOKIE_PREFIX = 'ae_mfa_';
const COOKIE_PATH = '/u/mfa';

/** What a session that passed the second factor records, and what its ID tokens carry. */
export const MFA_AMR: readonly string[] = ['mfa'];

/** Whether `session` may not answer for its user: the policy asks them for a second factor it has not passed. */
export function sessionNeedsSecondFactor(ctx: ServiceContext, session: Session, user: User): boolean {
  if (session.amr?.includes('mfa')) return false;
  return secondFactorNeeded(ctx, user) !== 'none';
}

type StepKind = 'challenge' | 'enroll';

interface TotpEnrolmentView {
  /** The otpauth:// URI the QR code carries. */
  barcodeUri: string;
  /** The key (base32) for manual entry. */
  secret: string;
  authSession: string;
}

export interface PendingStep {
  /** Public: in the forms and links. */
  readonly handle: string;
  /** In the cookie only. */
  readonly secret: string;
  readonly userId: string;
  /** The connection the first factor used (the session's). */
  readonly connection: string;
  readonly clientId: string;
  /** The /authorize query the step completes (without `prompt` and `login_ticket`). */
  readonly authorizeQuery: string;
  readonly kind: StepKind;
  readonly expiresAt: number;
  /** Codes checked in this step: the attempt limiter's per-transaction counter (mfa/limiter.ts). */
  attempts: number;
  /** Enrolment (`kind: 'enroll'`): what the page shows, and the enrolment's `auth_session`. */
  enrolment?: TotpEnrolmentView;
  /**
   * Set once the second factor checked out and the session started: the recovery code shown once before
   * the login completes.
   */
  passed?: { sessionId: string; recoveryCode: string; reason: 'used' | 'enrolled' };
}

const stepsOf = new WeakMap<object, Map<string, PendingStep>>();

function steps(ctx: ServiceContext): Map<string, PendingStep> {
  let map = stepsOf.get(ctx.store.data);
  if (!map) stepsOf.set(ctx.store.data, (map = new Map()));
  const now = ctx.now();
  for (const [handle, step] of map) if (step.expiresAt <= now) map.delete(handle);
  return map;
}

function stepCookieOptions(ctx: ServiceContext, maxAge: number) {
  return { ...cookieOptions(ctx, maxAge), path: COOKIE_PATH };
}

/** Starts a step for `userId` and binds it to this browser with its cookie. */
export function openStep(
  c: Context,
  ctx: ServiceContext,
  fields: Omit<PendingStep, 'handle' | 'secret' | 'expiresAt' | 'attempts'>,
): PendingStep {
  const step: PendingStep = {
    ...fields,
    attempts: 0,
    handle: randomId(16),
    secret: randomId(32),
    expiresAt: ctx.now() + STEP_LIFETIME,
  };
  steps(ctx).set(step.handle, step);
  setCookie(c, `${COOKIE_PREFIX}${step.handle}`, step.secret, stepCookieOptions(ctx, STEP_LIFETIME));
  return step;
}

type StepLookup =
  | { ok: true; step: PendingStep }
  /** No live step for this handle and this browser's cookie (expired, ended, or another browser's). */
  | { ok: false };

/** The live step named by `handle` whose cookie this request carries. */
export function findStep(c: Context, ctx: ServiceContext, handle: string): StepLookup {
  const step = handle ? steps(ctx).get(handle) : undefined;
  const secret = handle ? getCookie(c, `${COOKIE_PREFIX}${handle}`) : undefined;
  if (!step || secret === undefined || !sameSecret(secret, step.secret)) return { ok: false };
  return { ok: true, step };
}

/** Ends a step: its record and its cookie. Synchronous, so of parallel requests only one ends it. */
export function closeStep(c: Context, ctx: ServiceContext, step: PendingStep): boolean {
  const ended = steps(ctx).delete(step.handle);
  deleteCookie(c, `${COOKIE_PREFIX}${step.handle}`, stepCookieOptions(ctx, 0));
  return ended;
}

/**
 * After a first factor: the step's page when the policy asks `user` for a second factor (a new pending
 * step bound to this browser), else undefined and the caller starts the session itself.
 */
export async function beginSecondFactor(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
  user: User,
  connection: string,
  authorizeQuery: string,
): Promise<Response | undefined> {
  const needed = secondFactorNeeded(ctx, user);
  if (needed === 'none') return undefined;
  const base = {
    userId: user.user_id,
    connection,
    clientId: request.client.client_id,
    authorizeQuery,
  };
  if (needed === 'challenge') {
    const step = openStep(c, ctx, { ...base, kind: 'challenge' });
    return codePage(c, stepView(request, step));
  }
  const { barcodeUri, secret, authSession } = startTotpEnrolment(ctx, user);
  const step = openStep(c, ctx, { ...base, kind: 'enroll', enrolment: { barcodeUri, secret, authSession } });
  return enrolPage(c, { ...stepView(request, step), barcodeUri, secret });
}

/** What every page of a step shows: its handle, the application, where its forms may go, the error. */
export function stepView(request: AuthorizeRequest, step: PendingStep, error?: string): StepView {
  return {
    step: step.handle,
    clientName: request.client.name,
    redirectOrigin: redirectOrigin(request),
    ...(error !== undefined ? { error } : {}),
  };
}
