import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, createServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const BIN = fileURLToPath(new URL('../bin/auth-elements-emulator.js', import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL('../dist/cli.js', import.meta.url)));

function run(
  args: string[],
  env: Record<string, string> = {},
): { output: Promise<string>; child: ReturnType<typeof spawn> } {
  const child = spawn(process.execPath, [BIN, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const output = new Promise<string>((resolve) => child.on('close', () => resolve(text)));
  return { output, child };
}

function firstLine(child: ReturnType<typeof spawn>, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (match) resolve(match);
    });
    child.on('close', () => reject(new Error(`exited before printing ${pattern}: ${text}`)));
  });
}

describe('auth-elements-emulator CLI', { skip: !BUILT && 'run `npm run build:tsc` first' }, () => {
  it('starts, prints its URL and the demo credentials, serves, and stops on SIGTERM', async () => {
    const { child, output } = run(['--port', '0']);
    try {
      const [, url] = await firstLine(child, /listening on (http:\/\/\S+)\n[\s\S]*Dev inbox:/);
      const response = await fetch(`${url}/.well-known/openid-configuration`);
      assert.equal(response.status, 200);
    } finally {
      child.kill('SIGTERM');
    }
    const text = await output;
    assert.match(text, /Client id: +demo-spa/);
    assert.match(text, /demo@example\.com/);
    assert.match(text, /\/_dev\/inbox/);
  });

  it('answers the host names given with --allow-host, and 421 to others', async () => {
    const { child } = run(['--port', '0', '--allow-host', 'auth.test', '--allow-host', 'Other.Test']);
    try {
      const [, url] = await firstLine(child, /listening on (http:\/\/\S+)\n[\s\S]*Dev inbox:/);
      const port = new URL(url!).port;
      const status = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const request = httpRequest(`${url}/`, { headers: { host: `${host}:${port}` } }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on('error', reject);
          request.end();
        });
      assert.equal(await status('auth.test'), 200);
      assert.equal(await status('other.test'), 200);
      assert.equal(await status('rebound.example'), 421);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('--https: prints the CA in the user folder, and warns of a CA an earlier version left by the data', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'auth-elements-cli-'));
    try {
      const data = join(dir, 'tenant.json');
      await mkdir(`${data}.tls`);
      await writeFile(`${data}.tls/ca-key.pem`, 'an old key', { mode: 0o600 });
      const { child, output } = run(['--port', '0', '--https', '--data', data], {
        AUTH_ELEMENTS_HOME: join(dir, 'home'),
      });
      try {
        await firstLine(child, /Note: .*earlier version/);
      } finally {
        child.kill('SIGTERM');
      }
      const text = await output;
      assert.match(text, /listening on https:\/\/localhost:\d+/);
      assert.ok(text.includes(`Trust CA:   ${join(dir, 'home', 'tls', 'ca.pem')}`), text);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('allows the app origins of --app-origin (web origin, callback and logout URLs) and --callback-url', async () => {
    const { child, output } = run([
      '--port',
      '0',
      '--app-origin',
      'http://localhost:3000',
      '--app-origin',
      'http://127.0.0.1:8080/',
      '--callback-url',
      'http://localhost:3000/callback',
    ]);
    try {
      const [, url] = await firstLine(child, /listening on (http:\/\/\S+)\n[\s\S]*App origins:.*\n/);
      const preflight = await fetch(`${url}/co/authenticate`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:3000');
      const authorize = (redirectUri: string) =>
        fetch(
          `${url}/authorize?${new URLSearchParams({
            client_id: 'demo-spa',
            response_type: 'code',
            redirect_uri: redirectUri,
            state: 'state-1',
            nonce: 'nonce-1',
            code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
            code_challenge_method: 'S256',
          })}`,
          { redirect: 'manual' },
        );
      for (const redirectUri of [
        'http://localhost:3000/',
        'http://localhost:3000',
        'http://127.0.0.1:8080/',
        'http://localhost:3000/callback',
      ]) {
        assert.equal((await authorize(redirectUri)).status, 200, redirectUri);
      }
      assert.equal((await authorize('http://localhost:3000/elsewhere')).status, 400);
      const logout = await fetch(
        `${url}/v2/logout?client_id=demo-spa&returnTo=${encodeURIComponent('http://127.0.0.1:8080/')}`,
        { redirect: 'manual' },
      );
      assert.equal(logout.status, 302);
      assert.equal(logout.headers.get('location'), 'http://127.0.0.1:8080/');
    } finally {
      child.kill('SIGTERM');
    }
    const text = await output;
    assert.match(
      text,
      /App origins: +http:\/\/localhost:5173, http:\/\/localhost:3000, http:\/\/127\.0\.0\.1:8080 /,
    );
  });

  it('logs each refused origin once, with the flag that allows it', async () => {
    const { child, output } = run(['--port', '0']);
    try {
      const [, url] = await firstLine(child, /listening on (http:\/\/\S+)\n[\s\S]*App origins:.*\n/);
      const preflight = () =>
        fetch(`${url}/co/authenticate`, {
          method: 'OPTIONS',
          headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
        });
      const refused = await Promise.all([preflight(), preflight()]);
      for (const response of refused) assert.equal(response.headers.get('access-control-allow-origin'), null);
      const login = await fetch(`${url}/co/authenticate`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: 'demo-spa', username: 'a@example.com', password: 'x' }),
      });
      assert.equal(login.status, 403);
      const userinfo = await fetch(`${url}/userinfo`, { headers: { origin: 'http://localhost:4200' } });
      assert.equal(userinfo.headers.get('access-control-allow-origin'), null);
      // An allowed origin and a request without one are not logged.
      await fetch(`${url}/co/authenticate`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      });
      await fetch(`${url}/userinfo`);
    } finally {
      child.kill('SIGTERM');
    }
    const text = await output;
    const refusals = text.split('\n').filter((line) => line.includes('refused origin'));
    assert.deepEqual(refusals, [
      'refused origin http://localhost:3000: start with --app-origin http://localhost:3000',
      'refused origin http://localhost:4200: start with --app-origin http://localhost:4200',
    ]);
  });

  it('stops when its parent process goes away (npx killed with SIGTERM)', { timeout: 10_000 }, async () => {
    // The parent is a shell that starts the CLI in the background and waits: killing the shell leaves the
    // CLI orphaned, as killing `npm exec` does.
    const parent = spawn('sh', ['-c', `"${process.execPath}" "${BIN}" --port 0 & wait`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [, url] = await firstLine(parent, /listening on (http:\/\/\S+)\n/);
    assert.equal((await fetch(`${url}/.well-known/openid-configuration`)).status, 200);
    // The server closes every connection when it stops: an open one tells when.
    const socket = connect(Number(new URL(url!).port), 'localhost');
    await once(socket, 'connect');
    const socketClosed = once(socket, 'close');
    parent.kill('SIGKILL');
    await socketClosed;
    const closed = await fetch(`${url}/.well-known/openid-configuration`).then(
      () => false,
      () => true,
    );
    assert.ok(closed, 'the service still listens after its parent died');
  });

  it('rejects an --app-origin that is not an origin', async () => {
    const { child, output } = run(['--app-origin', 'http://localhost:3000/app']);
    assert.match(await output, /--app-origin takes an origin/);
    assert.equal(child.exitCode, 2);
  });

  it('explains bad flags', async () => {
    const { child, output } = run(['--port', 'abc']);
    const text = await output;
    assert.equal(child.exitCode, 2);
    assert.match(text, /--port must be a whole number/);
    const unknown = run(['--bogus']);
    assert.match(await unknown.output, /Unknown option '--bogus'/);
  });

  it('sets the passkeys RP ID with --rp-id (else the host name), and refuses one that is no domain', async () => {
    const challengeRpId = async (url: string) => {
      const response = await fetch(`${url}/passkey/challenge`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: 'demo-spa' }),
      });
      const body = (await response.json()) as { authn_params_public_key: { rpId: string } };
      return body.authn_params_public_key.rpId;
    };
    for (const [args, rpId] of [
      [[], 'localhost'],
      [['--rp-id', 'example.test'], 'example.test'],
    ] as const) {
      const { child } = run(['--port', '0', ...args]);
      try {
        const [, url] = await firstLine(child, /listening on (http:\/\/\S+)\n[\s\S]*Dev inbox:/);
        assert.equal(await challengeRpId(url!), rpId);
      } finally {
        child.kill('SIGTERM');
      }
    }
    const bad = run(['--rp-id', 'https://example.test/']);
    assert.match(await bad.output, /--rp-id must be a domain name/);
    assert.equal(bad.child.exitCode, 2);
  });

  it('prints the MFA demo user and sets the MFA policy with --mfa, refusing an unknown one', async () => {
    const login = async (url: string) => {
      const authorize = new URLSearchParams({
        client_id: 'demo-spa',
        redirect_uri: 'http://localhost:5173/callback.html',
        response_type: 'code',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });
      const form = new URLSearchParams({
        authorize: authorize.toString(),
        connection: 'Username-Password-Authentication',
        username: 'demo@example.com',
        password: 'Passw0rd!',
      });
      const response = await fetch(`${url}/u/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
        body: form,
        redirect: 'manual',
      });
      return { status: response.status, page: await response.text() };
    };
    const always = run(['--port', '0', '--mfa', 'always']);
    try {
      const [, url] = await firstLine(always.child, /listening on (http:\/\/\S+)\n[\s\S]*Dev inbox:/);
      // The demo user has no authenticator: under "always" the login sets one up first.
      const enrol = await login(url!);
      assert.equal(enrol.status, 200);
      assert.match(enrol.page, /Set up two-step verification/);
    } finally {
      always.child.kill('SIGTERM');
    }
    const text = await always.output;
    assert.match(
      text,
      /MFA user: +mfa@example\.com \/ Passw0rd!, authenticator key AUTHELEMENTSDEMOTOTPSECRET234567/,
    );
    assert.match(text, /MFA policy: always \(--mfa never\|enrolled\|always\)/);
    const byDefault = run(['--port', '0']);
    try {
      const [, url] = await firstLine(byDefault.child, /listening on (http:\/\/\S+)\n[\s\S]*Dev inbox:/);
      assert.equal((await login(url!)).status, 303);
    } finally {
      byDefault.child.kill('SIGTERM');
    }
    assert.match(await byDefault.output, /MFA policy: enrolled/);
    const bad = run(['--mfa', 'sometimes']);
    assert.match(await bad.output, /--mfa takes never, enrolled, always, not "sometimes"/);
    assert.equal(bad.child.exitCode, 2);
  });

  it('reports a port in use', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, 'localhost', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const { child, output } = run(['--port', String(port)]);
      assert.match(await output, /already in use/);
      assert.equal(child.exitCode, 1);
    } finally {
      blocker.close();
    }
  });
});
