// Requests per second of the local identity service on loopback: POST /co/authenticate (success path)
// and GET /authorize with a session (response_type token). Starts its own service from dist/
// (`npm run build:tsc` first). Bounded: DURATION_MS per endpoint, CONCURRENCY requests in flight.
import { startEmulator } from '../packages/emulator/dist/index.js';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const APP_ORIGIN = 'http://localhost:5173';
const CALLBACK = `${APP_ORIGIN}/callback.html`;

const service = await startEmulator({ port: 0, host: 'localhost', quiet: true });

const credentials = JSON.stringify({
  client_id: 'demo-spa',
  credential_type: 'http://auth0.com/oauth/grant-type/password-realm',
  username: 'demo@example.com',
  password: 'Passw0rd!',
  realm: 'Username-Password-Authentication',
});

function coAuthenticate() {
  return fetch(`${service.url}/co/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
    body: credentials,
  });
}

/** A session cookie through /co/authenticate and /authorize?login_ticket=... */
async function sessionCookie() {
  const response = await coAuthenticate();
  const { login_ticket, co_id } = await response.json();
  const verifier = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`ae_co_${co_id}=`))
    .split(';')[0];
  const query = new URLSearchParams({
    client_id: 'demo-spa',
    redirect_uri: CALLBACK,
    response_type: 'token',
    login_ticket,
  });
  const redirect = await fetch(`${service.url}/authorize?${query}`, {
    headers: { cookie: verifier },
    redirect: 'manual',
  });
  return redirect.headers
    .getSetCookie()
    .find((c) => c.startsWith('ae_session='))
    .split(';')[0];
}

async function measure(name, request, expectedStatus) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + DURATION_MS;
  async function worker() {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== expectedStatus) failures += 1;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    endpoint: name,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': pick(0.5).toFixed(1),
    'p99 ms': pick(0.99).toFixed(1),
    failures,
  };
}

try {
  const cookie = await sessionCookie();
  const authorizeUrl = `${service.url}/authorize?${new URLSearchParams({
    client_id: 'demo-spa',
    redirect_uri: CALLBACK,
    response_type: 'token',
    scope: 'openid profile email',
    prompt: 'none',
    state: 'bench',
  })}`;
  const rows = [
    await measure('POST /co/authenticate', coAuthenticate, 200),
    await measure(
      'GET /authorize (session, token)',
      () => fetch(authorizeUrl, { headers: { cookie }, redirect: 'manual' }),
      302,
    ),
  ];
  console.log(
    `Loopback, ${CONCURRENCY} concurrent requests, ${DURATION_MS / 1000} s per endpoint, Node ${process.version}`,
  );
  console.table(rows);
} finally {
  await service.close();
}
