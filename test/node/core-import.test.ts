// `auth-elements/core` must import in Node without a DOM (no window, document or storage at import
// time) and build an authorize URL. Runs against the compiled package: `npm run build:tsc` first.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));

const script = `
const core = await import('auth-elements/core');
const checks = {
  noWindow: typeof window === 'undefined',
  noDocument: typeof document === 'undefined',
  noLocalStorage: typeof localStorage === 'undefined',
};
const webAuth = new core.WebAuth({
  domain: 'http://localhost:4000',
  clientID: 'demo-spa',
  redirectUri: 'http://localhost:5173/callback',
});
const url = webAuth.buildAuthorizeUrl({ appState: 'x' });
const logout = webAuth.buildLogoutUrl({ returnTo: 'http://localhost:5173/' });
console.log(JSON.stringify({ checks, url, logout, exports: Object.keys(core).sort() }));
`;

test('auth-elements/core imports in Node without a DOM and builds an authorize URL', async () => {
  assert.ok(
    existsSync(`${root}dist/core/index.js`),
    'dist/core/index.js is missing: run `npm run build:tsc` first',
  );
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    timeout: 30_000,
  });
  const output = JSON.parse(stdout.trim()) as {
    checks: Record<string, boolean>;
    url: string;
    logout: string;
    exports: string[];
  };
  assert.deepEqual(output.checks, { noWindow: true, noDocument: true, noLocalStorage: true });
  for (const name of ['AuthError', 'Authentication', 'WebAuth'])
    assert.ok(output.exports.includes(name), name);

  const url = new URL(output.url);
  assert.equal(url.origin + url.pathname, 'http://localhost:4000/authorize');
  const params = Object.fromEntries(url.searchParams);
  assert.equal(params['client_id'], 'demo-spa');
  assert.equal(params['response_type'], 'code');
  assert.equal(params['redirect_uri'], 'http://localhost:5173/callback');
  assert.equal(params['scope'], 'openid profile email');
  assert.equal(params['code_challenge_method'], 'S256');
  assert.match(params['code_challenge'] ?? '', /^[A-Za-z0-9_-]{43}$/);
  assert.match(params['state'] ?? '', /^[A-Za-z0-9_-]{43}$/);
  assert.ok(output.url.includes('scope=openid%20profile%20email'));
  assert.equal(
    output.logout.split('&auth0Client=')[0],
    'http://localhost:4000/v2/logout?client_id=demo-spa&returnTo=http%3A%2F%2Flocalhost%3A5173%2F',
  );
});
