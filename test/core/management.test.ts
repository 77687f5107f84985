// The Management client against the local identity service: each operation, the request that went out,
// the service's error rows as AuthErrors, account linking, API permissions, the custom-domain rule and
// the ways of getting a Management API token in the browser.
import { expect } from '@open-wc/testing';
import { base64url } from 'jose';
import sinon from 'sinon';
import { AuthError, Management, WebAuth } from '../../src/core/index.js';
import type { ManagementUser, ResourceServer, ResourceServerScope } from '../../src/core/index.js';
import { interceptFetch, rejection, thrown, uniqueId } from './helpers.js';
import { testEnv } from '../browser-helpers.js';
import { CLIENT_ID, createUser, DATABASE as REALM, PASSWORD, uniqueEmail } from '../shared/service.js';
import { SESSION_LOCK } from './session-helpers.js';
import { PASSWORD_REALM_GRANT as PASSWORD_REALM } from '../../src/core/lib/grant-types.js';

const ADMIN = { email: 'demo@example.com', password: 'Passw0rd!' };
const DEMO_API = 'https://api.example.com';
const CURRENT_USER_SCOPES =
  'read:current_user update:current_user_identities create:current_user_metadata ' +
  'update:current_user_metadata delete:current_user_metadata';
const ADMIN_SCOPES = 'read:users update:users read:resource_servers update:resource_servers';

let serviceUrl: string;
let testOrigin: string;
let audience: string;

