// The second-factor module (src/mfa/) on its own, over a real store and a test clock: the policy, TOTP's
// window of one step either side and its replay refusal, the recovery code's single use, enrolment, and
// the attempt limiter under parallel guesses.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import type { ServiceContext } from '../src/context.js';
import {
  confirmRecoveryCodeEnrolment,
  confirmTotpEnrolment,
  currentTotpCode,
  pruneMfa,
  secondFactorNeeded,
  startRecoveryCodeEnrolment,
  startTotpEnrolment,
  verifyOtp,
  verifyRecoveryCode,
} from '../src/mfa/factors.js';
import { MFA_LIMITS } from '../src/mfa/limiter.js';
import { issueMfaToken } from '../src/mfa/mfa-tokens.js';
import { createServiceContext } from '../src/service.js';
import { FileTenantStore } from '../src/store/index.js';
import { MessageKind } from '../src/tenant.js';
import type { MfaPolicy, User } from '../src/tenant.js';
import { DEMO_USER_ID, TestClock, totp } from './helpers.js';

const ORIGIN = 'http://localhost:4999';

/** The code an authenticator app holding `secret` shows at `seconds`. */
function appCode(secret: string, seconds: number): string {
  return totp(secret, seconds * 1000);
}

let clock: TestClock;
let ctx: ServiceContext;
let user: User;

