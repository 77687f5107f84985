// MyAccount's second factors against the local identity service: an authenticator app (enrol, the key
// as a QR code URI and as text, verify with a code computed here from it) and a recovery code (enrol,
// shown once, confirm), listed with every method or by type, offered by getFactors, deleted; a wrong
// code, a spent enrolment, enrolments verified in parallel, and callers' mistakes.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { MyAccount } from '../../src/core/index.js';
import type { AuthenticationMethod, TotpEnrolment } from '../../src/core/index.js';
import { createUser, totp } from '../shared/service.js';
import { authError, spyFetch } from './service-helpers.js';
import { thrown } from './helpers.js';
import { codeSequence, mfaToken, myAccountToken } from './mfa-helpers.js';
import { testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

describe('MyAccount (second factors)', () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });
  afterEach(() => sinon.restore());

  /** A new user with a password only, and a My Account client for them. */
  async function account(): Promise<{ email: string; account: MyAccount }> {
    const email = uniqueEmail('me-mfa');
    await createUser(env.serviceUrl, { email });
    const token = await myAccountToken(env, email);
    return { email, account: new MyAccount({ domain: env.serviceUrl, token }) };
  }

  it('offers totp and recovery-code among the factors', async () => {
    const { account: me } = await account();
    const types = (await me.getFactors()).map(({ type }) => type);
    expect(types).to.include.members(['passkey', 'totp', 'recovery-code']);
  });

  it('enrols an authenticator app: the key as a QR code URI and as text, confirmed by its first code', async () => {
    const { email, account: me } = await account();
    const spy = spyFetch();
    const enrolment = await me.enrolTotp();
    expect(enrolment.id).to.match(/^totp\|/);
    expect(enrolment.location).to.equal(
      `${env.serviceUrl}/me/v1/authentication-methods/${encodeURIComponent(enrolment.id)}`,
    );
    expect(enrolment.authSession).to.be.a('string');
    expect(enrolment.manualInputCode).to.match(/^[A-Z2-7]+=*$/);
    const uri = new URL(enrolment.barcodeUri);
    expect(uri.protocol).to.equal('otpauth:');
    expect(uri.searchParams.get('secret')).to.equal(enrolment.manualInputCode);
    const start = spy.exchanges.find(({ request }) => request.method === 'POST')!;
    expect(await start.request.clone().json()).to.deep.equal({ type: 'totp' });

    // Not confirmed yet: a password log-in needs no second factor.
    expect(await me.getAuthenticationMethods('totp')).to.satisfy((methods: AuthenticationMethod[]) =>
      methods.every((method) => method.confirmed !== true),
    );

    const code = codeSequence(enrolment.manualInputCode!);
    const method = await me.verifyTotp(enrolment, code());
    expect(method).to.include({ id: enrolment.id, type: 'totp', confirmed: true });
    const verify = spy.exchanges.find(({ request }) => request.url.endsWith('/verify'))!;
    expect(verify.request.url).to.equal(`${enrolment.location}/verify`);
    const sent = (await verify.request.clone().json()) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).to.deep.equal(['auth_session', 'otp_code']);

    const all = await me.getAuthenticationMethods();
    expect(all.map(({ id }) => id)).to.include(enrolment.id);
    expect((await me.getAuthenticationMethods('totp')).map(({ id }) => id)).to.deep.equal([enrolment.id]);
    expect(await me.getAuthenticationMethods('passkey')).to.deep.equal([]);
    expect((await me.getAuthenticationMethod(enrolment.id)).type).to.equal('totp');
    // From now on, a password log-in asks for the second factor.
    expect(await mfaToken(env, email)).to.be.a('string');
  });

  it('refuses a wrong first code (the enrolment stays open) and a spent enrolment', async () => {
    const { account: me } = await account();
    const enrolment = await me.enrolTotp();
    const wrong = await authError(me.verifyTotp(enrolment, '000000'), enrolment.authSession);
    expect(wrong).to.include({ code: 'invalid_grant', error: 'invalid_otp_code', statusCode: 400 });
    const code = codeSequence(enrolment.manualInputCode!);
    await me.verifyTotp(enrolment, code());
    const spent = await authError(me.verifyTotp(enrolment, code()), enrolment.authSession);
    expect(spent).to.include({ code: 'expired_token', error: 'invalid_auth_session', statusCode: 400 });
  });

  it('confirms an enrolment once when two verifications race', async () => {
    const { account: me } = await account();
    const enrolment = await me.enrolTotp();
    const code = totp(enrolment.manualInputCode!);
    const outcomes = await Promise.allSettled([
      me.verifyTotp(enrolment, code),
      me.verifyTotp(enrolment, code),
    ]);
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).to.have.length(1);
    expect((await me.getAuthenticationMethods('totp')).length).to.equal(1);
  });

  it('enrols a recovery code, shown once, confirmed; then deletes both factors', async () => {
    const { email, account: me } = await account();
    const totpEnrolment = await me.enrolTotp();
    await me.verifyTotp(totpEnrolment, totp(totpEnrolment.manualInputCode!));
    const enrolment = await me.enrolRecoveryCode();
    expect(enrolment.id).to.match(/^recovery-code\|/);
    expect(enrolment.recoveryCode).to.be.a('string').with.length.greaterThan(7);
    const method = await me.confirmRecoveryCode(enrolment);
    expect(method).to.include({ id: enrolment.id, type: 'recovery-code' });
    const listed = await me.getAuthenticationMethods('recovery-code');
    expect(listed.map(({ id }) => id)).to.deep.equal([enrolment.id]);
    expect(JSON.stringify(listed)).not.to.include(enrolment.recoveryCode);

    await me.deleteAuthenticationMethod(enrolment.id);
    await me.deleteAuthenticationMethod(totpEnrolment.id);
    expect(await me.getAuthenticationMethods('totp')).to.deep.equal([]);
    expect(await me.getAuthenticationMethods('recovery-code')).to.deep.equal([]);
    expect((await authError(me.getAuthenticationMethod(totpEnrolment.id))).code).to.equal('not_found');
    // No factor left: a password log-in needs none.
    const response = await fetch(`${env.serviceUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: PASSWORD_REALM_GRANT,
        client_id: 'demo-spa',
        username: email,
        password: 'Sturdy-Pass-42',
        realm: 'Username-Password-Authentication',
        scope: 'openid',
      }),
    });
    expect(response.status).to.equal(200);
  });

  it('answers by callback too', async () => {
    const { account: me } = await account();
    const enrolment = await new Promise<TotpEnrolment>((resolve, reject) =>
      me.enrolTotp((error, value) => (error ? reject(error) : resolve(value!))),
    );
    const wrong = await new Promise<Error | null>((resolve) =>
      me.verifyTotp(enrolment, '000000', (error) => resolve(error)),
    );
    expect(wrong).to.include({ code: 'invalid_grant' });
    const code = totp(enrolment.manualInputCode!);
    const method = await new Promise<AuthenticationMethod>((resolve, reject) =>
      me.verifyTotp(enrolment, code, (error, value) => (error ? reject(error) : resolve(value!))),
    );
    expect(method.type).to.equal('totp');
    const methods = await new Promise<AuthenticationMethod[]>((resolve, reject) =>
      me.getAuthenticationMethods('totp', (error, value) => (error ? reject(error) : resolve(value!))),
    );
    expect(methods).to.have.length(1);
    await new Promise<void>((resolve, reject) =>
      me.deleteAuthenticationMethod(method.id, (error) => (error ? reject(error) : resolve())),
    );
  });

  it('throws a TypeError at once for a caller’s mistake', async () => {
    const { account: me } = await account();
    const enrolment = {
      location: `${env.serviceUrl}/me/v1/authentication-methods/totp%7Cx`,
      authSession: 's',
    };
    const spy = spyFetch();
    const mistakes: (() => unknown)[] = [
      () => me.verifyTotp(enrolment, ''),
      () => me.verifyTotp(enrolment, 123456 as never),
      () => me.verifyTotp({ ...enrolment, authSession: '' }, '123456'),
      () => me.verifyTotp(null as never, '123456'),
      () => me.verifyTotp({ ...enrolment, location: 'https://evil.example.com/me/v1/x' }, '123456'),
      () => me.verifyTotp({ ...enrolment, location: `${env.serviceUrl}/oauth/token` }, '123456'),
      () => me.confirmRecoveryCode({ location: 'not a url', authSession: 's' }),
      () => me.getAuthenticationMethods(42 as never),
      () => me.getAuthenticationMethod(''),
      () => me.deleteAuthenticationMethod(undefined as never),
      () => me.enrolTotp('cb' as never),
      () => me.enrolRecoveryCode({} as never),
    ];
    for (const mistake of mistakes) expect(thrown(mistake), String(mistake)).to.be.instanceOf(TypeError);
    expect(spy.exchanges).to.deep.equal([]);
  });
});