/** A token-shaped string (not signed by the service) with these claims. */
function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.${base64url.encode('not-a-signature')}`;
}

function serviceWebAuth(options: Partial<ConstructorParameters<typeof WebAuth>[0]> = {}): WebAuth {
  return new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID, ...options });
}

/** A new database user with a unique e-mail; resolves with its e-mail and user_id. */
function newUser(prefix = 'mgmt'): Promise<{ email: string; userId: string }> {
  return createUser(serviceUrl, { email: uniqueEmail(prefix) });
}

/** The password-realm grant: tokens for `username`, for the Management API unless `audience: null`. */
async function tokens(
  username: string,
  scope: string,
  { password = PASSWORD, withAudience = true } = {},
): Promise<{ accessToken: string; idToken: string }> {
  const result = await serviceWebAuth().client.oauthToken({
    grantType: PASSWORD_REALM,
    username,
    password,
    realm: REALM,
    scope,
    ...(withAudience ? { audience } : {}),
  });
  return { accessToken: result.access_token ?? '', idToken: result.id_token ?? '' };
}

async function managementFor(username: string, scope: string, password = PASSWORD): Promise<Management> {
  const { accessToken } = await tokens(username, scope, { password });
  return new Management({ domain: serviceUrl, token: accessToken });
}

function adminManagement(): Promise<Management> {
  return managementFor(ADMIN.email, `openid ${ADMIN_SCOPES}`, ADMIN.password);
}

function sub(idToken: string): string {
  const [, payload = ''] = idToken.split('.');
  return (JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as { sub: string }).sub;
}

async function authError(promise: Promise<unknown>): Promise<AuthError> {
  const error = await rejection(promise);
  expect(error).to.be.instanceOf(AuthError);
  return error as AuthError;
}

/** Loads an /authorize URL with response_mode=web_message in a hidden iframe; resolves with its response. */
function webMessageResponse(url: string): Promise<Record<string, unknown>> {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('no web_message response from /authorize'));
    }, 8000);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; response?: Record<string, unknown> } | null;
      if (event.source !== frame.contentWindow || data?.type !== 'authorization_response') return;
      if (event.origin !== serviceUrl) return;
      done();
      resolve(data.response ?? {});
    };
    window.addEventListener('message', onMessage);
    frame.src = url;
    document.body.append(frame);
  });
}

describe('Management', () => {
  before(async () => {
    const env = await testEnv();
    serviceUrl = env.serviceUrl;
    testOrigin = env.testOrigin;
    audience = `${serviceUrl}/api/v2/`;
  });
  afterEach(() => sinon.restore());

  describe('constructor', () => {
    it('needs a domain and a token, naming the option', () => {
      const missing = (options: unknown) =>
        thrown(() => new Management(options as ConstructorParameters<typeof Management>[0]));
      expect(missing(undefined)).to.be.instanceOf(TypeError);
      expect((missing({ token: 't' }) as Error).message).to.contain('"domain"');
      expect((missing({ domain: serviceUrl }) as Error).message).to.contain('"token"');
      expect((missing({ domain: serviceUrl, token: '' }) as Error).message).to.contain('"token"');
      for (const timeout of [0, Infinity, null]) {
        expect((missing({ domain: serviceUrl, token: 't', timeout }) as Error).message).to.contain(
          '"timeout"',
        );
      }
      expect((missing({ domain: 'http://tenant.example.com', token: 't' }) as Error).message).to.contain(
        'plain http',
      );
    });

    it('binds its methods', async () => {
      const { userId, email } = await newUser();
      const { getUser } = await managementFor(email, 'read:current_user');
      expect((await getUser(userId)).user_id).to.equal(userId);
    });
  });

  describe('the custom-domain rule', () => {
    it('refuses a token issued by another domain than the one given (a custom domain)', () => {
      const customToken = fakeJwt({ iss: 'https://login.example.com/', aud: audience, sub: 'auth0|1' });
      const error = thrown(() => new Management({ domain: serviceUrl, token: customToken })) as Error;
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.contain('https://login.example.com/');
      expect(error.message).to.contain('custom domain');
      expect(error.message).to.contain('second WebAuth');
      expect(error.message).to.not.contain(customToken);
    });

    it('refuses a Management client on a custom domain with a token of the tenant domain', async () => {
      const { email } = await newUser();
      const { accessToken } = await tokens(email, 'read:current_user');
      const error = thrown(() => new Management({ domain: 'login.example.com', token: accessToken }));
      expect(error).to.be.instanceOf(TypeError);
      expect((error as Error).message).to.contain(`issued by ${serviceUrl}/`);
    });

    it('leaves a token that is not a JWT to the service (401 invalid_token)', async () => {
      const management = new Management({ domain: serviceUrl, token: 'opaque-token-value' });
      const error = await authError(management.getUser('auth0|someone'));
      expect(error).to.include({ code: 'invalid_token', statusCode: 401, description: 'Invalid token' });
      expect(JSON.stringify(error)).to.not.contain('opaque-token-value');
    });
  });

  describe('users', () => {
    it('getUser: GET /api/v2/users/{id} with the bearer token; resolves with the user', async () => {
      const { email, userId } = await newUser();
      const { accessToken } = await tokens(email, 'read:current_user');
      const management = new Management({ domain: serviceUrl, token: accessToken });
      const fetch = interceptFetch(() => undefined);
      const user = await management.getUser(userId);
      fetch.restore();

      expect(fetch.requests).to.have.length(1);
      const [request] = fetch.requests;
      expect(request!.method).to.equal('GET');
      expect(request!.url).to.equal(`${serviceUrl}/api/v2/users/${encodeURIComponent(userId)}`);
      expect(request!.url).to.contain('auth0%7C');
      expect(request!.headers.get('Authorization')).to.equal(`Bearer ${accessToken}`);
      expect(request!.headers.get('Auth0-Client')).to.be.a('string');
      expect(user).to.include({ user_id: userId, email });
      expect(user.identities[0]).to.include({ provider: 'auth0', connection: REALM, isSocial: false });
      expect(user).to.not.have.property('password_hash');
    });

    it('takes a node-style callback instead of returning a promise', async () => {
      const { email, userId } = await newUser();
      const management = await managementFor(email, 'read:current_user');
      const outcome = await new Promise<[AuthError | null, ManagementUser | undefined]>((resolve) => {
        const returned = management.getUser(userId, (error, user) => resolve([error, user]));
        expect(returned).to.equal(undefined);
      });
      expect(outcome[0]).to.equal(null);
      expect(outcome[1]!.user_id).to.equal(userId);
      const failure = await new Promise<AuthError | null>((resolve) => {
        management.getUser('auth0|nobody-here', (error) => resolve(error));
      });
      expect(failure).to.be.instanceOf(AuthError);
      expect(failure!.code).to.equal('insufficient_scope');
    });

    it('sends no telemetry header with _sendTelemetry: false', async () => {
      const { email, userId } = await newUser();
      const { accessToken } = await tokens(email, 'read:current_user');
      const management = new Management({ domain: serviceUrl, token: accessToken, _sendTelemetry: false });
      const fetch = interceptFetch(() => undefined);
      await management.getUser(userId);
      fetch.restore();
      expect(fetch.requests[0]!.headers.has('Auth0-Client')).to.equal(false);
    });

    it('patchUserMetadata: PATCH {user_metadata}; keys overwritten or added, null removes a key', async () => {
      const { email, userId } = await newUser();
      const { accessToken } = await tokens(email, CURRENT_USER_SCOPES);
      const management = new Management({ domain: serviceUrl, token: accessToken });
      await management.patchUserMetadata(userId, { color: 'teal', size: 'm', nested: { a: 1 } });

      const fetch = interceptFetch(() => undefined);
      const user = await management.patchUserMetadata(userId, { color: 'plum', size: null, extra: [1, 2] });
      fetch.restore();

      const [request] = fetch.requests;
      expect(request!.method).to.equal('PATCH');
      expect(request!.url).to.equal(`${serviceUrl}/api/v2/users/${encodeURIComponent(userId)}`);
      expect(request!.headers.get('Authorization')).to.equal(`Bearer ${accessToken}`);
      expect(request!.headers.get('Content-Type')).to.equal('application/json');
      expect(await request!.json()).to.deep.equal({
        user_metadata: { color: 'plum', size: null, extra: [1, 2] },
      });
      expect(user.user_metadata).to.deep.equal({ color: 'plum', nested: { a: 1 }, extra: [1, 2] });
      expect((await management.getUser(userId)).user_metadata).to.deep.equal(user.user_metadata);
    });

    it('patchUserMetadata: a value that is not a plain object is a TypeError, before any request', async () => {
      const management = new Management({ domain: serviceUrl, token: 'opaque' });
      const fetch = interceptFetch(() => undefined);
      for (const value of [null, undefined, [], 'x', 3, new Date()]) {
        const error = thrown(() =>
          management.patchUserMetadata('auth0|1', value as unknown as Record<string, unknown>),
        );
        expect(error).to.be.instanceOf(TypeError);
        expect((error as Error).message).to.contain('"userMetadata"');
      }
      expect(thrown(() => management.getUser(''))).to.be.instanceOf(TypeError);
      expect(thrown(() => management.linkUser('auth0|1', ''))).to.be.instanceOf(TypeError);
      fetch.restore();
      expect(fetch.requests).to.have.length(0);
    });

    it('patchUserAttributes: PATCH with the attributes as given (admin token)', async () => {
      const { userId } = await newUser();
      const management = await adminManagement();
      const fetch = interceptFetch(() => undefined);
      const user = await management.patchUserAttributes(userId, {
        name: 'Renamed User',
        app_metadata: { plan: 'pro' },
      });
      fetch.restore();
      expect(await fetch.requests[0]!.json()).to.deep.equal({
        name: 'Renamed User',
        app_metadata: { plan: 'pro' },
      });
      expect(fetch.requests[0]!.method).to.equal('PATCH');
      expect(user).to.include({ user_id: userId, name: 'Renamed User' });
      expect(user.app_metadata).to.deep.equal({ plan: 'pro' });
    });

    it('maps the service errors: 401, 403 (missing scope, another user), 404, 400', async () => {
      const { email, userId } = await newUser();
      const other = await newUser();
      const readOnly = await managementFor(email, 'read:current_user');

      const forged = fakeJwt({ iss: `${serviceUrl}/`, aud: audience, sub: userId, scope: 'read:users' });
      const invalid = await authError(new Management({ domain: serviceUrl, token: forged }).getUser(userId));
      expect(invalid).to.include({ code: 'invalid_token', statusCode: 401, error: 'invalid_token' });
      expect(invalid.description).to.equal('Invalid token');
      expect(JSON.stringify(invalid)).to.not.contain(forged);

      const noScope = await authError(readOnly.patchUserMetadata(userId, { a: 1 }));
      expect(noScope).to.include({ code: 'insufficient_scope', statusCode: 403 });
      expect(noScope.description).to.match(/^Insufficient scope, expected any of: /);

      const otherUser = await authError(readOnly.getUser(other.userId));
      expect(otherUser).to.include({ code: 'insufficient_scope', statusCode: 403 });
      expect(otherUser.description).to.contain("token's own user");

      const admin = await adminManagement();
      const missing = await authError(admin.getUser(`auth0|${uniqueId('missing')}`));
      expect(missing).to.include({
        code: 'inexistent_user',
        statusCode: 404,
        description: 'The user does not exist.',
      });

      const badBody = await authError(admin.patchUserAttributes(userId, { not_an_attribute: true }));
      expect(badBody).to.include({ code: 'invalid_body', statusCode: 400 });
      expect(badBody.description).to.contain('not_an_attribute');
      expect(badBody.original).to.include({ statusCode: 400, errorCode: 'invalid_body' });
    });
  });

  describe('linkUser', () => {
    it('links the secondary: it disappears, its metadata is not merged, its login signs in the primary', async () => {
      const primary = await newUser('primary');
      const secondary = await newUser('secondary');
      const secondaryTokens = await tokens(secondary.email, `openid profile email ${CURRENT_USER_SCOPES}`);
      await new Management({ domain: serviceUrl, token: secondaryTokens.accessToken }).patchUserMetadata(
        secondary.userId,
        { only_on_secondary: true },
      );
      const management = await managementFor(primary.email, CURRENT_USER_SCOPES);
      await management.patchUserMetadata(primary.userId, { only_on_primary: true });
      const { idToken } = await tokens(secondary.email, 'openid profile email', { withAudience: false });

      const fetch = interceptFetch(() => undefined);
      const identities = await management.linkUser(primary.userId, idToken);
      fetch.restore();

      const [request] = fetch.requests;
      expect(request!.method).to.equal('POST');
      expect(request!.url).to.equal(
        `${serviceUrl}/api/v2/users/${encodeURIComponent(primary.userId)}/identities`,
      );
      expect(await request!.json()).to.deep.equal({ link_with: idToken });
      expect(identities.map((identity) => `${identity.provider}|${identity.user_id}`)).to.deep.equal([
        primary.userId,
        secondary.userId,
      ]);
      expect(identities[1]!.profileData).to.include({ email: secondary.email });
      expect(JSON.stringify(identities)).to.not.contain('password_hash');

      const user = await management.getUser(primary.userId);
      expect(user.user_metadata).to.deep.equal({ only_on_primary: true });
      expect(user.identities).to.have.length(2);

      const gone = await authError((await adminManagement()).getUser(secondary.userId));
      expect(gone).to.include({ code: 'inexistent_user', statusCode: 404 });

      // The secondary's credentials now log in the primary user.
      const again = await tokens(secondary.email, 'openid', { withAudience: false });
      expect(sub(again.idToken)).to.equal(primary.userId);
    });

    it('refuses another primary with a current-user token, and an invalid secondary token', async () => {
      const primary = await newUser('primary');
      const stranger = await newUser('stranger');
      const management = await managementFor(primary.email, CURRENT_USER_SCOPES);
      const { idToken } = await tokens(stranger.email, 'openid', { withAudience: false });
      const foreign = await authError(management.linkUser(stranger.userId, idToken));
      expect(foreign).to.include({ code: 'insufficient_scope', statusCode: 403 });
      const invalid = await authError(management.linkUser(primary.userId, 'not-an-id-token'));
      expect(invalid).to.include({ code: 'invalid_body', statusCode: 400 });
      expect(JSON.stringify(invalid)).to.not.contain('not-an-id-token');
    });
  });

  describe('unlinkUser', () => {
    /** Links `secondary` into `primary` through the core; resolves with the primary's client and token. */
    async function linked(
      primary: { email: string; userId: string },
      secondary: { email: string; userId: string },
    ): Promise<{ management: Management; accessToken: string }> {
      const { accessToken } = await tokens(primary.email, CURRENT_USER_SCOPES);
      const management = new Management({ domain: serviceUrl, token: accessToken });
      const { idToken } = await tokens(secondary.email, 'openid profile email', { withAudience: false });
      await management.linkUser(primary.userId, idToken);
      return { management, accessToken };
    }

    it('unlinks: DELETE …/identities/{provider}/{user_id}; the secondary is its own user again', async () => {
      const primary = await newUser('primary');
      const secondary = await newUser('secondary');
      const { management, accessToken } = await linked(primary, secondary);
      await management.patchUserMetadata(primary.userId, { only_on_primary: true });
      const [provider = '', secondaryId = ''] = secondary.userId.split('|');

      const fetch = interceptFetch(() => undefined);
      const identities = await management.unlinkUser(primary.userId, provider, secondaryId);
      fetch.restore();

      expect(fetch.requests).to.have.length(1);
      const [request] = fetch.requests;
      expect(request!.method).to.equal('DELETE');
      expect(request!.url).to.equal(
        `${serviceUrl}/api/v2/users/${encodeURIComponent(primary.userId)}/identities/auth0/${secondaryId}`,
      );
      expect(request!.headers.get('Authorization')).to.equal(`Bearer ${accessToken}`);
      expect(await request!.text()).to.equal('');
      expect(identities.map((identity) => `${identity.provider}|${identity.user_id}`)).to.deep.equal([
        primary.userId,
      ]);
      expect((await management.getUser(primary.userId)).identities).to.have.length(1);

      const restored = await (await adminManagement()).getUser(secondary.userId);
      expect(restored).to.include({ user_id: secondary.userId, email: secondary.email });
      expect(restored.user_metadata).to.deep.equal({});
      expect(restored.identities.map((identity) => identity.user_id)).to.deep.equal([secondaryId]);
      // Its own credentials sign in the secondary again, the primary's still sign in the primary.
      const again = await tokens(secondary.email, 'openid', { withAudience: false });
      expect(sub(again.idToken)).to.equal(secondary.userId);
      const primaryAgain = await tokens(primary.email, 'openid', { withAudience: false });
      expect(sub(primaryAgain.idToken)).to.equal(primary.userId);
    });

    it('takes a node-style callback; the service refusals are AuthErrors with a code', async () => {
      const primary = await newUser('primary');
      const secondary = await newUser('secondary');
      const stranger = await newUser('stranger');
      const { management } = await linked(primary, secondary);
      const [, primaryId = ''] = primary.userId.split('|');
      const [, secondaryId = ''] = secondary.userId.split('|');

      const mainIdentity = await new Promise<AuthError | null>((resolve) => {
        const returned = management.unlinkUser(primary.userId, 'auth0', primaryId, (error) => resolve(error));
        expect(returned).to.equal(undefined);
      });
      expect(mainIdentity).to.be.instanceOf(AuthError);
      expect(mainIdentity).to.include({ code: 'invalid_body', statusCode: 400 });

      const fetch = interceptFetch(() => undefined);
      const unknown = await authError(management.unlinkUser(primary.userId, 'auth0', 'not|linked'));
      fetch.restore();
      expect(fetch.requests[0]!.url).to.match(/\/identities\/auth0\/not%7Clinked$/);
      expect(unknown).to.include({ code: 'not_found', error: 'inexistent_identity', statusCode: 404 });

      const strangers = await managementFor(stranger.email, CURRENT_USER_SCOPES);
      const foreign = await authError(strangers.unlinkUser(primary.userId, 'auth0', secondaryId));
      expect(foreign).to.include({ code: 'insufficient_scope', statusCode: 403 });
      expect(foreign.description).to.contain("token's own user");

      const readOnly = await managementFor(primary.email, 'read:current_user update:current_user_metadata');
      const noScope = await authError(readOnly.unlinkUser(primary.userId, 'auth0', secondaryId));
      expect(noScope).to.include({ code: 'insufficient_scope', statusCode: 403 });
      expect(noScope.description).to.contain('update:current_user_identities');

      const outcome = await new Promise<[AuthError | null, unknown]>((resolve) => {
        management.unlinkUser(primary.userId, 'auth0', secondaryId, (error, identities) =>
          resolve([error, identities]),
        );
      });
      expect(outcome[0]).to.equal(null);
      expect(outcome[1]).to.have.length(1);
    });

    it('a missing or mistyped argument is a TypeError naming it, before any request', () => {
      const management = new Management({ domain: serviceUrl, token: 'opaque' });
      const fetch = interceptFetch(() => undefined);
      const cases: [unknown[], string][] = [
        [['', 'auth0', '1'], '"userId"'],
        [['auth0|1', '', '1'], '"provider"'],
        [['auth0|1', 'auth0', undefined], '"secondaryUserId"'],
        [['auth0|1', 'auth0', 42], '"secondaryUserId"'],
        [['auth0|1', 'auth0', '1', 'not a function'], 'callback'],
      ];
      for (const [args, name] of cases) {
        const error = thrown(() => (management.unlinkUser as (...values: unknown[]) => unknown)(...args));
        expect(error, name).to.be.instanceOf(TypeError);
        expect((error as Error).message).to.contain(name);
      }
      fetch.restore();
      expect(fetch.requests).to.have.length(0);
    });
  });

  describe('resource servers', () => {
    let original: ResourceServerScope[] | undefined;

    after(async () => {
      if (original) await (await adminManagement()).updateResourceServerScopes(DEMO_API, original);
    });

    it('getResourceServer: GET by identifier, URL-encoded', async () => {
      const management = await adminManagement();
      const fetch = interceptFetch(() => undefined);
      const api = await management.getResourceServer(DEMO_API);
      fetch.restore();
      expect(fetch.requests[0]!.url).to.equal(
        `${serviceUrl}/api/v2/resource-servers/${encodeURIComponent(DEMO_API)}`,
      );
      expect(api.identifier).to.equal(DEMO_API);
      expect(api.scopes.map((scope) => scope.value)).to.include.members(['read:reports', 'write:reports']);
    });

    it('updateResourceServerScopes: PATCH {scopes} replaces the whole set; [] removes them all', async () => {
      const management = await adminManagement();
      original = (await management.getResourceServer(DEMO_API)).scopes;
      let replaced: ResourceServer;
      let cleared: ResourceServer;
      const fetch = interceptFetch(() => undefined);
      try {
        replaced = await management.updateResourceServerScopes(DEMO_API, [
          { value: 'export:reports', description: 'Export reports' },
        ]);
        cleared = await management.updateResourceServerScopes(DEMO_API, []);
      } finally {
        fetch.restore();
        await management.updateResourceServerScopes(DEMO_API, original);
      }
      const [request, clearRequest] = fetch.requests;
      expect(request!.method).to.equal('PATCH');
      expect(request!.url).to.equal(`${serviceUrl}/api/v2/resource-servers/${encodeURIComponent(DEMO_API)}`);
      expect(request!.headers.get('Authorization')).to.match(/^Bearer \S+$/);
      expect(request!.headers.get('Content-Type')).to.equal('application/json');
      expect(request!.headers.get('Cache-Control')).to.equal('no-cache');
      expect(await request!.json()).to.deep.equal({
        scopes: [{ value: 'export:reports', description: 'Export reports' }],
      });
      expect(replaced.scopes).to.deep.equal([{ value: 'export:reports', description: 'Export reports' }]);
      expect(await clearRequest!.json()).to.deep.equal({ scopes: [] });
      expect(cleared.scopes).to.deep.equal([]);
      expect((await management.getResourceServer(DEMO_API)).scopes).to.deep.equal(original);
    });

    it('refuses reserved names, repeats, blank or spaced values and bad descriptions before any request', () => {
      const management = new Management({ domain: serviceUrl, token: 'opaque' });
      const fetch = interceptFetch(() => undefined);
      const refusal = (scopes: unknown): string => {
        const error = thrown(() =>
          management.updateResourceServerScopes(DEMO_API, scopes as ResourceServerScope[]),
        );
        expect(error).to.be.instanceOf(TypeError);
        return (error as Error).message;
      };
      for (const reserved of ['email', 'profile', 'offline_access', 'identities', 'created_at']) {
        expect(refusal([{ value: reserved, description: 'x' }])).to.contain(`"${reserved}"`);
      }
      const twice = [
        { value: 'read:reports', description: 'a' },
        { value: 'read:reports', description: 'b' },
      ];
      expect(refusal(twice)).to.contain('repeats the permission "read:reports"');
      expect(refusal([{ value: '', description: 'x' }])).to.contain('scopes[0].value');
      expect(refusal([{ value: 'read reports', description: 'x' }])).to.contain('whitespace');
      expect(refusal([{ value: 'ok', description: 3 }])).to.contain('scopes[0].description');
      expect(refusal([{ value: 'ok' }])).to.contain('description');
      expect(refusal({ value: 'ok', description: 'x' })).to.contain('"scopes"');
      expect(refusal([null])).to.contain('scopes[0]');
      fetch.restore();
      expect(fetch.requests).to.have.length(0);
    });

    it('the system Management API cannot be changed; an unknown API is 404; a user token is 403', async () => {
      const admin = await adminManagement();
      const system = await admin.getResourceServer(audience);
      expect(system.identifier).to.equal(audience);
      const refused = await authError(
        admin.updateResourceServerScopes(audience, [{ value: 'x:y', description: 'z' }]),
      );
      expect(refused).to.include({ code: 'operation_not_supported', statusCode: 403 });
      expect(refused.description).to.contain('system');

      const unknown = await authError(admin.getResourceServer('https://unknown.example.com'));
      expect(unknown).to.include({ code: 'inexistent_resource_server', statusCode: 404 });

      const { email } = await newUser();
      const user = await managementFor(email, CURRENT_USER_SCOPES);
      const denied = await authError(user.getResourceServer(DEMO_API));
      expect(denied).to.include({ code: 'insufficient_scope', statusCode: 403 });
      expect(denied.description).to.contain('read:resource_servers');
    });
  });

  describe('getting a Management API token in the browser', () => {
    it('(a) the audience {origin}/api/v2/ set at WebAuth construction is used by the login flow', async () => {
      const { email, userId } = await newUser('audience');
      const webAuth = serviceWebAuth({
        audience,
        responseType: 'token',
        redirectUri: `${testOrigin}/`,
        scope: `openid ${CURRENT_USER_SCOPES}`,
      });
      const { login_ticket: loginTicket } = await webAuth.client.coAuthenticate({
        username: email,
        password: PASSWORD,
        realm: REALM,
      });
      const url = webAuth.client.buildAuthorizeUrl({
        loginTicket,
        realm: REALM,
        responseMode: 'web_message',
      });
      expect(new URL(url).searchParams.get('audience')).to.equal(audience);
      const response = await webMessageResponse(url);
      expect(response['error'], String(response['error_description'])).to.equal(undefined);

      const management = new Management({ domain: serviceUrl, token: String(response['access_token']) });
      const user = await management.getUser(userId);
      expect(user.email).to.equal(email);
      const patched = await management.patchUserMetadata(userId, { via: 'constructor audience' });
      expect(patched.user_metadata).to.deep.equal({ via: 'constructor audience' });
    });

    it('(b) checkSession with the Management audience and the current-user scopes', async () => {
      // Holds the suite's session lock: another file's login would replace this session meanwhile.
      await navigator.locks.request(SESSION_LOCK, async () => {
        const webAuth = serviceWebAuth({ redirectUri: `${testOrigin}/`, responseType: 'token' });
        const { email, userId } = await newUser('session');
        // A session at the service: embedded login, then the ticket redeemed in an iframe (which also
        // records consent to these scopes, as the service wants before prompt=none from localhost).
        const { login_ticket: loginTicket } = await webAuth.client.coAuthenticate({
          username: email,
          password: PASSWORD,
          realm: REALM,
        });
        const first = await webMessageResponse(
          webAuth.client.buildAuthorizeUrl({
            loginTicket,
            realm: REALM,
            responseMode: 'web_message',
            audience,
            scope: `openid ${CURRENT_USER_SCOPES}`,
          }),
        );
        expect(first['error'], String(first['error_description'])).to.equal(undefined);

        const result = await webAuth.checkSession({ audience, scope: `openid ${CURRENT_USER_SCOPES}` });
        expect(result.scope).to.contain('update:current_user_metadata');
        const management = new Management({ domain: serviceUrl, token: result.accessToken ?? '' });
        expect((await management.getUser(userId)).email).to.equal(email);
      });
    });
  });
});
