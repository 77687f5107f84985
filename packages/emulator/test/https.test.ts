// HTTPS: the service generates a certificate (signed by a local CA kept in the user's own folder), a
// client that trusts that CA logs in and renews over TLS, cookies are `SameSite=None; Secure`, and the CA
// survives a restart (users trust it once). The CA can sign only for the service's own names (critical
// name constraints, checked with openssl and refused by a Node TLS client), its files are the user's only
// (0600), and it is never kept inside a git repository.
import forge from 'node-forge';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer } from 'node:tls';
import { after, afterEach, before, describe, it } from 'node:test';
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

/** An RSA key pair for node-forge, made by node:crypto (forge's own generator is slow JavaScript). */
function forgeKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey),
    privateKey: forge.pki.privateKeyFromPem(privateKey),
  };
}

/** A certificate for `names` signed with the CA's key (as anyone holding `ca-key.pem` could). */
function certificateSignedBy(
  caPem: string,
  caKeyPem: string,
  names: string[],
): { cert: string; key: string } {
  const { pki } = forge;
  const ca = pki.certificateFromPem(caPem);
  const keys = forgeKeyPair();
  const cert = pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600 * 1000);
  cert.setSubject([{ name: 'commonName', value: names[0]! }]);
  cert.setIssuer(ca.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: names.map((value) => ({ type: 2, value })) },
  ]);
  cert.sign(pki.privateKeyFromPem(caKeyPem), forge.md.sha256.create());
  return { cert: pki.certificateToPem(cert), key: pki.privateKeyToPem(keys.privateKey) };
}

/** Connects with node:tls trusting only `ca` to a server presenting `served` for `servername`. */
async function tlsHandshake(
  served: { cert: string; key: string },
  ca: string,
  servername: string,
): Promise<void> {
  const server = createServer(served, (socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await new Promise<void>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port, servername, ca }, () => {
        socket.end();
        resolve();
      });
      socket.on('error', reject);
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('HTTPS', () => {
  let dir: string;
  const home = process.env.AUTH_ELEMENTS_HOME;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'auth-elements-https-'));
  });
  afterEach(() => {
    if (home === undefined) delete process.env.AUTH_ELEMENTS_HOME;
    else process.env.AUTH_ELEMENTS_HOME = home;
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('serves TLS with a generated certificate; a client trusting its CA logs in and renews', async () => {
    const dataFile = join(dir, 'tenant.json');
    process.env.AUTH_ELEMENTS_HOME = join(dir, 'home');
    const service = await startTestService({ dataFile, https: true });
    let ca: string;
    try {
      assert.match(service.url, /^https:\/\/localhost:\d+$/);
      ca = service.ca!;
      assert.ok(ca.startsWith('-----BEGIN CERTIFICATE-----'));
      // In the user's folder, not next to the data (which may sit in a repository).
      assert.equal(service.caFile, join(dir, 'home', 'tls', 'ca.pem'));
      assert.equal(existsSync(`${dataFile}.tls`), false);
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
    assert.ok(existsSync(join(dir, 'home', 'tls', 'key.pem')));
  });

  it('makes a CA that signs only for the service: critical name constraints, files 0600', async () => {
    const tlsDirectory = join(dir, 'constrained');
    const service = await startTestService({ https: true, tlsDirectory, allowedHosts: ['auth.test'] });
    await service.close();
    const ca = service.ca!;
    const text = execFileSync('openssl', ['x509', '-noout', '-text'], { input: ca, encoding: 'utf8' });
    assert.match(text, /X509v3 Name Constraints: critical/);
    const permitted = text.slice(text.indexOf('Permitted:'));
    for (const name of [
      'DNS:localhost',
      'DNS:auth.test',
      'IP:127.0.0.1/255.255.255.255',
      'IP:0:0:0:0:0:0:0:1/',
    ]) {
      assert.ok(permitted.includes(name), `${name} is permitted:\n${permitted}`);
    }
    assert.equal((await stat(tlsDirectory)).mode & 0o777, 0o700);
    const files = await readdir(tlsDirectory);
    assert.deepEqual(files.sort(), ['ca-key.pem', 'ca.pem', 'cert.pem', 'key.pem']);
    for (const file of files) {
      assert.equal((await stat(join(tlsDirectory, file))).mode & 0o777, 0o600, file);
    }

    // Whoever holds the CA's key can sign for localhost, but a client trusting the CA refuses any other site.
    const caKey = await readFile(join(tlsDirectory, 'ca-key.pem'), 'utf8');
    await tlsHandshake(certificateSignedBy(ca, caKey, ['localhost']), ca, 'localhost');
    await assert.rejects(
      tlsHandshake(certificateSignedBy(ca, caKey, ['bank.example']), ca, 'bank.example'),
      /permitted subtree violation/i,
    );
  });

  it('replaces a CA without name constraints (an earlier version made one) and keeps one that fits', async () => {
    const tlsDirectory = join(dir, 'earlier');
    await mkdir(tlsDirectory, { recursive: true });
    const { pki } = forge;
    const keys = forgeKeyPair();
    const old = pki.createCertificate();
    old.publicKey = keys.publicKey;
    old.serialNumber = '01';
    old.validity.notBefore = new Date(Date.now() - 60_000);
    old.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    old.setSubject([{ name: 'commonName', value: 'unconstrained' }]);
    old.setIssuer([{ name: 'commonName', value: 'unconstrained' }]);
    old.setExtensions([{ name: 'basicConstraints', cA: true, critical: true }]);
    old.sign(keys.privateKey, forge.md.sha256.create());
    const oldPem = pki.certificateToPem(old);
    await writeFile(join(tlsDirectory, 'ca.pem'), oldPem, { mode: 0o644 });
    await writeFile(join(tlsDirectory, 'ca-key.pem'), pki.privateKeyToPem(keys.privateKey), { mode: 0o644 });

    const service = await startTestService({ https: true, tlsDirectory });
    await service.close();
    assert.notEqual(service.ca, oldPem);
    const text = execFileSync('openssl', ['x509', '-noout', '-text'], {
      input: service.ca,
      encoding: 'utf8',
    });
    assert.match(text, /X509v3 Name Constraints: critical/);
    assert.equal((await stat(join(tlsDirectory, 'ca-key.pem'))).mode & 0o777, 0o600);
    // Started again for the same names, the CA is kept (trusted once).
    const again = await startTestService({ https: true, tlsDirectory });
    await again.close();
    assert.equal(again.ca, service.ca);
  });

  it('refuses to keep the CA inside a git repository', async () => {
    const repository = join(dir, 'repository');
    await mkdir(join(repository, '.git'), { recursive: true });
    process.env.AUTH_ELEMENTS_HOME = join(repository, 'certs');
    await assert.rejects(startTestService({ https: true }), /inside the git repository/);
    await assert.rejects(
      startTestService({ https: true, tlsDirectory: join(repository, 'deep', 'tls') }),
      /inside the git repository/,
    );
    assert.equal(existsSync(join(repository, 'certs')), false);
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
