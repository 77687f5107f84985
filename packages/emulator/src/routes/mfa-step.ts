// The hosted second-factor step of /authorize, as the real service shows it on its own pages: after the
// first factor (hosted password, social account, login ticket, magic link) of a user the tenant's MFA
// policy asks a code of, the service shows the code page (or enrolment under the `always` policy) instead
// of answering the application; only once the code checks out does the session start, recorded as
// MFA-passed (`amr: ["mfa"]`), and the /authorize request complete.
//   GET  /u/mfa?step=H[&method=recovery]  the pending step's page again (switching to a recovery code)
//   POST /u/mfa             {step, method: otp|recovery, code}   checks a code
//   POST /u/mfa/enroll      {step, code}                         confirms enrolment with a first code
//   POST /u/mfa/continue    {step, saved}                        after the recovery code was shown once
// A step starts where a first factor finishes (`beginSecondFactor`, ../lib/mfa-steps.ts), is bound to its
// browser by a cookie and lives 10 minutes; its forms pass the hosted pages' CSRF check (../lib/csrf.ts).
// Wrong codes count through the factor store's limiter before the
// check: 5 per step, then the step ends; 10 per user in 15 minutes, then the user is blocked (unblock mail).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { parseAuthorizeRequest, redirectOrigin } from '../lib/authorize-request.js';
import type { AuthorizeRequest } from '../lib/authorize-request.js';
import { completeAuthorization, deliverError } from '../lib/authorize-response.js';
import type { Env, ServiceContext } from '../context.js';
import {
  confirmRecoveryCodeEnrolment,
  confirmTotpEnrolment,
  startRecoveryCodeEnrolment,
  verifyOtp,
  verifyRecoveryCode,
} from '../mfa/factors.js';
import { currentSession, startSession } from '../lib/session-cookie.js';
import type { Session, User } from '../tenant.js';
import { errorPage } from '../lib/login-views.js';
import type { Reply } from '../lib/login-views.js';
import { MFA_AMR, closeStep, findStep, openStep, stepView } from '../lib/mfa-steps.js';
import type { PendingStep } from '../lib/mfa-steps.js';
import { hostedText, useAuthorizeLanguage } from '../lib/hosted-locale.js';
import type { HostedText } from '../lib/hosted-locale.js';
import { codePage, enrolPage, recoveryCodePage, recoveryPage, stepEndedPage } from '../lib/mfa-views.js';

function enrolView(request: AuthorizeRequest, step: PendingStep, error?: string) {
  const { barcodeUri = '', secret = '' } = step.enrolment ?? {};
  return { ...stepView(request, step, error), barcodeUri, secret };
}

