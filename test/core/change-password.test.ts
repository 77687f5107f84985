// webAuth.changePassword: POST /dbconnections/change_password against the local identity service; the
// answer is the service's plain-text message, and the reset e-mail lands in the dev inbox.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CLIENT_ID, REALM, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import type { ChangePasswordOptions } from '../../src/core/index.js';
import { interceptFetch, thrown } from './helpers.js';
import { createUser, readInbox } from '../shared/service.js';
import { authError, describeFaults, newClient, spyFetch } from './service-helpers.js';

const ANSWER = "We've just sent you an email to reset your password.";

describe('webAuth.changePassword', () => {
  let env: TestEnv;

  before(async () => {
    env = await testEnv();
  });
  afterEach(() => sinon.restore());

  it("resolves with the service's message and e-mails a reset link to a real user", async () => {
    const email = uniqueEmail('reset');
    await createUser(env.serviceUrl, { email });
    const spy = spyFetch();
    const message = await newClient(env).changePassword({ email, connection: REALM });
    spy.restore();
    expect(message).to.equal(ANSWER);

    const { request } = spy.exchanges[0]!;
    expect(request.method).to.equal('POST');
    expect(request.url).to.equal(`${env.serviceUrl}/dbconnections/change_password`);
    expect(await request.json()).to.deep.equal({ client_id: CLIENT_ID, email, connection: REALM });

    const messages = await readInbox(env.serviceUrl, { to: email, kind: 'password-reset' });
    expect(messages).to.have.length(1);
    expect(messages[0]!.link).to.match(/\/lo\/reset\?ticket=/);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = uniqueEmail('noaccount');
    expect(await newClient(env).changePassword({ email, connection: REALM })).to.equal(ANSWER);
    expect(await readInbox(env.serviceUrl, { to: email })).to.deep.equal([]);
  });

  it("surfaces the service's error for a connection that is not a database", async () => {
    const error = await authError(
      newClient(env).changePassword({ email: uniqueEmail('x'), connection: 'sms' }),
    );
    expect(error).to.include({ code: 'invalid_request', statusCode: 400 });
  });

  it('calls a node-style callback', async () => {
    const [error, message] = await new Promise<unknown[]>((resolve) =>
      newClient(env).changePassword({ email: uniqueEmail('cb'), connection: REALM }, (...args) =>
        resolve(args),
      ),
    );
    expect(error).to.equal(null);
    expect(message).to.equal(ANSWER);
  });

  it('throws a TypeError naming the missing option, before any request', () => {
    const fetch = interceptFetch(() => new Response('nope'));
    try {
      const webAuth = newClient(env);
      const cases: [unknown, string][] = [
        [{ connection: REALM }, '"email" option is required'],
        [{ email: 'a@example.com' }, '"connection" option is required'],
        [{ email: 3, connection: REALM }, '"email" option must be a string'],
      ];
      for (const [options, message] of cases) {
        const error = thrown(() => webAuth.changePassword(options as ChangePasswordOptions));
        expect(error).to.be.instanceOf(TypeError);
        expect((error as TypeError).message).to.equal(message);
      }
      expect(fetch.requests).to.have.length(0);
    } finally {
      fetch.restore();
    }
  });
});

// The plain-text answer is read as text, so markup is recognised after the status was accepted: the
// invalid_response error carries no status code.
describeFaults(
  'changePassword',
  (webAuth) => webAuth.changePassword({ email: 'fault@example.com', connection: REALM }),
  { notJson: undefined },
);
