// The fault suite: every HTTP call of the core against misbehaving services over real HTTP (see
// test/servers/fault-servers.mjs): nothing listening, a 500, a 429, a body that is not JSON, and an answer
// that comes after the timeout. Each is a distinct AuthError code with a useful description, no token or
// password in the error, no timer left running, and the client keeps working afterwards.
import { expect } from '@open-wc/testing';
import { base64url } from 'jose';
import sinon from 'sinon';
import { AuthError, Management, WebAuth } from '../../src/core/index.js';
import type { AuthErrorCode } from '../../src/core/index.js';
import { rejection } from './helpers.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

interface TestEnv {
  serviceUrl: string | null;
  faults: Record<Fault, string>;
}

type Fault = 'unreachable' | 'serverError' | 'rateLimited' | 'notJson' | 'slow';

const TIMEOUT_MS = 300;
const ACCESS_TOKEN = 'secret-access-token-0123456789';
const PASSWORD = 'S3cret-Passw0rd!';

/** What each fault must produce. */
const EXPECTED: Record<Fault, { code: AuthErrorCode; statusCode?: number; description: RegExp }> = {
  unreachable: { code: 'network_error', description: /^Network error during (GET|POST|PATCH) http/ },
  serverError: { code: 'server_error', statusCode: 500, description: /Boom/ },
  rateLimited: { code: 'rate_limited', statusCode: 429, description: /Too Many Requests/ },
  notJson: {
    code: 'invalid_response',
    statusCode: 200,
    description: /^Expected JSON from .* but got: <!doctype html>/,
  },
  slow: { code: 'timeout', description: new RegExp(`^Timeout: no response to .* within ${TIMEOUT_MS} ms$`) },
};

/** A JWT-shaped Management token whose issuer is `origin` (the Management client's guard reads `iss`). */
function managementToken(origin: string): string {
  const part = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iss: `${origin}/`, sub: 'auth0|1' })}.${ACCESS_TOKEN}`;
}

/** The calls under test, each against `domain`; `secrets` must never appear in the error. */
const CALLS: Record<string, (domain: string) => { run: () => Promise<unknown>; secrets: string[] }> = {
  'client.userInfo': (domain) => {
    const webAuth = new WebAuth({ domain, clientID: 'demo-spa', timeout: TIMEOUT_MS });
    return { run: () => webAuth.client.userInfo(ACCESS_TOKEN), secrets: [ACCESS_TOKEN] };
  },
  'client.oauthToken': (domain) => {
    const webAuth = new WebAuth({ domain, clientID: 'demo-spa', timeout: TIMEOUT_MS });
    const run = () =>
      webAuth.client.oauthToken({
        grantType: PASSWORD_REALM_GRANT,
        username: 'someone@example.com',
        password: PASSWORD,
        realm: 'Username-Password-Authentication',
      });
    return { run, secrets: [PASSWORD] };
  },
  'Management.getUser': (domain) => {
    const token = managementToken(domain);
    const management = new Management({ domain, token, timeout: TIMEOUT_MS });
    return { run: () => management.getUser('auth0|1'), secrets: [token, ACCESS_TOKEN] };
  },
  'Management.patchUserMetadata': (domain) => {
    const token = managementToken(domain);
    const management = new Management({ domain, token, timeout: TIMEOUT_MS });
    return { run: () => management.patchUserMetadata('auth0|1', { a: 1 }), secrets: [token, ACCESS_TOKEN] };
  },
};

describe('HTTP faults', () => {
  let env: TestEnv;

  before(async () => {
    env = (await (await fetch('/__env.json')).json()) as TestEnv;
  });
  afterEach(() => sinon.restore());

  for (const [name, build] of Object.entries(CALLS)) {
    describe(name, () => {
      for (const fault of Object.keys(EXPECTED) as Fault[]) {
        const expected = EXPECTED[fault];
        it(`${fault} → ${expected.code}`, async () => {
          const { run, secrets } = build(env.faults[fault]);
          // Every timer the call starts is cleared by the time it settles.
          const setTimer = sinon.spy(globalThis, 'setTimeout');
          const clearTimer = sinon.spy(globalThis, 'clearTimeout');
          const started = performance.now();
          const error = await rejection(run());
          const elapsed = performance.now() - started;
          const timers = setTimer.returnValues;
          const cleared = new Set(clearTimer.args.map(([id]) => id));
          setTimer.restore();
          clearTimer.restore();

          expect(error).to.be.instanceOf(AuthError);
          const authError = error as AuthError;
          expect(authError.code).to.equal(expected.code);
          expect(authError.statusCode).to.equal(expected.statusCode);
          expect(authError.description).to.match(expected.description);
          expect(authError.message).to.equal(authError.description);
          const serialized = JSON.stringify(authError) + authError.description + String(authError.cause);
          for (const secret of secrets) expect(serialized).to.not.contain(secret);
          expect(timers.length, 'the request timeout was armed').to.be.greaterThan(0);
          for (const id of timers) expect(cleared.has(id), 'a timer was left running').to.equal(true);
          if (fault === 'slow') expect(elapsed).to.be.within(TIMEOUT_MS - 20, TIMEOUT_MS + 2000);

          // The client is not left in a broken state: the same call settles the same way again.
          const second = (await rejection(run())) as AuthError;
          expect(second.code).to.equal(expected.code);
        });
      }
    });
  }

  it('delivers a fault to a node-style callback as an AuthError', async () => {
    const management = new Management({
      domain: env.faults.serverError,
      token: managementToken(env.faults.serverError),
    });
    const error = await new Promise<AuthError | null>((resolve) => {
      management.getUser('auth0|1', (failure) => resolve(failure));
    });
    expect(error).to.be.instanceOf(AuthError);
    expect(error).to.include({ code: 'server_error', statusCode: 500 });
  });
});
