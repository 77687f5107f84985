// The second factor in the core against the local identity service: the `mfa_required` AuthError (its
// token kept out of the message and of JSON) from the token endpoint's password-realm grant, and the
// Mfa client (`webAuth.mfa`, `new Mfa()`): list, challenge, verify with a code from the authenticator
// app (computed here from its key) or with a recovery code, each way the service refuses, attempts
// fired in parallel, and callers' mistakes.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { AuthError, Mfa, WebAuth } from '../../src/core/index.js';
import type { AuthResult, MfaAuthResult, MfaOtpEnrollment } from '../../src/core/index.js';
import { CLIENT_ID, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { rejection, thrown } from './helpers.js';
import { addAuthenticator, removeAuthenticators } from './passkey-helpers.js';
import {
  codeSequence,
  enrolAuthenticatorApp,
  ME_SCOPES,
  mfaUser,
  passwordGrant,
  PASSWORD_REALM_GRANT,
} from './mfa-helpers.js';
import type { MfaUser } from './mfa-helpers.js';
import { createUser, readInbox, totp } from '../shared/service.js';
import { authError, newClient, spyFetch } from './service-helpers.js';

import { MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT } from '../../src/core/lib/grant-types.js';

/** The claims of a JWT, read without verification (the test's own view). */
function claimsOf(token: string): Record<string, unknown> {
  const part = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(part)) as Record<string, unknown>;
}

/** The password log-in of `user` through the core (`client.oauthToken`): must be `mfa_required`. */
async function mfaRequired(webAuth: WebAuth, user: MfaUser): Promise<AuthError> {
  const { username, password, realm, scope } = passwordGrant(user.email) as Record<string, string>;
  return authError(
    webAuth.client.oauthToken({ grantType: PASSWORD_REALM_GRANT, username, password, realm, scope }),
  );
}

describe('the test’s own TOTP', () => {
  it('is RFC 6238’s (SHA-1 test vectors at T = 59 s and 1111111109 s, 6 digits)', () => {
    // The RFC's key "12345678901234567890" in base32; its 8-digit answers are 94287082 and 07081804.
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).to.equal('287082');
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1_111_111_109_000)).to.equal('081804');
  });
});

describe('mfa_required', () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });
  afterEach(() => sinon.restore());

  it('carries the mfa token and the requirements; the token is in neither the message nor JSON', async () => {
    const user = await mfaUser(env, { recoveryCode: true });
    const error = await mfaRequired(newClient(env), user);
    expect(error.code).to.equal('mfa_required');
    expect(error.statusCode).to.equal(403);
    expect(error.mfaToken).to.be.a('string').and.not.equal('');
    expect(error.mfaRequirements?.challenge?.map(({ type }) => type)).to.include('otp');
    const token = error.mfaToken!;
    expect(error.message).not.to.include(token);
    expect(error.description).not.to.include(token);
    expect(JSON.stringify(error)).not.to.include(token);
    expect(JSON.stringify(error.original)).not.to.include(token);
    expect(Object.keys(error)).not.to.include('mfaToken');
    expect({ ...error }).not.to.have.property('mfaToken');
    expect(String(error)).not.to.include(token);
    // What is left is the service's answer without the token.
    expect(error.original).to.include({ error: 'mfa_required' });
    expect(JSON.parse(JSON.stringify(error))).to.include({ code: 'mfa_required' });
  });

  it('is answered to each password log-in with a new token', async () => {
    const user = await mfaUser(env);
    const webAuth = newClient(env);
    const [first, second] = await Promise.all([mfaRequired(webAuth, user), mfaRequired(webAuth, user)]);
    expect(first.mfaToken).not.to.equal(second.mfaToken);
  });
});

describe('mfa_required from the passkey grant', () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });
  afterEach(async () => {
    sinon.restore();
    await removeAuthenticators();
  });

  it('stops a passkey log-in of a user with an authenticator app; the code finishes it', async () => {
    await addAuthenticator();
    const webAuth = newClient(env);
    const signup = await webAuth.passkeys.signup({ email: uniqueEmail('passkey-mfa') });
    const me = await webAuth.passkeys.login({ audience: `${env.serviceUrl}/me/`, scope: ME_SCOPES });
    const app = await enrolAuthenticatorApp(env, me.accessToken!);

    const error = await authError(webAuth.passkeys.login());
    expect(error.code).to.equal('mfa_required');
    expect(error.mfaToken).to.be.a('string');
    expect(JSON.stringify(error)).not.to.include(error.mfaToken!);
    const result = await webAuth.mfa.verify({ mfaToken: error.mfaToken!, otp: app.code() });
    expect(result.idTokenPayload?.sub).to.equal(signup.idTokenPayload?.sub);
    expect(result.idTokenPayload?.['amr']).to.deep.equal(['mfa']);
  });
});

