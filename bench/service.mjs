// `npm run bench:service`: login throughput of the local identity service against its physical floor,
// the password hash. In one run:
//   1. the hash alone: scrypt with the service's parameters, CONCURRENCY at a time (logins/s it allows);
//   2. real logins over HTTP on loopback, CONCURRENCY at a time: POST /co/authenticate, GET /authorize
//      with the login ticket (code + PKCE, offline_access), POST /oauth/token (form-encoded);
//   3. HISTORY logins in all (the service's data file grows with sessions and refresh tokens);
//   4. the hash alone and the real logins again.
// The service runs in a child process on a data file in a temporary directory (what users run with
// --data), so the client's work does not share its event loop. Every loop is bounded by a count; the
// child is killed at the end. Needs `npm run build:tsc` first.
// Environment: BENCH_LOGINS (per measure, default 300), BENCH_HISTORY (default 5000),
// BENCH_CONCURRENCY (default 25).
import { spawn } from 'node:child_process';
import { createHash, randomBytes, scrypt } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 300);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 25);
const APP_ORIGIN = 'http://localhost:5173';
const CALLBACK = `${APP_ORIGIN}/callback.html`;
const GOALS = { ratio: 0.75, p99: 1500, slowdown: 0.2 };

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = await mkdtemp(join(tmpdir(), 'auth-elements-bench-'));
const dataFile = join(dir, 'tenant.json');

/** Starts the service in a child process on `dataFile`; resolves with its URL and the child. */
function startService() {
  const script = `
    import { startEmulator } from './packages/emulator/dist/index.js';
    const service = await startEmulator({ port: 0, host: 'localhost', quiet: true, dataFile: ${JSON.stringify(dataFile)} });
    console.log(service.url);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The service exited with ${code}`)));
    child.stdout.once('data', (chunk) => resolve({ url: String(chunk).trim(), child }));
  });
}

/** Runs `task` `count` times, `CONCURRENCY` at a time; answers per second and latency quantiles (ms). */
async function run(count, task) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  async function worker() {
    while (next < count) {
      next += 1;
      const started = performance.now();
      try {
        await task();
      } catch (error) {
        failures += 1;
        if (failures === 1) console.error(error);
      }
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: count / seconds, p50: pick(0.5), p99: pick(0.99), failures };
}

/** One hash with the service's parameters (passwords.ts: scrypt, 16-byte salt, 32-byte key). */
function hash() {
  return new Promise((resolve, reject) =>
    scrypt('Passw0rd!', randomBytes(16), 32, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function expect(response, status, step) {
  if (response.status !== status) throw new Error(`${step} answered ${response.status}, not ${status}`);
}

/** One login as a fresh browser would do it; throws on any unexpected answer. */
async function login(url) {
  const authenticated = await fetch(`${url}/co/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
    body: JSON.stringify({
      client_id: 'demo-spa',
      credential_type: 'http://auth0.com/oauth/grant-type/password-realm',
      username: 'demo@example.com',
      password: 'Passw0rd!',
      realm: 'Username-Password-Authentication',
    }),
  });
  expect(authenticated, 200, 'POST /co/authenticate');
  const { login_ticket, co_id } = await authenticated.json();
  const verifierCookie = authenticated.headers
    .getSetCookie()
    .find((c) => c.startsWith(`ae_co_${co_id}=`))
    ?.split(';')[0];
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'demo-spa',
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    login_ticket,
  });
  const authorized = await fetch(`${url}/authorize?${query}`, {
    headers: verifierCookie ? { cookie: verifierCookie } : {},
    redirect: 'manual',
  });
  await authorized.arrayBuffer();
  expect(authorized, 302, 'GET /authorize');
  const code = new URL(authorized.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error('GET /authorize redirected without a code');
  const token = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'demo-spa',
      code,
      code_verifier: verifier,
      redirect_uri: CALLBACK,
    }),
  });
  const tokens = await token.json();
  expect(token, 200, 'POST /oauth/token');
  if (!tokens.refresh_token) throw new Error('POST /oauth/token answered no refresh token');
}

async function dataSize() {
  let bytes = 0;
  for (const name of await readdir(dir)) bytes += (await stat(join(dir, name))).size;
  return bytes;
}

const fixed = (n, digits = 1) => n.toFixed(digits);

async function measure(label, url) {
  const hashes = await run(LOGINS, hash);
  const logins = await run(LOGINS, () => login(url));
  return {
    label,
    'hash alone /s': fixed(hashes.perSecond),
    'logins /s': fixed(logins.perSecond),
    ratio: fixed(logins.perSecond / hashes.perSecond, 2),
    'p50 ms': fixed(logins.p50, 0),
    'p99 ms': fixed(logins.p99, 0),
    failures: logins.failures,
    'data KB': Math.round((await dataSize()) / 1024),
    _ratio: logins.perSecond / hashes.perSecond,
    _perSecond: logins.perSecond,
    _p99: logins.p99,
  };
}

const { url, child } = await startService();
try {
  const fresh = await measure('fresh tenant', url);
  const started = performance.now();
  const history = await run(Math.max(0, HISTORY - 2 * LOGINS), () => login(url));
  const historySeconds = (performance.now() - started) / 1000;
  const later = await measure(`after ${HISTORY} logins`, url);
  const rows = [fresh, later];
  console.log(
    `Local identity service, ${CONCURRENCY} concurrent logins, ${LOGINS} per measure, Node ${process.version}; ` +
      `history at ${fixed(history.perSecond)} logins/s (${fixed(historySeconds, 0)} s, ${history.failures} failures)`,
  );
  console.table(
    rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('_')))),
  );
  const slowdown = 1 - later._perSecond / fresh._perSecond;
  const verdicts = [
    [`logins/s ≥ ${GOALS.ratio} × hash alone`, rows.every((r) => r._ratio >= GOALS.ratio)],
    [`p99 < ${GOALS.p99} ms`, rows.every((r) => r._p99 < GOALS.p99)],
    [
      `≤ ${GOALS.slowdown * 100} % slower after history (${fixed(slowdown * 100)} %)`,
      slowdown <= GOALS.slowdown,
    ],
    ['no failed login', rows.every((r) => r.failures === 0) && history.failures === 0],
  ];
  for (const [goal, ok] of verdicts) console.log(`${ok ? 'ok  ' : 'MISS'} ${goal}`);
  if (verdicts.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  child.kill();
  await rm(dir, { recursive: true, force: true });
}