function formText(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

/** The page of a step that is gone, in the page's language. */
function stepGone({ t }: HostedText) {
  return { title: t('stepGoneTitle'), message: t('stepGone') };
}

/** The step named by the request and its /authorize request, or the page saying it is gone. */
function resolve(
  c: Context,
  ctx: ServiceContext,
  handle: string,
): { step: PendingStep; request: AuthorizeRequest; user: User } | { response: Reply } {
  const found = findStep(c, ctx, handle);
  if (!found.ok) return { response: stepEndedPage(c, stepGone(hostedText(c))) };
  const { step } = found;
  const params = new URLSearchParams(step.authorizeQuery);
  useAuthorizeLanguage(c, params);
  const parsed = parseAuthorizeRequest(ctx, params);
  const user = ctx.findUserById(step.userId);
  if (!parsed.ok || !user) {
    closeStep(c, ctx, step);
    const gone = stepGone(hostedText(c));
    return { response: errorPage(c, 400, gone.title, gone.message) };
  }
  return { step, request: parsed.request, user };
}

function restartUrl(step: PendingStep): string {
  return `/authorize?${step.authorizeQuery}`;
}

/** Starts the MFA-passed session (replacing this browser's one) for the step's user. */
function passedSession(
  c: Context,
  ctx: ServiceContext,
  step: PendingStep,
  request: AuthorizeRequest,
  user: User,
) {
  return startSession(c, ctx, user, step.connection, request.client.client_id, request.scope, {
    amr: [...MFA_AMR],
  });
}

/** Completes the step's /authorize request with the session; a form's redirect becomes a See Other. */
async function complete(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
  session: Session,
): Promise<Response> {
  const response = await completeAuthorization(c, ctx, request, session);
  if (response.status === 302) return c.redirect(response.headers.get('Location') ?? '/', 303);
  return response;
}

/** The page a pending step is at: the recovery code to save, enrolment, or the code (or recovery code) form. */
function stepPage(
  c: Context,
  request: AuthorizeRequest,
  step: PendingStep,
  method: 'otp' | 'recovery' = 'otp',
): Reply {
  if (step.passed) {
    return recoveryCodePage(c, {
      step: step.handle,
      redirectOrigin: redirectOrigin(request),
      recoveryCode: step.passed.recoveryCode,
      reason: step.passed.reason,
    });
  }
  if (step.kind === 'enroll') return enrolPage(c, enrolView(request, step));
  return method === 'recovery'
    ? recoveryPage(c, stepView(request, step))
    : codePage(c, stepView(request, step));
}

async function showStep(c: Context, ctx: ServiceContext): Promise<Response> {
  const resolved = resolve(c, ctx, c.req.query('step') ?? '');
  if ('response' in resolved) return resolved.response;
  return stepPage(
    c,
    resolved.request,
    resolved.step,
    c.req.query('method') === 'recovery' ? 'recovery' : 'otp',
  );
}

/** A code typed or pasted with spaces or dashes between its groups. */
function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

async function checkCode(c: Context, ctx: ServiceContext): Promise<Response> {
  const form = await c.req.parseBody();
  const resolved = resolve(c, ctx, formText(form, 'step'));
  if ('response' in resolved) return resolved.response;
  const { step, request, user } = resolved;
  if (step.kind !== 'challenge' || step.passed) return stepPage(c, request, step);
  const recovery = formText(form, 'method') === 'recovery';
  const code = normalizeCode(formText(form, 'code'));
  const page = recovery ? recoveryPage : codePage;
  if (!code) {
    return page(
      c,
      stepView(request, step, hostedText(c).t(recovery ? 'enterRecoveryCode' : 'enterCode')),
      400,
    );
  }
  // Counted (per step and per user) before the check, by the factor store's limiter.
  const result = recovery
    ? await verifyRecoveryCode(ctx, user, code, step)
    : await verifyOtp(ctx, user, code, step);
  if (!result.ok) return refused(c, ctx, step, request, result.reason, recovery);
  // Of parallel right answers only the first ends the step; the others find it gone.
  if (!closeStep(c, ctx, step)) return stepEndedPage(c, stepGone(hostedText(c)));
  const session = passedSession(c, ctx, step, request, user);
  if (recovery && result.newRecoveryCode) {
    return showRecoveryCode(c, ctx, step, request, session, {
      recoveryCode: result.newRecoveryCode,
      reason: 'used',
    });
  }
  return complete(c, ctx, request, session);
}

/** Keeps the step open (a new one, bound the same way) to show the recovery code once before completing. */
function showRecoveryCode(
  c: Context,
  ctx: ServiceContext,
  previous: PendingStep,
  request: AuthorizeRequest,
  session: Session,
  shown: { recoveryCode: string; reason: 'used' | 'enrolled' },
): Reply {
  const step = openStep(c, ctx, {
    userId: previous.userId,
    connection: previous.connection,
    clientId: previous.clientId,
    authorizeQuery: previous.authorizeQuery,
    kind: previous.kind,
  });
  step.passed = { sessionId: session.id, ...shown };
  return recoveryCodePage(c, {
    step: step.handle,
    redirectOrigin: redirectOrigin(request),
    recoveryCode: shown.recoveryCode,
    reason: shown.reason,
  });
}

/** The page for a refused code: the same form with the message, or the step's end once it may not go on. */
function refused(
  c: Context,
  ctx: ServiceContext,
  step: PendingStep,
  request: AuthorizeRequest,
  reason: 'invalid' | 'too_many_attempts' | 'blocked' | 'not_found',
  recovery: boolean,
): Reply {
  const { t } = hostedText(c);
  if (reason !== 'invalid') {
    closeStep(c, ctx, step);
    const ended = {
      too_many_attempts: { title: t('tooManyCodesTitle'), message: t('tooManyCodes') },
      blocked: { title: t('blockedTitle'), message: t('blocked') },
      not_found: { title: t('enrolExpiredTitle'), message: t('enrolExpired') },
    }[reason];
    return stepEndedPage(c, { ...ended, restart: restartUrl(step) }, reason === 'not_found' ? 400 : 429);
  }
  if (step.kind === 'enroll') return enrolPage(c, enrolView(request, step, t('wrongCode')), 403);
  const view = stepView(request, step, t(recovery ? 'wrongRecoveryCode' : 'wrongCode'));
  return (recovery ? recoveryPage : codePage)(c, view, 403);
}

async function confirmEnrolment(c: Context, ctx: ServiceContext): Promise<Response> {
  const form = await c.req.parseBody();
  const resolved = resolve(c, ctx, formText(form, 'step'));
  if ('response' in resolved) return resolved.response;
  const { step, request, user } = resolved;
  if (step.kind !== 'enroll' || !step.enrolment || step.passed) return stepPage(c, request, step);
  const code = normalizeCode(formText(form, 'code'));
  if (!code) return enrolPage(c, enrolView(request, step, hostedText(c).t('enterCode')), 400);
  const result = confirmTotpEnrolment(ctx, user, { authSession: step.enrolment.authSession }, code);
  if (!result.ok) return refused(c, ctx, step, request, result.reason, false);
  if (!closeStep(c, ctx, step)) return stepEndedPage(c, stepGone(hostedText(c)));
  const session = passedSession(c, ctx, step, request, user);
  // Confirmed at once, with the app: the page shows it once, and "I saved it" only lets the login go on
  // (an enrolment left waiting for that could expire and leave a code shown that never worked).
  const recovery = startRecoveryCodeEnrolment(ctx, user);
  confirmRecoveryCodeEnrolment(ctx, user, recovery.authSession);
  return showRecoveryCode(c, ctx, step, request, session, {
    recoveryCode: recovery.recoveryCode,
    reason: 'enrolled',
  });
}

async function continueAfterRecoveryCode(c: Context, ctx: ServiceContext): Promise<Response> {
  const form = await c.req.parseBody();
  const resolved = resolve(c, ctx, formText(form, 'step'));
  if ('response' in resolved) return resolved.response;
  const { step, request } = resolved;
  if (!step.passed) return stepPage(c, request, step);
  if (formText(form, 'saved') !== 'yes') {
    return recoveryCodePage(
      c,
      {
        step: step.handle,
        redirectOrigin: redirectOrigin(request),
        recoveryCode: step.passed.recoveryCode,
        reason: step.passed.reason,
        error: hostedText(c).t('recoveryConfirm'),
      },
      400,
    );
  }
  const session = currentSession(c, ctx);
  if (!closeStep(c, ctx, step)) return stepEndedPage(c, stepGone(hostedText(c)));
  if (!session || session.id !== step.passed.sessionId) {
    return deliverError(c, request, 'login_required', 'The login session ended. Log in again.');
  }
  return complete(c, ctx, request, session);
}

/** Mounted at `/u/mfa`. */
export const mfaStep = new Hono<Env>()
  .get('/', (c) => showStep(c, c.var.ctx))
  .post('/', (c) => checkCode(c, c.var.ctx))
  .post('/enroll', (c) => confirmEnrolment(c, c.var.ctx))
  .post('/continue', (c) => continueAfterRecoveryCode(c, c.var.ctx));
