import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CALLBACK,
  CookieJar,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  TestClock,
  authorizeUrl,
  hiddenField,
  hostedLogin,
  jwtPayload,
  redirectParams,
  totp,
  useTestService,
  wrongCode,
} from './helpers.js';
import {
  MFA_EMAIL,
  MFA_PASSWORD,
  MFA_RECOVERY_CODE,
  MFA_TOTP_SECRET,
  codeFlow,
  exchangeCode,
  postStep,
  startStep,
  visibleText,
} from './mfa-hosted-helpers.js';

const clock = new TestClock();

describe('hosted second-factor step: wrong codes and lock-out', () => {
  const service = useTestService({ now: clock.now });

  it('checks at most 5 codes of one step, even sent in parallel, then ends the step', async () => {
    const jar = new CookieJar();
    const { step } = await startStep(service(), jar);
    const code = wrongCode(MFA_TOTP_SECRET, clock.now());
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => postStep(service(), jar, '/u/mfa', { step, method: 'otp', code })),
    );
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 403).length, 5, `5 codes checked: ${statuses.join()}`);
    assert.ok(
      statuses.every((s) => s === 403 || s === 429 || s === 400),
      statuses.join(),
    );
    const limited = answers.find((a) => a.status === 429);
    assert.ok(limited, 'one answer says why the step ended');
    const page = visibleText(await limited.text());
    assert.match(page, /Too many wrong codes/);
    assert.match(page, /Log in again/);
    // The right code no longer helps: the step is over.
    const right = await postStep(service(), jar, '/u/mfa', {
      step,
      method: 'otp',
      code: totp(MFA_TOTP_SECRET, clock.now()),
    });
    assert.equal(right.status, 400);
  });

  it('blocks the user after 10 wrong codes in 15 minutes over several steps, with the unblock mail', async () => {
    const first = new CookieJar();
    const second = new CookieJar();
    const waiting = new CookieJar();
    const [a, b, c] = await Promise.all([
      startStep(service(), first),
      startStep(service(), second),
      startStep(service(), waiting),
    ]);
    const code = wrongCode(MFA_TOTP_SECRET, clock.now());
    const guesses = [
      ...Array.from({ length: 5 }, () =>
        postStep(service(), first, '/u/mfa', { step: a.step, method: 'otp', code }),
      ),
      ...Array.from({ length: 5 }, () =>
        postStep(service(), second, '/u/mfa', { step: b.step, method: 'otp', code }),
      ),
    ];
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 403).length, 10, statuses.join());
    const unblock = service().store.data.messages.filter((m) => m.kind === 'unblock' && m.to === MFA_EMAIL);
    assert.equal(unblock.length, 1, 'one unblock mail');
    // The account is blocked: a step still open takes no code, not even the right one, and says why.
    const right = await postStep(service(), waiting, '/u/mfa', {
      step: c.step,
      method: 'otp',
      code: totp(MFA_TOTP_SECRET, clock.now()),
    });
    assert.equal(right.status, 429);
    assert.match(visibleText(await right.text()), /Your account has been blocked after too many wrong codes/);
    // And the password no longer logs in.
    const third = new CookieJar();
    const login = await hostedLogin(service(), third, codeFlow().params, {
      username: MFA_EMAIL,
      password: MFA_PASSWORD,
    });
    assert.equal(login.status, 429);
    assert.match(visibleText(await login.text()), /blocked/);
  });

  it('uses the recovery code once, shows the new one once, and completes after "I saved it"', async () => {
    const jar = new CookieJar();
    const { params, verifier } = codeFlow();
    const { step } = await startStep(service(), jar, params);
    const switched = await jar.fetch(`${service().url}/u/mfa?step=${step}&method=recovery`);
    assert.equal(switched.status, 200);
    const recoveryPage = await switched.text();
    assert.match(visibleText(recoveryPage), /Recovery code/);
    assert.match(visibleText(recoveryPage), /Use your authenticator app instead/);

    const used = await postStep(service(), jar, '/u/mfa', {
      step,
      method: 'recovery',
      code: MFA_RECOVERY_CODE.toLowerCase(),
    });
    assert.equal(used.status, 200);
    const shown = await used.text();
    const newCode = visibleText(/id="recovery-code">([\s\S]*?)<\/p>/.exec(shown)?.[1] ?? '').replace(
      /\s/g,
      '',
    );
    assert.ok(newCode.length >= 16 && newCode !== MFA_RECOVERY_CODE, newCode);
    assert.match(visibleText(shown), /no longer works/);
    const next = hiddenField(shown, 'step');
    // Shown once: the page asked again says the step has ended once it is over; before that it is the same.
    const unconfirmed = await postStep(service(), jar, '/u/mfa/continue', { step: next });
    assert.equal(unconfirmed.status, 400);
    assert.match(visibleText(await unconfirmed.text()), /Confirm that you saved your recovery code/);
    const done = await postStep(service(), jar, '/u/mfa/continue', { step: next, saved: 'yes' });
    assert.equal(done.status, 303);
    const tokens = await exchangeCode(service(), redirectParams(done).get('code')!, verifier);
    assert.deepEqual(jwtPayload(String(tokens.id_token)).amr, ['mfa']);
    const again = await jar.fetch(`${service().url}/u/mfa?step=${next}`);
    assert.equal(again.status, 400);
    assert.doesNotMatch(await again.text(), new RegExp(newCode));

    // The old code is spent; the new one works.
    const other = new CookieJar();
    const second = await startStep(service(), other);
    const old = await postStep(service(), other, '/u/mfa', {
      step: second.step,
      method: 'recovery',
      code: MFA_RECOVERY_CODE,
    });
    assert.equal(old.status, 403);
    assert.match(visibleText(await old.text()), /That recovery code is not right/);
    const fresh = await postStep(service(), other, '/u/mfa', {
      step: second.step,
      method: 'recovery',
      code: newCode,
    });
    assert.equal(fresh.status, 200);
  });
});