async function setUp(policy?: MfaPolicy): Promise<void> {
  // A time step's start, so "one step later" is exactly 30 s away.
  clock = new TestClock(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
  const store = await FileTenantStore.open({
    origin: ORIGIN,
    now: clock.now,
    ...(policy ? { mfaPolicy: policy } : {}),
  });
  ctx = createServiceContext(store, ORIGIN, clock.now);
  const found = ctx.findUserById(DEMO_USER_ID);
  assert.ok(found);
  user = found;
}

/** Enrols an authenticator app for the user, confirmed with its first code; answers the secret. */
function enrolTotp(): string {
  const enrolment = startTotpEnrolment(ctx, user);
  const confirmed = confirmTotpEnrolment(
    ctx,
    user,
    { authSession: enrolment.authSession },
    appCode(enrolment.secret, clock.seconds()),
  );
  assert.equal(confirmed.ok, true);
  // Steps later, so the enrolment's step (used) is outside the window of the codes a test uses.
  clock.advance(120_000);
  return enrolment.secret;
}

describe('the MFA policy', () => {
  it('enrolled (the default): asks users with a confirmed factor, not others', async () => {
    await setUp();
    assert.equal(secondFactorNeeded(ctx, user), 'none');
    const enrolment = startTotpEnrolment(ctx, user);
    assert.equal(secondFactorNeeded(ctx, user), 'none', 'an unconfirmed enrolment is no factor yet');
    confirmTotpEnrolment(
      ctx,
      user,
      { authSession: enrolment.authSession },
      appCode(enrolment.secret, clock.seconds()),
    );
    assert.equal(secondFactorNeeded(ctx, user), 'challenge');
  });

  it('always: users without a factor enrol first', async () => {
    await setUp('always');
    assert.equal(secondFactorNeeded(ctx, user), 'enroll');
    enrolTotp();
    assert.equal(secondFactorNeeded(ctx, user), 'challenge');
  });

  it('never: nobody is asked, enrolled or not', async () => {
    await setUp('never');
    enrolTotp();
    assert.equal(secondFactorNeeded(ctx, user), 'none');
  });
});

describe('TOTP codes', () => {
  beforeEach(() => setUp());

  it('accepts the code of the current step and of one step either side, not two', async () => {
    const secret = enrolTotp();
    const now = clock.seconds();
    assert.equal((await verifyOtp(ctx, user, appCode(secret, now - 60))).ok, false, 'two steps old');
    assert.equal((await verifyOtp(ctx, user, appCode(secret, now - 30))).ok, true, 'one step old');
    clock.advance(30_000);
    assert.equal((await verifyOtp(ctx, user, appCode(secret, clock.seconds()))).ok, true, 'current');
    clock.advance(30_000);
    assert.equal(
      (await verifyOtp(ctx, user, appCode(secret, clock.seconds() + 30))).ok,
      true,
      'one step ahead',
    );
    assert.equal(
      (await verifyOtp(ctx, user, appCode(secret, clock.seconds() + 90))).ok,
      false,
      'two steps ahead',
    );
  });

  it('accepts each code once: the same code again, or an older step, is refused (replay)', async () => {
    const secret = enrolTotp();
    const code = appCode(secret, clock.seconds());
    assert.equal((await verifyOtp(ctx, user, code)).ok, true);
    const again = await verifyOtp(ctx, user, code);
    assert.deepEqual(again, { ok: false, reason: 'invalid' });
    assert.equal(
      (await verifyOtp(ctx, user, appCode(secret, clock.seconds() - 30))).ok,
      false,
      'an older step',
    );
  });

  it('gives one of parallel uses of one code the sign-in', async () => {
    const secret = enrolTotp();
    const code = appCode(secret, clock.seconds());
    const results = await Promise.all(Array.from({ length: 5 }, () => verifyOtp(ctx, user, code)));
    assert.equal(results.filter((r) => r.ok).length, 1);
  });

  it('takes a pasted code with spaces, and shows the current code for the dev inbox', async () => {
    const secret = enrolTotp();
    const code = appCode(secret, clock.seconds());
    assert.equal(currentTotpCode(ctx, user), code);
    assert.equal((await verifyOtp(ctx, user, ` ${code.slice(0, 3)} ${code.slice(3)} `)).ok, true);
  });

  it('keeps the secret, confirmation and last step in the store (journaled like users)', async () => {
    const secret = enrolTotp();
    await verifyOtp(ctx, user, appCode(secret, clock.seconds()));
    const factor = ctx.store.data.mfa_factors.find((f) => f.user_id === user.user_id && f.type === 'totp');
    assert.equal(factor?.confirmed, true);
    assert.equal(factor?.secret, secret);
    assert.equal(factor?.last_step, Math.floor(clock.seconds() / 30));
  });

  it('ends an enrolment after five wrong first codes', async () => {
    const enrolment = startTotpEnrolment(ctx, user);
    for (let i = 0; i < 4; i++) {
      assert.deepEqual(confirmTotpEnrolment(ctx, user, { authSession: enrolment.authSession }, '000000'), {
        ok: false,
        reason: 'invalid',
      });
    }
    assert.deepEqual(confirmTotpEnrolment(ctx, user, { authSession: enrolment.authSession }, '000000'), {
      ok: false,
      reason: 'too_many_attempts',
    });
    const right = appCode(enrolment.secret, clock.seconds());
    assert.deepEqual(confirmTotpEnrolment(ctx, user, { authSession: enrolment.authSession }, right), {
      ok: false,
      reason: 'not_found',
    });
  });
});

describe('recovery codes', () => {
  beforeEach(() => setUp());

  it('are single use: a used one is refused, and the new one answered works once', async () => {
    const enrolment = startRecoveryCodeEnrolment(ctx, user);
    assert.match(enrolment.recoveryCode, /^[A-Z2-9]{24}$/);
    assert.ok(confirmRecoveryCodeEnrolment(ctx, user, enrolment.authSession));
    assert.equal(
      JSON.stringify(ctx.store.data.mfa_factors).includes(enrolment.recoveryCode),
      false,
      'stored hashed',
    );
    const used = await verifyRecoveryCode(ctx, user, enrolment.recoveryCode.toLowerCase());
    assert.equal(used.ok, true);
    const next = used.ok ? used.newRecoveryCode : undefined;
    assert.ok(next && next !== enrolment.recoveryCode);
    assert.equal(
      (await verifyRecoveryCode(ctx, user, enrolment.recoveryCode)).ok,
      false,
      'the old one is spent',
    );
    assert.equal((await verifyRecoveryCode(ctx, user, next)).ok, true);
  });
});

describe('the attempt limiter', () => {
  beforeEach(() => setUp());

  it('checks at most 5 codes per transaction among 20 parallel guesses; a right one sent last is refused', async () => {
    const secret = enrolTotp();
    const counter = { attempts: 0 };
    const guesses = [
      ...Array.from({ length: 19 }, (_, i) => String(100000 + i)),
      appCode(secret, clock.seconds()),
    ];
    const results = await Promise.all(guesses.map((code) => verifyOtp(ctx, user, code, counter)));
    const reasons = results.map((r) => (r.ok ? 'ok' : r.reason));
    assert.equal(reasons.filter((r) => r === 'invalid').length, MFA_LIMITS.perTransaction);
    assert.equal(reasons.filter((r) => r === 'too_many_attempts').length, 20 - MFA_LIMITS.perTransaction);
    assert.equal(reasons.at(-1), 'too_many_attempts');
  });

  it('checks at most 10 codes per user in 15 minutes over transactions, then blocks with the unblock e-mail', async () => {
    const secret = enrolTotp();
    const counters = Array.from({ length: 4 }, () => ({ attempts: 0 }));
    const guesses = Array.from({ length: 20 }, (_, i) => ({
      code: String(200000 + i),
      counter: counters[i % 4],
    }));
    const results = await Promise.all(guesses.map((g) => verifyOtp(ctx, user, g.code, g.counter)));
    const reasons = results.map((r) => (r.ok ? 'ok' : r.reason));
    assert.equal(reasons.filter((r) => r === 'invalid').length, MFA_LIMITS.perUser);
    assert.equal(user.brute_force_blocked, true);
    assert.equal(ctx.store.data.messages.filter((m) => m.kind === MessageKind.UNBLOCK).length, 1);
    const right = await verifyOtp(ctx, user, appCode(secret, clock.seconds()), { attempts: 0 });
    assert.deepEqual(right, { ok: false, reason: 'blocked' });
  });

  it('forgets wrong codes older than 15 minutes, and a right code does not count', async () => {
    const secret = enrolTotp();
    for (let i = 0; i < 9; i++) await verifyOtp(ctx, user, String(300000 + i));
    clock.advance((MFA_LIMITS.windowSeconds + 1) * 1000);
    assert.equal((await verifyOtp(ctx, user, appCode(secret, clock.seconds()))).ok, true);
    for (let i = 0; i < 9; i++) await verifyOtp(ctx, user, String(400000 + i));
    assert.equal(user.brute_force_blocked, false);
  });
});

describe('MFA records in the store', () => {
  it('survive a restart with a data file: the secret, confirmation, last step and hashed recovery code', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mfa-store-'));
    try {
      const dataFile = join(dir, 'tenant.json');
      clock = new TestClock();
      let store = await FileTenantStore.open({ origin: ORIGIN, now: clock.now, dataFile });
      ctx = createServiceContext(store, ORIGIN, clock.now);
      user = ctx.findUserById(DEMO_USER_ID) as User;
      const secret = enrolTotp();
      assert.equal((await verifyOtp(ctx, user, appCode(secret, clock.seconds()))).ok, true);
      const recovery = startRecoveryCodeEnrolment(ctx, user);
      confirmRecoveryCodeEnrolment(ctx, user, recovery.authSession);
      await store.commit();
      await store.close();

      store = await FileTenantStore.open({ origin: ORIGIN, now: clock.now, dataFile });
      ctx = createServiceContext(store, ORIGIN, clock.now);
      user = ctx.findUserById(DEMO_USER_ID) as User;
      assert.equal(secondFactorNeeded(ctx, user), 'challenge');
      const replay = await verifyOtp(ctx, user, appCode(secret, clock.seconds()));
      assert.equal(replay.ok, false, 'the last accepted step was kept: no replay after a restart');
      clock.advance(30_000);
      assert.equal((await verifyOtp(ctx, user, appCode(secret, clock.seconds()))).ok, true);
      assert.equal((await verifyRecoveryCode(ctx, user, recovery.recoveryCode)).ok, true);
      await store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lose expired enrolments, mfa_tokens and attempt windows when pruned; keep confirmed factors', async () => {
    await setUp();
    enrolTotp();
    startTotpEnrolment(ctx, user);
    const client = ctx.store.data.clients[0];
    assert.ok(client);
    issueMfaToken(ctx, { user, client, scope: 'openid' });
    await verifyOtp(ctx, user, '000000');
    const data = ctx.store.data;
    // The user's factors (the seeded MFA user has its own).
    const factors = () => data.mfa_factors.filter((f) => f.user_id === user.user_id);
    assert.deepEqual([factors().length, data.mfa_tokens.length, data.mfa_attempts.length], [2, 1, 1]);
    clock.advance((MFA_LIMITS.windowSeconds + 1) * 1000);
    pruneMfa(data, clock.seconds());
    assert.deepEqual([factors().length, data.mfa_tokens.length, data.mfa_attempts.length], [1, 0, 0]);
    assert.equal(factors()[0]?.confirmed, true);
  });
});
