// webAuth.signup: POST /dbconnections/signup against the local identity service, and each error code the
// service answers with.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CLIENT_ID, REALM, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import type { SignupOptions } from '../../src/core/index.js';
import { interceptFetch, jsonResponse, thrown } from './helpers.js';
import {
  authError,
  callbackUrl,
  describeFaults,
  GOOD_PASSWORD,
  newClient,
  spyFetch,
  stubNavigation,
  USERNAME_REALM,
} from './service-helpers.js';

describe('webAuth.signup', () => {
  let env: TestEnv;

  before(async () => {
    env = await testEnv();
  });
  afterEach(() => sinon.restore());

  const signupFails = async (options: SignupOptions, clientID = CLIENT_ID) =>
    authError(newClient(env, { clientID }).signup(options), options.password);

  it('creates the user, who can then log in', async () => {
    const email = uniqueEmail('signup');
    const spy = spyFetch();
    const user = await newClient(env).signup({
      email,
      password: GOOD_PASSWORD,
      connection: REALM,
      userMetadata: { plan: 'free' },
      givenName: 'Ada',
    });
    spy.restore();
    expect(user).to.include({ email, email_verified: false });
    expect(user._id).to.be.a('string').and.not.equal('');

    expect(spy.exchanges).to.have.length(1);
    const { request } = spy.exchanges[0]!;
    expect(request.method).to.equal('POST');
    expect(request.url).to.equal(`${env.serviceUrl}/dbconnections/signup`);
    expect(request.headers.get('Auth0-Client')).to.be.a('string');
    expect(await request.json()).to.deep.equal({
      client_id: CLIENT_ID,
      email,
      password: GOOD_PASSWORD,
      connection: REALM,
      user_metadata: { plan: 'free' },
      given_name: 'Ada',
    });

    const assign = stubNavigation();
    await newClient(env, { redirectUri: callbackUrl(env) }).login({
      email,
      password: GOOD_PASSWORD,
      realm: REALM,
    });
    expect(new URL(assign.firstCall.args[0]).searchParams.get('login_ticket')).to.be.a('string');
  });

  it('passes user_metadata given under its wire name', async () => {
    const fetch = interceptFetch(() =>
      jsonResponse({ _id: '1', email: 'a@example.com', email_verified: false }),
    );
    try {
      await newClient(env).signup({
        email: 'a@example.com',
        password: GOOD_PASSWORD,
        connection: REALM,
        user_metadata: { color: 'teal' },
      });
      const body = (await fetch.requests[0]!.json()) as Record<string, unknown>;
      expect(body['user_metadata']).to.deep.equal({ color: 'teal' });
    } finally {
      fetch.restore();
    }
  });

  it('sends the username on a connection that requires one, and returns it', async () => {
    const email = uniqueEmail('named');
    const username = `user${crypto.randomUUID().slice(0, 8)}`;
    const user = await newClient(env).signup({
      email,
      password: GOOD_PASSWORD,
      connection: USERNAME_REALM,
      username,
    });
    expect(user).to.include({ email, username });
  });

  it('user_exists for an address that has an account', async () => {
    const error = await signupFails({
      email: 'demo@example.com',
      password: GOOD_PASSWORD,
      connection: REALM,
    });
    expect(error).to.include({
      code: 'user_exists',
      statusCode: 400,
      description: 'The user already exists.',
    });
  });

  it('invalid_password with the policy text on the error', async () => {
    const password = 'weakpass';
    const error = await signupFails({ email: uniqueEmail('weak'), password, connection: REALM });
    expect(error).to.include({ code: 'invalid_password', statusCode: 400 });
    expect(error.description).to.match(/too weak/);
    expect(error.policy).to.be.a('string');
    expect(error.policy).to.include('types of characters');
    expect(error.policy).not.to.include(password);
  });

  it("invalid_password keeps the service's rules (PasswordStrengthError description) on original", async () => {
    const error = await signupFails({ email: uniqueEmail('rules'), password: 'weakpass', connection: REALM });
    expect(error.description).to.equal('Password is too weak');
    const original = error.original as {
      name?: string;
      description?: { rules?: unknown[]; verified?: boolean };
    };
    expect(original.name).to.equal('PasswordStrengthError');
    expect(original.description?.verified).to.equal(false);
    const rules = original.description?.rules as { code: string; verified: boolean }[];
    expect(rules.map((rule) => [rule.code, rule.verified])).to.deep.equal([
      ['lengthAtLeast', true],
      ['containsAtLeast', false],
    ]);
  });

  it('password_dictionary_error for a breached password', async () => {
    const error = await signupFails({
      email: uniqueEmail('dict'),
      password: 'Password1!',
      connection: REALM,
    });
    expect(error).to.include({ code: 'password_dictionary_error', statusCode: 400 });
    expect(error.policy).to.equal(undefined);
  });

  it('password_no_user_info_error for a password made of the address', async () => {
    const local = `pat${crypto.randomUUID().slice(0, 6)}`;
    const error = await signupFails({
      email: `${local}@example.com`,
      password: `${local}-X9!`,
      connection: REALM,
    });
    expect(error).to.include({ code: 'password_no_user_info_error', statusCode: 400 });
  });

  it('invalid_signup when the connection requires a username and none is given', async () => {
    const error = await signupFails({
      email: uniqueEmail('nouser'),
      password: GOOD_PASSWORD,
      connection: USERNAME_REALM,
    });
    expect(error).to.include({ code: 'invalid_signup', statusCode: 400 });
    expect(error.description).to.match(/username/i);
  });

  it('username_exists for a username in use', async () => {
    const error = await signupFails({
      email: uniqueEmail('samagain'),
      password: GOOD_PASSWORD,
      connection: USERNAME_REALM,
      username: 'sam',
    });
    expect(error).to.include({
      code: 'username_exists',
      statusCode: 400,
      description: 'The username provided is in use already.',
    });
  });

  it('unauthorized for a client the service does not know', async () => {
    const error = await signupFails(
      { email: uniqueEmail('noclient'), password: GOOD_PASSWORD, connection: REALM },
      'no-such-client',
    );
    expect(error).to.include({ code: 'unauthorized', statusCode: 401 });
  });

  it('invalid_signup for a connection that is not a database', async () => {
    const error = await signupFails({
      email: uniqueEmail('sms'),
      password: GOOD_PASSWORD,
      connection: 'sms',
    });
    expect(error).to.include({ code: 'invalid_signup', statusCode: 400 });
  });

  it('calls a node-style callback', async () => {
    const [error, result] = await new Promise<unknown[]>((resolve) =>
      newClient(env).signup(
        { email: 'demo@example.com', password: GOOD_PASSWORD, connection: REALM },
        (...args) => resolve(args),
      ),
    );
    expect((error as { code: string }).code).to.equal('user_exists');
    expect(result).to.equal(undefined);
  });

  it('throws a TypeError naming the missing option, before any request', () => {
    const fetch = interceptFetch(() => jsonResponse({}));
    try {
      const webAuth = newClient(env);
      const full = { email: 'x@example.com', password: GOOD_PASSWORD, connection: REALM };
      for (const missing of ['email', 'password', 'connection'] as const) {
        const options: Record<string, unknown> = { ...full };
        delete options[missing];
        const error = thrown(() => webAuth.signup(options as unknown as SignupOptions));
        expect(error).to.be.instanceOf(TypeError);
        expect((error as TypeError).message).to.equal(`"${missing}" option is required`);
      }
      const metadata = thrown(() => webAuth.signup({ ...full, userMetadata: 'x' as never }));
      expect((metadata as TypeError).message).to.match(/"userMetadata" option must be an object/);
      expect(thrown(() => webAuth.signup(undefined as never))).to.be.instanceOf(TypeError);
      expect(fetch.requests).to.have.length(0);
    } finally {
      fetch.restore();
    }
  });
});

describeFaults('signup', (webAuth) =>
  webAuth.signup({ email: 'fault@example.com', password: GOOD_PASSWORD, connection: REALM }),
);