describe('hosted second-factor step: enrolment under the "always" policy', () => {
  const service = useTestService({ now: clock.now, mfaPolicy: 'always' });

  it('enrols a user without a factor (QR code and key), shows the recovery code once, then asks for codes', async () => {
    const jar = new CookieJar();
    const { params, verifier } = codeFlow();
    const { page, step } = await startStep(service(), jar, params, {
      username: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    assert.match(visibleText(page), /Set up two-step verification/);
    assert.match(page, /<img class="qr" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    const key = /id="totp-key">([A-Z2-7 ]+)</.exec(page)?.[1]?.replace(/ /g, '') ?? '';
    assert.match(key, /^[A-Z2-7]{16,}$/);
    const input = /<input[^>]*name="code"[^>]*>/.exec(page)?.[0] ?? '';
    assert.match(input, /autocomplete="one-time-code"/);
    const wrong = await postStep(service(), jar, '/u/mfa/enroll', {
      step,
      code: wrongCode(key, clock.now()),
    });
    assert.equal(wrong.status, 403);
    assert.match(visibleText(await wrong.text()), /That code is not right/);

    const code = totp(key, clock.now());
    const enrolled = await postStep(service(), jar, '/u/mfa/enroll', {
      step,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    assert.equal(enrolled.status, 200, await enrolled.clone().text());
    const shown = await enrolled.text();
    assert.match(visibleText(shown), /Save your recovery code/);
    assert.match(shown, /type="checkbox" name="saved"/);
    const recoveryCode = visibleText(/id="recovery-code">([\s\S]*?)<\/p>/.exec(shown)?.[1] ?? '').replace(
      /\s/g,
      '',
    );
    assert.match(recoveryCode, /^([A-Z2-9]{4}-){5}[A-Z2-9]{4}$/);
    const done = await postStep(service(), jar, '/u/mfa/continue', {
      step: hiddenField(shown, 'step'),
      saved: 'yes',
    });
    assert.equal(done.status, 303);
    const tokens = await exchangeCode(service(), redirectParams(done).get('code')!, verifier);
    assert.deepEqual(jwtPayload(String(tokens.id_token)).amr, ['mfa']);

    // Enrolled: the next login asks for a code, and the saved recovery code works.
    clock.advance(30_000);
    const next = await startStep(service(), new CookieJar(), codeFlow().params, {
      username: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    assert.match(visibleText(next.page), /Enter the 6-digit code/);
    const jar2 = new CookieJar();
    const third = await startStep(service(), jar2, codeFlow().params, {
      username: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    const recovered = await postStep(service(), jar2, '/u/mfa', {
      step: third.step,
      method: 'recovery',
      code: recoveryCode,
    });
    assert.equal(recovered.status, 200);
  });

  it('asks a social login (implicit flow) to set up the app too, and answers its tokens with amr after it', async () => {
    const jar = new CookieJar();
    const params = {
      redirect_uri: CALLBACK,
      response_type: 'token id_token',
      nonce: 'n',
      connection: 'github',
      state: 'gh',
    };
    const picker = await (await jar.fetch(authorizeUrl(service().url, params))).text();
    const response = await jar.fetch(`${service().url}/u/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service().url },
      body: new URLSearchParams({
        authorize: hiddenField(picker, 'authorize'),
        connection: 'github',
        account: '5550001',
      }),
    });
    assert.equal(response.status, 200);
    const page = await response.text();
    assert.match(visibleText(page), /Set up two-step verification/);
    const key = /id="totp-key">([A-Z2-7 ]+)</.exec(page)?.[1]?.replace(/ /g, '') ?? '';
    const step = hiddenField(page, 'step');
    const enrolled = await postStep(service(), jar, '/u/mfa/enroll', {
      step,
      code: totp(key, clock.now()),
    });
    const shown = await enrolled.text();
    const done = await postStep(service(), jar, '/u/mfa/continue', {
      step: hiddenField(shown, 'step'),
      saved: 'yes',
    });
    assert.equal(done.status, 303);
    const answer = redirectParams(done);
    assert.equal(answer.get('state'), 'gh');
    const claims = jwtPayload(answer.get('id_token')!);
    assert.equal(claims.sub, 'github|5550001');
    assert.deepEqual(claims.amr, ['mfa']);
  });
});
