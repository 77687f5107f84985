import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const BIN = fileURLToPath(new URL('../../bin/auth-elements-emulator.js', import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL('../../dist/emulator/cli.js', import.meta.url)));

function run(args: string[]): { output: Promise<string>; child: ReturnType<typeof spawn> } {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
