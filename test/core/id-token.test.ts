import { expect } from '@open-wc/testing';
import { SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import sinon from 'sinon';
import type { AuthError, AuthResult, WebAuth } from '../../src/core/index.js';
import {
  atHash,
  claims,
  CLIENT_ID,
  createKey,
  hs256Token,
  interceptFetch,
  ISSUER,
  newWebAuth,
  noneToken,
  ORIGIN,
  rejection,
  sign,
} from './helpers.js';
import type { TestKey } from './helpers.js';

const NOW = 1_700_000_000;

/** Runs the token through parseHash, with the state and nonce given as options. */
function parse(
  webAuth: WebAuth,
  idToken: string,
  nonce?: string,
  accessToken?: string,
): Promise<AuthResult | null> {
  const params = new URLSearchParams({ id_token: idToken, state: 'st' });
  if (accessToken) params.set('access_token', accessToken);
  return webAuth.parseHash({ hash: `#${params}`, state: 'st', nonce, responseType: 'id_token' });
}

async function expectInvalid(promise: Promise<unknown>, description: string): Promise<void> {
  const error = (await rejection(promise)) as AuthError;
  expect(error.code, error.description).to.equal('invalid_token');
  expect(error.description).to.equal(description);
}

describe('ID token verification', () => {
  let key: TestKey;
  let clock: sinon.SinonFakeTimers;

  before(async () => {
    key = await createKey();
  });
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: NOW * 1000, toFake: ['Date'] });
  });
  afterEach(() => sinon.restore());

  const valid = (extra: JWTPayload = {}): Promise<string> => sign(key, claims(NOW, extra));

  it('accepts a valid RS256 token and returns its claims', async () => {
    const token = await valid({ nonce: 'n', name: 'Demo' });
    const result = await parse(newWebAuth(), token, 'n');
    expect(result?.idTokenPayload).to.include({
      iss: ISSUER,
      sub: 'auth0|user-1',
      aud: CLIENT_ID,
      name: 'Demo',
    });
  });

  describe('algorithm, key and signature', () => {
    it('rejects HS256', async () => {
      await expectInvalid(
        parse(newWebAuth(), await hs256Token(claims(NOW))),
        'Signature algorithm of "HS256" is not supported. Expected the ID token to be signed with "RS256".',
      );
    });

    it('rejects alg none', async () => {
      await expectInvalid(
        parse(newWebAuth(), noneToken(claims(NOW))),
        'Signature algorithm of "none" is not supported. Expected the ID token to be signed with "RS256".',
      );
    });

    it('rejects a token that cannot be decoded', async () => {
      await expectInvalid(parse(newWebAuth(), 'not-a-jwt'), 'ID token could not be decoded');
    });

    it('rejects an unknown kid', async () => {
      const stranger = await createKey({ register: false });
      await expectInvalid(
        parse(newWebAuth(), await sign(stranger, claims(NOW))),
        `Could not find a public key for Key ID (kid) "${stranger.kid}"`,
      );
    });

    it('refuses to guess the key of a token without a kid among several', async () => {
      await createKey(); // the key set now has at least two keys
      const signWithoutKid = (payload: JWTPayload): Promise<string> =>
        new SignJWT(payload).setProtectedHeader({ alg: 'RS256' }).sign(key.privateKey);
      const noKid = await signWithoutKid(claims(NOW));
      await expectInvalid(
        parse(newWebAuth(), noKid),
        'The ID token has no Key ID (kid) and several public keys match it',
      );
    });

    it('rejects a bad signature', async () => {
      const stranger = await createKey({ register: false });
      // Signed with another key but naming the registered key's kid.
      await expectInvalid(
        parse(newWebAuth(), await sign(stranger, claims(NOW), key.kid)),
        'Invalid ID token signature.',
      );
    });

    it('fetches the key set once per WebAuth, and once more for an unknown kid', async () => {
      const fetch = interceptFetch(() => undefined);
      const jwksRequests = (): string[] =>
        fetch.requests.map((r) => r.url).filter((url) => url.endsWith('/.well-known/jwks.json'));
      try {
        const webAuth = newWebAuth();
        await parse(webAuth, await valid());
        await parse(webAuth, await valid());
        expect(jwksRequests()).to.deep.equal([`${ORIGIN}/.well-known/jwks.json`]);

        const rotated = await createKey();
        await parse(webAuth, await sign(rotated, claims(NOW)));
        expect(jwksRequests()).to.have.length(2);

        const stranger = await createKey({ register: false });
        const unknownKid = await sign(stranger, claims(NOW));
        await expectInvalid(
          parse(webAuth, unknownKid),
          `Could not find a public key for Key ID (kid) "${stranger.kid}"`,
        );
        await expectInvalid(
          parse(webAuth, unknownKid),
          `Could not find a public key for Key ID (kid) "${stranger.kid}"`,
        );
        expect(jwksRequests()).to.have.length(3);
      } finally {
        fetch.restore();
      }
    });

    it('takes the key set from the configured domain, never from the token', async () => {
      const fetch = interceptFetch(() => undefined);
      try {
        await expectInvalid(
          parse(newWebAuth(), await valid({ iss: 'https://evil.example.com/' })),
          `Issuer (iss) claim mismatch in the ID token, expected "${ISSUER}", found "https://evil.example.com/"`,
        );
        expect(fetch.requests.map((r) => new URL(r.url).origin)).to.deep.equal([ORIGIN]);
      } finally {
        fetch.restore();
      }
    });

    it('makes no /userinfo request when a token fails', async () => {
      const fetch = interceptFetch(() => undefined);
      try {
        await rejection(parse(newWebAuth(), await hs256Token(claims(NOW)), undefined, 'at'));
        await rejection(parse(newWebAuth(), await valid({ aud: 'x' }), undefined, 'at'));
        expect(fetch.requests.map((r) => new URL(r.url).pathname)).not.to.include('/userinfo');
      } finally {
        fetch.restore();
      }
    });
  });

  describe('claims', () => {
    it('iss', async () => {
      await expectInvalid(
        parse(newWebAuth(), await valid({ iss: undefined })),
        'Issuer (iss) claim must be a string present in the ID token',
      );
      await expectInvalid(
        parse(newWebAuth(), await valid({ iss: `${ORIGIN}` })),
        `Issuer (iss) claim mismatch in the ID token, expected "${ISSUER}", found "${ORIGIN}"`,
      );
    });

    it('sub', async () => {
      await expectInvalid(
        parse(newWebAuth(), await valid({ sub: undefined })),
        'Subject (sub) claim must be a string present in the ID token',
      );
    });

    it('aud', async () => {
      await expectInvalid(
        parse(newWebAuth(), await valid({ aud: undefined })),
        'Audience (aud) claim must be a string or array of strings present in the ID token',
      );
      await expectInvalid(
        parse(newWebAuth(), await valid({ aud: 'other' })),
        `Audience (aud) claim mismatch in the ID token; expected "${CLIENT_ID}" but found "other"`,
      );
      await expectInvalid(
        parse(newWebAuth(), await valid({ aud: ['a', 'b'], azp: CLIENT_ID })),
        `Audience (aud) claim mismatch in the ID token; expected "${CLIENT_ID}" but was not one of "a, b"`,
      );
    });

    it('azp when aud has several values', async () => {
      await expectInvalid(
        parse(newWebAuth(), await valid({ aud: [CLIENT_ID, 'api'] })),
        'Authorized Party (azp) claim must be a string present in the ID token when the Audience (aud) claim has several values',
      );
      await expectInvalid(
        parse(newWebAuth(), await valid({ aud: [CLIENT_ID, 'api'], azp: 'api' })),
        `Authorized Party (azp) claim mismatch in the ID token; expected "${CLIENT_ID}", found "api"`,
      );
      const ok = await parse(newWebAuth(), await valid({ aud: [CLIENT_ID, 'api'], azp: CLIENT_ID }));
      expect(ok?.idTokenPayload?.azp).to.equal(CLIENT_ID);
    });

    it('nonce', async () => {
      await expectInvalid(
        parse(newWebAuth(), await valid(), 'expected'),
        'Nonce (nonce) claim must be a string present in the ID token',
      );
      await expectInvalid(
        parse(newWebAuth(), await valid({ nonce: 'found' }), 'expected'),
        'Nonce (nonce) claim value mismatch in the ID token; expected "expected", found "found"',
      );
    });

    it('exp and iat must be numbers', async () => {
      await expectInvalid(
        parse(newWebAuth(), await valid({ exp: undefined })),
        'Expiration Time (exp) claim must be a number present in the ID token',
      );
      await expectInvalid(
        parse(newWebAuth(), await valid({ iat: '1' as unknown as number })),
        'Issued At (iat) claim must be a number present in the ID token',
      );
    });

    it('at_hash when an access token comes with the ID token', async () => {
      const good = await valid({ at_hash: await atHash('at-123') });
      expect((await parse(newWebAuth(), good, undefined, 'at-123'))?.accessToken).to.equal('at-123');
      await expectInvalid(
        parse(newWebAuth(), good, undefined, 'at-other'),
        'Access Token Hash (at_hash) claim mismatch in the ID token',
      );
    });

    it('computes at_hash as in the OpenID Connect examples', async () => {
      // OpenID Connect Core, A.3: access_token "jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y", at_hash "77QmUPtjPfzWtF2AnpK9RQ".
      const accessToken = 'jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y';
      const token = await valid({ at_hash: '77QmUPtjPfzWtF2AnpK9RQ' });
      expect((await parse(newWebAuth(), token, undefined, accessToken))?.accessToken).to.equal(accessToken);
      await expectInvalid(
        parse(newWebAuth(), token, undefined, `${accessToken}x`),
        'Access Token Hash (at_hash) claim mismatch in the ID token',
      );
      expect(await atHash(accessToken)).to.equal('77QmUPtjPfzWtF2AnpK9RQ');
    });
  });

  describe('leeway', () => {
    const cases: [string, number | undefined, number][] = [
      ['default (60 s)', undefined, 60],
      ['0 (means 0)', 0, 0],
      ['300', 300, 300],
    ];
    for (const [label, option, leeway] of cases) {
      describe(`leeway ${label}`, () => {
        const webAuth = (): WebAuth => newWebAuth(option === undefined ? {} : { leeway: option });

        it('exp: accepted exactly at the boundary, rejected one second past', async () => {
          const token = await valid({ iat: NOW - 7200, exp: NOW - 3600 });
          clock.setSystemTime((NOW - 3600 + leeway) * 1000);
          await parse(webAuth(), token);
          clock.setSystemTime((NOW - 3600 + leeway + 1) * 1000);
          await expectInvalid(
            parse(webAuth(), token),
            `Expiration Time (exp) claim error in the ID token; current time "${NOW - 3600 + leeway + 1}" is after expiration time "${NOW - 3600}"`,
          );
        });

        it('iat in the future: accepted at the boundary, rejected one second past', async () => {
          await parse(webAuth(), await valid({ iat: NOW + leeway }));
          await expectInvalid(
            parse(webAuth(), await valid({ iat: NOW + leeway + 1 })),
            `Issued At (iat) claim error in the ID token; current time "${NOW}" is before issued at time "${NOW + leeway + 1}"`,
          );
        });

        it('nbf: accepted at the boundary, rejected one second past', async () => {
          await parse(webAuth(), await valid({ nbf: NOW + leeway }));
          await expectInvalid(
            parse(webAuth(), await valid({ nbf: NOW + leeway + 1 })),
            `Not Before (nbf) claim error in the ID token; current time "${NOW}" is before not-before time "${NOW + leeway + 1}"`,
          );
        });

        it('auth_time with maxAge: accepted at the boundary, rejected one second past', async () => {
          const maxAge = 600;
          const withMaxAge = (): WebAuth =>
            newWebAuth({ maxAge, ...(option === undefined ? {} : { leeway: option }) });
          await parse(withMaxAge(), await valid({ auth_time: NOW - maxAge - leeway }));
          await expectInvalid(
            parse(withMaxAge(), await valid({ auth_time: NOW - maxAge - leeway - 1 })),
            `Authentication Time (auth_time) claim error in the ID token; current time "${NOW}" is after the last allowed authentication time "${NOW - leeway - 1}"`,
          );
        });
      });
    }

    it('auth_time must be present when max_age was requested', async () => {
      await expectInvalid(
        parse(newWebAuth({ maxAge: 60 }), await valid()),
        'Authentication Time (auth_time) claim must be a number present in the ID token when max_age was requested',
      );
    });

    it('auth_time is checked against the max_age of the transaction', async () => {
      const webAuth = newWebAuth({ responseType: 'id_token' });
      const url = new URL(webAuth.buildAuthorizeUrl({ maxAge: 100 }));
      const state = url.searchParams.get('state')!;
      const nonce = url.searchParams.get('nonce')!;
      const token = await valid({ nonce, auth_time: NOW - 100 - 60 - 1 });
      const error = (await rejection(
        webAuth.parseHash({ hash: `#id_token=${token}&state=${state}` }),
      )) as AuthError;
      expect(error.description).to.contain('Authentication Time (auth_time) claim error');
    });
  });
});
