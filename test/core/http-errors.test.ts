import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { AUTH_ERROR_CODES, AuthError, isAuthErrorCode } from '../../src/core/index.js';
import { formFields, interceptFetch, jsonResponse, newWebAuth, rejection } from './helpers.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

/** The error userInfo rejects with when the service answers `response`. */
async function errorFor(response: Response | (() => Promise<Response>)): Promise<AuthError> {
  const fetch = interceptFetch(() => (typeof response === 'function' ? response() : response.clone()));
  try {
    const error = await rejection(newWebAuth().client.userInfo('at'));
    expect(error).to.be.instanceOf(AuthError);
    return error as AuthError;
  } finally {
    fetch.restore();
  }
}

describe('HTTP errors', () => {
  afterEach(() => sinon.restore());

  it('maps an Authentication API body {error, error_description}', async () => {
    const error = await errorFor(
      jsonResponse({ error: 'access_denied', error_description: 'Wrong email or password.' }, 403),
    );
    expect(error).to.include({
      code: 'access_denied',
      description: 'Wrong email or password.',
      statusCode: 403,
      error: 'access_denied',
      errorDescription: 'Wrong email or password.',
    });
    expect(error.original).to.deep.equal({
      error: 'access_denied',
      error_description: 'Wrong email or password.',
    });
  });

  it('maps a database-connections body {name, code, description, statusCode}', async () => {
    const error = await errorFor(
      jsonResponse(
        {
          name: 'BadRequestError',
          code: 'user_exists',
          description: 'The user already exists.',
          statusCode: 400,
        },
        400,
      ),
    );
    expect(error).to.include({
      code: 'user_exists',
      description: 'The user already exists.',
      statusCode: 400,
    });
  });

  it('maps a password policy error whose description is an object', async () => {
    const body = {
      name: 'PasswordStrengthError',
      message: 'Password is too weak',
      code: 'invalid_password',
      description: { rules: [{ message: 'At least 8 characters', verified: false }], verified: false },
      statusCode: 400,
    };
    const error = await errorFor(jsonResponse(body, 400));
    expect(error).to.include({
      code: 'invalid_password',
      description: 'Password is too weak',
      statusCode: 400,
    });
    expect(error.original).to.deep.equal(body);
  });

  it('maps a Management API body {statusCode, error, message, errorCode}', async () => {
    const error = await errorFor(
      jsonResponse(
        {
          statusCode: 404,
          error: 'Not Found',
          message: 'The user does not exist.',
          errorCode: 'inexistent_user',
        },
        404,
      ),
    );
    expect(error).to.include({
      code: 'inexistent_user',
      description: 'The user does not exist.',
      statusCode: 404,
    });
    const scope = await errorFor(
      jsonResponse(
        { statusCode: 403, error: 'Forbidden', message: 'Insufficient scope, expected any of: read:users' },
        403,
      ),
    );
    expect(scope).to.include({
      code: 'request_error',
      statusCode: 403,
      description: 'Insufficient scope, expected any of: read:users',
    });
  });

  it('maps a plain-text origin rejection to origin_not_allowed', async () => {
    const error = await errorFor(
      new Response('Origin http://evil.example is not allowed.', {
        status: 403,
        headers: { 'Content-Type': 'text/plain' },
      }),
    );
    expect(error).to.include({
      code: 'origin_not_allowed',
      description: 'Origin http://evil.example is not allowed.',
      statusCode: 403,
    });
  });

  it('derives a code from the status when the body names none', async () => {
    expect((await errorFor(new Response('slow down', { status: 429 }))).code).to.equal('rate_limited');
    expect((await errorFor(new Response('', { status: 500 }))).code).to.equal('server_error');
    expect((await errorFor(new Response('nope', { status: 404 }))).code).to.equal('not_found');
    const unknown = await errorFor(jsonResponse({ error: 'brand_new_error', error_description: 'Huh' }, 400));
    expect(unknown).to.include({
      code: 'request_error',
      error: 'brand_new_error',
      description: 'Huh',
      statusCode: 400,
    });
    const tooMany = await errorFor(
      jsonResponse({ error: 'too_many_attempts', error_description: 'Blocked' }, 429),
    );
    expect(tooMany.code).to.equal('too_many_attempts');
  });

  it('reports a body that is not JSON as invalid_response', async () => {
    const error = await errorFor(
      new Response('<html>hello</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    expect(error).to.include({ code: 'invalid_response', statusCode: 200 });
    expect(error.description).to.equal(
      `Expected JSON from GET ${location.origin}/userinfo but got: <html>hello</html>`,
    );
  });

  it('reports a network failure as network_error', async () => {
    const error = await errorFor(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error).to.include({
      code: 'network_error',
      description: `Network error during GET ${location.origin}/userinfo: Failed to fetch`,
    });
    expect(error.statusCode).to.equal(undefined);
    expect(error.cause).to.be.instanceOf(TypeError);
  });

  it('reports a timeout as timeout', async () => {
    const fetch = interceptFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    try {
      const error = (await rejection(newWebAuth({ timeout: 50 }).client.userInfo('at'))) as AuthError;
      expect(error).to.include({
        code: 'timeout',
        description: `Timeout: no response to GET ${location.origin}/userinfo within 50 ms`,
      });
    } finally {
      fetch.restore();
    }
  });

  it('never puts a password in an error object', async () => {
    const fetch = interceptFetch(() =>
      jsonResponse(
        { error: 'invalid_grant', error_description: 'Wrong email or password.', password: 'Passw0rd!' },
        403,
      ),
    );
    try {
      const error = (await rejection(
        newWebAuth().client.oauthToken({
          grantType: PASSWORD_REALM_GRANT,
          username: 'demo@example.com',
          password: 'Passw0rd!',
          realm: 'Username-Password-Authentication',
        }),
      )) as AuthError;
      expect(error.code).to.equal('invalid_grant');
      const seen = JSON.stringify({
        ...error,
        message: error.message,
        stack: error.stack,
        original: error.original,
      });
      expect(seen).not.to.contain('Passw0rd!');
      const body = await formFields(fetch.requests[0]!);
      expect(body).to.include({
        grant_type: PASSWORD_REALM_GRANT,
        client_id: 'test-client',
      });
    } finally {
      fetch.restore();
    }
  });

  it('exposes the closed list of codes', () => {
    expect(AUTH_ERROR_CODES).to.include.members([
      'invalid_token',
      'invalid_hash',
      'network_error',
      'timeout',
      'invalid_response',
      'request_error',
      'rate_limited',
      'transaction_not_found',
      'login_required',
      'password_leaked',
      'inexistent_resource_server',
    ]);
    expect(isAuthErrorCode('login_required')).to.equal(true);
    expect(isAuthErrorCode('whatever')).to.equal(false);
    const error = new AuthError({ code: 'timeout', description: 'slow', cause: new Error('x') });
    expect(error).to.be.instanceOf(Error);
    expect(error).to.include({
      name: 'AuthError',
      message: 'slow',
      error: 'timeout',
      errorDescription: 'slow',
    });
    expect(error).not.to.have.property('statusCode');
  });
});