describe('webAuth.mfa', () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });
  afterEach(() => sinon.restore());

  it('lists the authenticators, challenges the app and verifies its code: a verified AuthResult', async () => {
    const user = await mfaUser(env, { recoveryCode: true });
    const webAuth = newClient(env);
    const { mfaToken: token } = await mfaRequired(webAuth, user);
    const spy = spyFetch();

    const authenticators = await webAuth.mfa.getAuthenticators(token!);
    const otp = authenticators.find(({ authenticatorType }) => authenticatorType === 'otp');
    expect(otp).to.include({ active: true, type: 'otp' });
    expect(otp!.id).to.be.a('string');
    expect(Date.parse(otp!.createdAt!)).to.be.closeTo(Date.now(), 120_000);
    expect(authenticators.map(({ authenticatorType }) => authenticatorType)).to.include('recovery-code');
    const list = spy.exchanges.find(({ request }) => request.url.endsWith('/mfa/authenticators'))!;
    expect(list.request.method).to.equal('GET');
    expect(list.request.headers.get('authorization')).to.equal(`Bearer ${token}`);

    const challenge = await webAuth.mfa.challenge({
      mfaToken: token!,
      challengeType: 'otp',
      authenticatorId: otp!.id,
    });
    expect(challenge).to.deep.equal({ challengeType: 'otp' });
    const sentChallenge = spy.exchanges.find(({ request }) => request.url.endsWith('/mfa/challenge'))!;
    expect(await sentChallenge.request.clone().json()).to.deep.equal({
      client_id: CLIENT_ID,
      mfa_token: token,
      challenge_type: 'otp',
      authenticator_id: otp!.id,
    });

    const code = user.code();
    const result = await webAuth.mfa.verify({ mfaToken: token!, otp: code });
    expect(result.idTokenPayload?.['email']).to.equal(user.email);
    expect(result.idTokenPayload?.sub).to.equal(claimsOf(result.idToken!)['sub']);
    expect(result.accessToken).to.be.a('string');
    expect(result.tokenType).to.equal('Bearer');
    expect(result).not.to.have.property('recoveryCode');
    // The grant went as a form; the token and the code are in no URL.
    const sent = spy.exchanges.find(({ request }) => request.url === `${env.serviceUrl}/oauth/token`)!;
    const form = new URLSearchParams(await sent.request.clone().text());
    expect(Object.fromEntries(form)).to.deep.equal({
      grant_type: MFA_OTP_GRANT,
      client_id: CLIENT_ID,
      mfa_token: token,
      otp: code,
    });
    // The ID token was verified against the service's keys.
    expect(spy.exchanges.some(({ request }) => request.url.endsWith('/.well-known/jwks.json'))).to.equal(
      true,
    );
    for (const { request } of spy.exchanges) {
      expect(request.url).not.to.include(token!);
      expect(request.url).not.to.include(code);
    }
  });

  it('verifies a recovery code: the result carries the new one, and the used one is refused', async () => {
    const user = await mfaUser(env, { recoveryCode: true });
    const webAuth = newClient(env);
    const first = await mfaRequired(webAuth, user);
    const spy = spyFetch();
    const result: MfaAuthResult = await webAuth.mfa.verify({
      mfaToken: first.mfaToken!,
      recoveryCode: user.recoveryCode!,
    });
    expect(result.idTokenPayload?.['email']).to.equal(user.email);
    expect(result.recoveryCode).to.be.a('string').and.not.equal(user.recoveryCode);
    const sent = spy.exchanges.find(({ request }) => request.url === `${env.serviceUrl}/oauth/token`)!;
    expect(Object.fromEntries(new URLSearchParams(await sent.request.clone().text()))).to.deep.equal({
      grant_type: MFA_RECOVERY_CODE_GRANT,
      client_id: CLIENT_ID,
      mfa_token: first.mfaToken,
      recovery_code: user.recoveryCode,
    });

    const second = await mfaRequired(webAuth, user);
    const refused = await authError(
      webAuth.mfa.verify({ mfaToken: second.mfaToken!, recoveryCode: user.recoveryCode! }),
      user.recoveryCode,
    );
    expect(refused.code).to.equal('invalid_grant');
    const again = await webAuth.mfa.verify({
      mfaToken: second.mfaToken!,
      recoveryCode: result.recoveryCode!,
    });
    expect(again.idTokenPayload?.sub).to.equal(result.idTokenPayload?.sub);
  });

  it('answers by callback too', async () => {
    const user = await mfaUser(env);
    const webAuth = newClient(env);
    const { mfaToken: token } = await mfaRequired(webAuth, user);
    const list = await new Promise<unknown[]>((resolve, reject) =>
      webAuth.mfa.getAuthenticators(token!, (error, value) => (error ? reject(error) : resolve(value!))),
    );
    expect(list).to.have.length.greaterThan(0);
    const challenge = await new Promise((resolve, reject) =>
      webAuth.mfa.challenge({ mfaToken: token!, challengeType: 'otp' }, (error, value) =>
        error ? reject(error) : resolve(value),
      ),
    );
    expect(challenge).to.deep.equal({ challengeType: 'otp' });
    const wrong = await new Promise<AuthError>((resolve) =>
      webAuth.mfa.verify({ mfaToken: token!, otp: '000000' }, (error) => resolve(error!)),
    );
    expect(wrong).to.be.instanceOf(AuthError);
    const code = user.code();
    const result = await new Promise<AuthResult>((resolve, reject) =>
      webAuth.mfa.verify({ mfaToken: token!, otp: code }, (error, value) =>
        error ? reject(error) : resolve(value!),
      ),
    );
    expect(result.idTokenPayload?.['email']).to.equal(user.email);
  });

  it('works standalone: new Mfa({ domain, clientID })', async () => {
    const user = await mfaUser(env);
    const { mfaToken: token } = await mfaRequired(newClient(env), user);
    const mfa = new Mfa({ domain: env.serviceUrl, clientID: CLIENT_ID });
    const { getAuthenticators, verify } = mfa; // bound methods
    expect((await getAuthenticators(token!)).length).to.be.greaterThan(0);
    const result = await verify({ mfaToken: token!, otp: user.code() });
    expect(result.idTokenPayload?.['email']).to.equal(user.email);
  });

  it('is invalid_grant for a wrong code, and the token stays usable for the right one', async () => {
    const user = await mfaUser(env);
    const webAuth = newClient(env);
    const { mfaToken: token } = await mfaRequired(webAuth, user);
    const wrong = await authError(webAuth.mfa.verify({ mfaToken: token!, otp: '000000' }), token);
    expect(wrong.code).to.equal('invalid_grant');
    expect(wrong.statusCode).to.equal(403);
    expect(wrong.description).to.be.a('string').and.not.equal('');
    const result = await webAuth.mfa.verify({ mfaToken: token!, otp: user.code() });
    expect(result.idTokenPayload?.['email']).to.equal(user.email);
  });

  it('spends the token: a second verify with it is refused', async () => {
    const user = await mfaUser(env);
    const webAuth = newClient(env);
    const { mfaToken: token } = await mfaRequired(webAuth, user);
    await webAuth.mfa.verify({ mfaToken: token!, otp: user.code() });
    const error = await authError(webAuth.mfa.verify({ mfaToken: token!, otp: '123456' }), token);
    expect(error.code).to.equal('invalid_grant');
    const listing = await authError(webAuth.mfa.getAuthenticators(token!), token);
    expect(listing).to.include({ code: 'invalid_token', statusCode: 401 });
    expect((await authError(webAuth.mfa.verify({ mfaToken: 'not-a-token', otp: '123456' }))).code).to.equal(
      'invalid_grant',
    );
  });

  it('accepts one code once: the same code verified twice in parallel gives one result', async () => {
    const user = await mfaUser(env);
    const webAuth = newClient(env);
    const [a, b] = await Promise.all([mfaRequired(webAuth, user), mfaRequired(webAuth, user)]);
    const code = user.code();
    const outcomes = await Promise.allSettled([
      webAuth.mfa.verify({ mfaToken: a.mfaToken!, otp: code }),
      webAuth.mfa.verify({ mfaToken: b.mfaToken!, otp: code }),
    ]);
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).to.have.length(1);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect((failed.reason as AuthError).code).to.equal('invalid_grant');
  });

  it('is too_many_attempts after 5 wrong codes for one token, guesses fired in parallel included', async () => {
    const user = await mfaUser(env);
    const webAuth = newClient(env);
    const { mfaToken: token } = await mfaRequired(webAuth, user);
    const guesses = ['000001', '000002', '000003', '000004', '000005', '000006', '000007', '000008'];
    const errors = await Promise.all(
      guesses.map((otp) => authError(webAuth.mfa.verify({ mfaToken: token!, otp }), token)),
    );
    const codes = errors.map(({ code }) => code);
    expect(codes.filter((code) => code === 'invalid_grant')).to.have.length(5);
    expect(codes.filter((code) => code === 'too_many_attempts')).to.have.length(3);
    const limited = errors.find(({ code }) => code === 'too_many_attempts')!;
    expect(limited.statusCode).to.equal(429);
    // Even the right code is not checked with this token any more.
    const right = await authError(webAuth.mfa.verify({ mfaToken: token!, otp: user.code() }), token);
    expect(right.code).to.equal('too_many_attempts');
  });

  it('locks the user out after 10 wrong codes over several tokens: the unblock e-mail, no log-in', async () => {
    const user = await mfaUser(env);
    const webAuth = newClient(env);
    const tokens = await Promise.all([1, 2, 3].map(() => mfaRequired(webAuth, user)));
    const errors = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        authError(
          webAuth.mfa.verify({ mfaToken: tokens[i % 3]!.mfaToken!, otp: String(300000 + i) }),
          tokens[i % 3]!.mfaToken,
        ),
      ),
    );
    const codes = errors.map(({ code }) => code);
    expect(codes.filter((code) => code === 'invalid_grant')).to.have.length(10);
    expect(codes.filter((code) => code === 'too_many_attempts')).to.have.length(5);
    const [mail] = await readInbox(env.serviceUrl, { to: user.email, kind: 'unblock' });
    expect(mail?.text).to.match(/wrong verification codes/);
    // Blocked: not even the right code is taken, and the password no longer signs in.
    const right = await authError(webAuth.mfa.verify({ mfaToken: tokens[0]!.mfaToken!, otp: user.code() }));
    expect(right).to.include({ code: 'too_many_attempts', statusCode: 429 });
    const { username, password, realm } = passwordGrant(user.email) as Record<string, string>;
    const login = await authError(
      webAuth.client.oauthToken({ grantType: PASSWORD_REALM_GRANT, username, password, realm }),
    );
    expect(login).to.include({ code: 'too_many_attempts', statusCode: 429 });
  });

  it('throws a TypeError at once for a caller’s mistake, before any request', () => {
    const spy = spyFetch();
    const { mfa } = newClient(env);
    const mistakes: (() => unknown)[] = [
      () => mfa.getAuthenticators(undefined as never),
      () => mfa.getAuthenticators(''),
      () => mfa.getAuthenticators(42 as never),
      () => mfa.getAuthenticators('t', 'cb' as never),
      () => mfa.enroll(undefined as never),
      () => mfa.enroll({ mfaToken: 't' } as never),
      () => mfa.enroll({ mfaToken: 't', factorType: 'sms' } as never),
      () => mfa.enroll({ factorType: 'otp' } as never),
      () => mfa.challenge({ mfaToken: 't' } as never),
      () => mfa.challenge({ mfaToken: 't', challengeType: 'push' } as never),
      () => mfa.challenge({ mfaToken: 't', challengeType: 'otp', authenticatorId: 7 } as never),
      () => mfa.challenge({ mfaToken: 't', challengeType: 'otp', authenticatorId: '' }),
      () => mfa.verify(null as never),
      () => mfa.verify({ mfaToken: 't' } as never),
      () => mfa.verify({ mfaToken: 't', otp: '123456', recoveryCode: 'ABCD' } as never),
      () => mfa.verify({ mfaToken: 't', otp: '' }),
      () => mfa.verify({ mfaToken: 't', otp: 123456 } as never),
      () => mfa.verify({ mfaToken: 't', recoveryCode: [] } as never),
      () => mfa.verify({ mfaToken: '', otp: '123456' }),
      () => mfa.verify({ otp: '123456' } as never),
      () => mfa.verify({ mfaToken: 't', otp: '123456' }, {} as never),
    ];
    for (const mistake of mistakes) expect(thrown(mistake), String(mistake)).to.be.instanceOf(TypeError);
    expect(spy.exchanges).to.deep.equal([]);
  });

  it('is unsupported_by_provider with the issuer option (the MFA API is the service’s)', async () => {
    const issuer = 'https://issuer.example.com/';
    const mfa = new WebAuth({ domain: issuer, clientID: CLIENT_ID, issuer }).mfa;
    const error = (await rejection(mfa.getAuthenticators('token'))) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error.code).to.equal('unsupported_by_provider');
  });
});

