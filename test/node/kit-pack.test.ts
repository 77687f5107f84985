// The test kit as an application installs it: the service package packed (`npm pack`, from its built
// dist/: `npm test` builds first), the tarball installed into an empty directory (from npm's cache when it
// can), and minimal specs there: one imports `auth-elements-emulator/testing` and logs a user in with a
// password and an authenticator code; one runs under `@playwright/test` (installed next to it, no browser
// downloaded: the machine's Chromium) with `auth-elements-emulator/playwright`'s fixture and `loginAs`.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findChromium } from '../../scripts/chromium.mjs';

const run = promisify(execFile);
const emulator = fileURLToPath(new URL('../../packages/emulator/', import.meta.url));

const SPEC = `
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startTestService } from 'auth-elements-emulator/testing';

test('a password and a code', async () => {
  const service = await startTestService({ origins: ['http://localhost:3000'] });
  try {
    const user = await service.createUser({ totp: true });
    const post = (body) =>
      fetch(service.url + '/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ client_id: service.clientId, ...body }),
      });
    const first = await post({
      grant_type: 'http://auth0.com/oauth/grant-type/password-realm',
      realm: 'Username-Password-Authentication',
      username: user.email,
      password: user.password,
      scope: 'openid email',
    });
    const { error, mfa_token } = await first.json();
    assert.equal(error, 'mfa_required');
    const second = await post({
      grant_type: 'http://auth0.com/oauth/grant-type/mfa-otp',
      mfa_token,
      otp: service.currentCode(user),
    });
    assert.equal(second.status, 200);
  } finally {
    await service.close();
  }
});
`;

const PLAYWRIGHT_SPEC = `
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { expect, loginAs, test } from 'auth-elements-emulator/playwright';

// The app: one page on a free port (its origin and its "/" are the service's origin and callback).
const app = createServer((request, response) => response.end('<h1>App</h1>'));
await new Promise((resolve) => app.listen(0, 'localhost', resolve));
const appUrl = 'http://localhost:' + app.address().port + '/';
test.use({ baseURL: appUrl });
test.afterAll(() => app.close());

test('the service\\'s page signs a user in and the app gets a code', async ({ page, service }) => {
  const user = await service.createUser();
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: service.clientId,
    response_type: 'code',
    redirect_uri: appUrl,
    scope: 'openid',
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  await page.goto(service.url + '/authorize?' + query);
  await loginAs(page, user);
  await expect(page).toHaveURL(/[?]code=[^&]+&state=state-1/);
  await expect(page.getByRole('heading')).toHaveText('App');
});
`;

const PLAYWRIGHT_CONFIG = `
import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  reporter: 'list',
  use: {
    headless: true,
    launchOptions: process.env.CHROME_PATH ? { executablePath: process.env.CHROME_PATH } : {},
  },
});
`;

describe('the packed test kit in a fresh directory', { timeout: 300_000 }, () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'auth-elements-kit-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('installs from the tarball and runs a spec importing auth-elements-emulator/testing', async () => {
    assert.ok(
      existsSync(join(emulator, 'dist/testing/index.js')),
      'build the service first (npm run build:tsc)',
    );
    const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], {
      cwd: emulator,
      maxBuffer: 16 * 1024 * 1024,
    });
    const [report] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
    const files = report.files.map((file) => file.path);
    for (const expected of ['dist/testing/index.js', 'dist/testing/index.d.ts', 'dist/testing/playwright.js'])
      assert.ok(files.includes(expected), `${expected} is not in the package`);
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'app', private: true, type: 'module' }),
    );
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${report.filename}`],
      { cwd: dir, timeout: 240_000 },
    );
    await writeFile(join(dir, 'sign-in.test.mjs'), SPEC);
    // A run of its own, not a subtest of this one (the runner marks its children with NODE_TEST_CONTEXT).
    const env = { ...process.env };
    delete env['NODE_TEST_CONTEXT'];
    const result = await run(process.execPath, ['--test', '--test-reporter', 'tap', 'sign-in.test.mjs'], {
      cwd: dir,
      env,
      timeout: 60_000,
    });
    assert.match(result.stdout, /# pass 1/);
  });

  test('runs a Playwright spec with auth-elements-emulator/playwright', async () => {
    const { version } = (await import('@playwright/test/package.json', { with: { type: 'json' } })).default;
    const env: NodeJS.ProcessEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
    delete env['NODE_TEST_CONTEXT'];
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', `@playwright/test@${version}`],
      { cwd: dir, env, timeout: 240_000 },
    );
    await writeFile(join(dir, 'playwright.config.mjs'), PLAYWRIGHT_CONFIG);
    await writeFile(join(dir, 'sign-in.spec.mjs'), PLAYWRIGHT_SPEC);
    const chromium = findChromium();
    const result = await run('npx', ['playwright', 'test'], {
      cwd: dir,
      env: { ...env, ...(chromium ? { CHROME_PATH: chromium } : {}) },
      timeout: 120_000,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`the Playwright run failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    assert.match(result.stdout, /1 passed/);
  });
});
