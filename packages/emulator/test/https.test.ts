// HTTPS: the service generates a certificate (signed by a local CA kept next to the data), a client that
// trusts that CA logs in and renews over TLS, cookies are `SameSite=None; Secure`, and the CA survives a
// restart (users trust it once).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  APP_ORIGIN,
  CALLBACK,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  PASSWORD_REALM,
  startTestService,
} from './helpers.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** An HTTPS request trusting only `ca` (or the system's CAs when undefined). */
function httpsFetch(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, ...(init.ca ? { ca: init.ca } : {}) },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

function setCookies(answer: Answer): string[] {
  const value = answer.headers['set-cookie'];
  return Array.isArray(value) ? value : value ? [value] : [];
}

describe('HTTPS', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'auth-elements-https-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('serves TLS with a generated certificate; a client trusting its CA logs in and renews', async () => {
    const dataFile = join(dir, 'tenant.json');
    const service = await startTestService({ dataFile, https: true });
    let ca: string;
    try {
      assert.match(service.url, /^https:\/\/localhost:\d+$/);
      ca = service.ca!;
      assert.ok(ca.startsWith('-----BEGIN CERTIFICATE-----'));
      assert.equal(service.caFile, join(`${dataFile}.tls`, 'ca.pem'));
      assert.equal(await readFile(service.caFile, 'utf8'), ca);

      // Without trusting the CA, the connection is refused.
      await assert.rejects(httpsFetch(`${service.url}/.well-known/openid-configuration`), /certificate/i);
      const discovery = JSON.parse(
        (await httpsFetch(`${service.url}/.well-known/openid-configuration`, { ca })).text,
      ) as { issuer: string };
      assert.equal(discovery.issuer, `${service.url}/`);

      // Embedded login: /co/authenticate, then /authorize with the login ticket (code + PKCE).
      const authenticated = await httpsFetch(`${service.url}/co/authenticate`, {
        method: 'POST',
        ca,
        headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
        body: JSON.stringify({
          client_id: DEMO_CLIENT_ID,
          credential_type: PASSWORD_REALM,
          username: DEMO_EMAIL,
          password: DEMO_PASSWORD,
          realm: 'Username-Password-Authentication',
        }),
      });
      assert.equal(authenticated.status, 200);
      const { login_ticket, co_id } = JSON.parse(authenticated.text) as {
        login_ticket: string;
        co_id: string;
      };
      const verifierCookie = setCookies(authenticated).find((c) => c.startsWith(`ae_co_${co_id}=`))!;
      assert.match(verifierCookie, /; Secure/i);
      assert.match(verifierCookie, /SameSite=None/i);
      const verifier = randomBytes(32).toString('base64url');
      const query = new URLSearchParams({
        client_id: DEMO_CLIENT_ID,
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: 'openid profile offline_access',
        state: 's',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        login_ticket,
      });
      const authorized = await httpsFetch(`${service.url}/authorize?${query}`, {
        ca,
        headers: { cookie: verifierCookie.split(';')[0]! },
      });
      assert.equal(authorized.status, 302);
      const session = setCookies(authorized).find((c) => c.startsWith('ae_session='))!;
      assert.match(session, /; Secure/i);
      assert.match(session, /SameSite=None/i);
      const code = new URL(String(authorized.headers.location)).searchParams.get('code')!;
      const tokenAnswer = await httpsFetch(`${service.url}/oauth/token`, {
        method: 'POST',
        ca,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: DEMO_CLIENT_ID,
          code,
          code_verifier: verifier,
          redirect_uri: CALLBACK,
        }).toString(),
      });
      assert.equal(tokenAnswer.status, 200);
      const tokens = JSON.parse(tokenAnswer.text) as { refresh_token: string };

      // Renewal: silently with the session cookie, and with the refresh token (CORS for the app's origin).
      const silent = await httpsFetch(
        `${service.url}/authorize?${new URLSearchParams({
          client_id: DEMO_CLIENT_ID,
          redirect_uri: CALLBACK,
          response_type: 'token id_token',
          scope: 'openid',
          nonce: 'n',
          state: 's',
          prompt: 'none',
        })}`,
        { ca, headers: { cookie: session.split(';')[0]! } },
      );
      assert.equal(silent.status, 302);
      assert.match(String(silent.headers.location), /#.*access_token=/);
      const renewed = await httpsFetch(`${service.url}/oauth/token`, {
        method: 'POST',
        ca,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: DEMO_CLIENT_ID,
          refresh_token: tokens.refresh_token,
        }).toString(),
      });
      assert.equal(renewed.status, 200);
      assert.equal(renewed.headers['access-control-allow-origin'], APP_ORIGIN);
    } finally {
      await service.close();
    }

    // The CA is kept: a restart serves a certificate the same trust accepts.
    const again = await startTestService({ dataFile, https: true });
    try {
      assert.equal(again.ca, ca);
      assert.equal((await httpsFetch(`${again.url}/.well-known/jwks.json`, { ca })).status, 200);
    } finally {
      await again.close();
    }
    assert.ok(existsSync(join(`${dataFile}.tls`, 'key.pem')));
  });

  it('serves a certificate the user supplies', async () => {
    const generated = await startTestService({ https: true, tlsDirectory: join(dir, 'own') });
    const cert = await readFile(join(dir, 'own', 'cert.pem'), 'utf8');
    const key = await readFile(join(dir, 'own', 'key.pem'), 'utf8');
    const ca = generated.ca!;
    await generated.close();
    const service = await startTestService({ https: { cert, key } });
    try {
      assert.equal(service.ca, undefined);
      assert.equal((await httpsFetch(`${service.url}/.well-known/jwks.json`, { ca })).status, 200);
    } finally {
      await service.close();
    }
  });
});