describe('webAuth.mfa.enroll (a service whose MFA policy is "always")', () => {
  let env: TestEnv;
  let always: TestEnv;
  before(async () => {
    env = await testEnv();
    always = { ...env, serviceUrl: env.mfaAlwaysServiceUrl };
  });
  afterEach(() => sinon.restore());

  it('enrols an authenticator app with the mfa token; its first code signs in, then a recovery code does', async () => {
    const email = uniqueEmail('mfa-enrol');
    await createUser(always.serviceUrl, { email });
    const webAuth = newClient(always);
    const first = await mfaRequired(webAuth, { email } as MfaUser);
    expect(first.mfaRequirements?.enroll?.map(({ type }) => type)).to.include('otp');
    expect(await webAuth.mfa.getAuthenticators(first.mfaToken!)).to.deep.equal([]);

    const spy = spyFetch();
    const enrolment = await webAuth.mfa.enroll({ mfaToken: first.mfaToken!, factorType: 'otp' });
    expect(enrolment.authenticatorType).to.equal('otp');
    expect(enrolment.secret).to.match(/^[A-Z2-7]+=*$/);
    expect(new URL(enrolment.barcodeUri).searchParams.get('secret')).to.equal(enrolment.secret);
    expect(enrolment.recoveryCodes).to.have.length(1);
    const associate = spy.exchanges.find(({ request }) => request.url.endsWith('/mfa/associate'))!;
    expect(associate.request.headers.get('authorization')).to.equal(`Bearer ${first.mfaToken}`);
    expect(await associate.request.clone().json()).to.deep.equal({ authenticator_types: ['otp'] });
    spy.restore();

    const code = codeSequence(enrolment.secret);
    const result = await webAuth.mfa.verify({ mfaToken: first.mfaToken!, otp: code() });
    expect(result.idTokenPayload?.['email']).to.equal(email);

    // Enrolled: the next log-in is challenged, and the recovery code from the enrolment answers it.
    const second = await mfaRequired(webAuth, { email } as MfaUser);
    expect(second.mfaRequirements?.enroll ?? []).to.deep.equal([]);
    const types = (await webAuth.mfa.getAuthenticators(second.mfaToken!)).map((a) => a.authenticatorType);
    expect(types).to.include.members(['otp', 'recovery-code']);
    const recovered = await webAuth.mfa.verify({
      mfaToken: second.mfaToken!,
      recoveryCode: enrolment.recoveryCodes![0]!,
    });
    expect(recovered.idTokenPayload?.['email']).to.equal(email);
    expect(recovered.recoveryCode).to.be.a('string');
  });

  it('stops a passkey sign-up to enrol (mfa_required with enroll); enroll answers by callback too', async () => {
    await addAuthenticator();
    try {
      const webAuth = newClient(always);
      const error = await authError(webAuth.passkeys.signup({ email: uniqueEmail('passkey-always') }));
      expect(error.code).to.equal('mfa_required');
      expect(error.mfaRequirements).to.deep.equal({ enroll: [{ type: 'otp' }] });
      const enrolment = await new Promise<MfaOtpEnrollment>((resolve, reject) =>
        webAuth.mfa.enroll({ mfaToken: error.mfaToken!, factorType: 'otp' }, (failure, value) =>
          failure ? reject(failure) : resolve(value!),
        ),
      );
      const result = await webAuth.mfa.verify({
        mfaToken: error.mfaToken!,
        otp: totp(enrolment.secret),
      });
      expect(result.idTokenPayload?.['amr']).to.deep.equal(['mfa']);
    } finally {
      await removeAuthenticators();
    }
  });

  it('refuses a second enrolment once a factor is confirmed', async () => {
    const email = uniqueEmail('mfa-enrol-twice');
    await createUser(always.serviceUrl, { email });
    const webAuth = newClient(always);
    const { mfaToken: token } = await mfaRequired(webAuth, { email } as MfaUser);
    const enrolment = await webAuth.mfa.enroll({ mfaToken: token!, factorType: 'otp' });
    await webAuth.mfa.verify({ mfaToken: token!, otp: totp(enrolment.secret) });
    const next = await mfaRequired(webAuth, { email } as MfaUser);
    const refused = await authError(webAuth.mfa.enroll({ mfaToken: next.mfaToken!, factorType: 'otp' }));
    expect(refused.statusCode).to.be.within(400, 499);
    expect(refused.description).to.be.a('string').and.not.equal('');
  });
});
