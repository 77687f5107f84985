// What a page pays for the elements, in headless Chromium, the CDN autoloader (dist/cdn/autoloader.js)
// against the all-in file (dist/auth-elements.min.js) and auth0.js 9 (its dist/auth0.min.js), in one
// run. The page holds <auth-provider> and <auth-login> and one script tag; its server sends every
// script gzipped at level 9 (as a CDN does) and uncached.
//   - script bytes (gzip, as transferred) and script requests until the login form is interactive;
//   - first render (the form in the page, then a frame) on a link throttled to 100 ms round trip and
//     10 Mbit/s through the DevTools protocol: the autoloader page against the single file's, runs
//     alternating, the median of each run's ratio; the autoloader page with the getting-started
//     guide's `<link rel="modulepreload">` hints too;
//   - main-thread script time (the DevTools protocol's ScriptDuration) until the form is interactive,
//     of the autoloader page and the single-file page, against a page that loads auth0.js 9 and
//     creates its WebAuth, as ratios of medians.
// Budgets: bench/budgets.json (`page`: bytes, requests, first-render ratio, script-time ratio).
// `node bench/page.mjs` prints its rows and exits 1 on a budget miss; bench/run.mjs calls `runPage()`.
// Needs `npm run build` (dist/cdn, the all-in file and packages/emulator/dist).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { summarize } from './timing/stats.mjs';

const ROOT = new URL('../', import.meta.url);
const DIST = fileURLToPath(new URL('dist/', ROOT));
const AUTH0_JS = fileURLToPath(new URL('node_modules/auth0-js/dist/auth0.min.js', ROOT));
const EMULATOR_ENTRY = new URL('packages/emulator/dist/index.js', ROOT);
const BUDGETS_FILE = new URL('budgets.json', import.meta.url);

/** Runs kept per page and measure, alternating between the pages compared. */
const RUNS = { throttled: 15, scriptTime: 15 };
/** 100 ms round trip, 10 Mbit/s both ways. */
const THROTTLED = {
  offline: false,
  latency: 100,
  downloadThroughput: (10 * 1000 * 1000) / 8,
  uploadThroughput: (10 * 1000 * 1000) / 8,
};
const WAIT_MS = 30_000;

/**
 * Records, in the page, when the login form is in the document (`inserted`) and the frame after it
 * (`rendered`), in ms since navigation start, and the main-thread work then.
 */
const PROBE = `<script>
new MutationObserver((records, observer) => {
  if (!document.querySelector('auth-login form input[name="email"]')) return;
  observer.disconnect();
  const inserted = performance.now();
  requestAnimationFrame(() => setTimeout(() => { window.__rendered = { inserted, rendered: performance.now() }; window.__benchDone(''); }));
}).observe(document, { childList: true, subtree: true });
</script>`;

/** The page: one script (or the autoloader with its hints), the provider and the login form. */
function elementsPage(head, serviceUrl) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>auth-elements page benchmark</title>${PROBE}${head}</head>
<body>
<auth-provider domain="${serviceUrl}" client-id="demo-spa"><auth-login></auth-login></auth-provider>
</body>
</html>`;
}

const PAGES = {
  '/autoloader.html': () => '<script type="module" src="/cdn/autoloader.js"></script>',
  '/autoloader-hints.html': () =>
    ['common.js', 'auth-provider.js', 'auth-login.js']
      .map((file) => `<link rel="modulepreload" href="/cdn/${file}">`)
      .concat('<script type="module" src="/cdn/autoloader.js"></script>')
      .join(''),
  '/single.html': () => '<script type="module" src="/auth-elements.min.js"></script>',
};

/** auth0.js 9's page: its file, then a WebAuth, as a page does before it can log in. */
function auth0Page(serviceUrl) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>auth0.js benchmark</title>
<script src="/auth0.min.js"></script>
<script>
new auth0.WebAuth({ domain: ${JSON.stringify(new URL(serviceUrl).host)}, clientID: 'demo-spa' });
requestAnimationFrame(() => setTimeout(() => { window.__rendered = { inserted: performance.now(), rendered: performance.now() }; window.__benchDone(''); }));
</script></head><body></body></html>`;
}

/** Serves the pages, dist/cdn/ at /cdn/, the all-in file and its chunks, and auth0.js: gzip -9, no-store. */
async function startServer(settings) {
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map();
  const script = async (path, file) => {
    if (!gzipped.has(path)) gzipped.set(path, gzipSync(await readFile(file), { level: 9 }));
    return gzipped.get(path);
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const send = (type, body, headers = {}) =>
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
    const html = PAGES[path]?.(settings.serviceUrl);
    const file =
      /^\/cdn\/[a-z-]+\.js$/.test(path) || /^\/auth-elements(\.[a-z]+)?\.min\.js$/.test(path)
        ? `${DIST}${path.slice(1)}`
        : path === '/auth0.min.js'
          ? AUTH0_JS
          : null;
    if (html !== undefined) send('text/html; charset=utf-8', elementsPage(html, settings.serviceUrl));
    else if (path === '/auth0.html') send('text/html; charset=utf-8', auth0Page(settings.serviceUrl));
    else if (file && existsSync(file)) {
      script(path, file).then(
        (body) => send('text/javascript; charset=utf-8', body, { 'content-encoding': 'gzip' }),
        () => response.writeHead(500).end(),
      );
    } else if (path === '/favicon.ico') response.writeHead(204).end();
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

/**
 * Loads `url` in a fresh context and waits for the probe. Returns the times, the main-thread script
 * time, and the scripts (their encoded body bytes as transferred).
 */
async function load(browser, url, { throttle = false } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle) await cdp.send('Network.emulateNetworkConditions', THROTTLED);
    /** @type {Map<string, { url: string, type: string }>} */
    const requests = new Map();
    /** @type {Map<string, number>} */
    const received = new Map();
    cdp.on('Network.requestWillBeSent', (event) =>
      requests.set(event.requestId, { url: event.request.url, type: event.type ?? '' }),
    );
    cdp.on('Network.responseReceived', (event) => {
      const entry = requests.get(event.requestId);
      if (entry) entry.type = event.type;
    });
    cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength));
    // The page says when it has rendered through a DevTools binding: no polling from here, whose
    // evaluations the page's ScriptDuration would count (they did until this binding replaced them).
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: '__benchDone' });
    const done = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${url} did not render in ${WAIT_MS} ms`)), WAIT_MS);
      cdp.on('Runtime.bindingCalled', (event) => {
        if (event.name !== '__benchDone') return;
        clearTimeout(timer);
        resolve();
      });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: WAIT_MS });
    await done;
    const { metrics } = await cdp.send('Performance.getMetrics');
    const times = await page.evaluate(() => window.__rendered);
    const scriptMs = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
    // Body bytes as transferred: the resource timing entries of the page's scripts.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    );
    const scriptRequests = [...requests.values()].filter((request) => request.type === 'Script').length;
    return { ...times, scriptMs, scripts, scriptRequests };
  } finally {
    await context.close();
  }
}

/**
 * Measures once and returns the rows of the table.
 * @param {{ check?: boolean, log?: (message: string) => void }} [options]
 * @returns {Promise<import('./size.mjs').Row[]>}
 */
export async function runPage({ check = true, log = () => {} } = {}) {
  for (const file of ['cdn/autoloader.js', 'auth-elements.min.js']) {
    if (!existsSync(`${DIST}${file}`)) throw new Error(`dist/${file} is missing: run \`npm run build\``);
  }
  if (!existsSync(EMULATOR_ENTRY)) throw new Error('packages/emulator/dist is missing: run `npm run build`');
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH');
  const budgets = JSON.parse(await readFile(BUDGETS_FILE, 'utf8')).page;
  const { startEmulator } = await import(EMULATOR_ENTRY.href);
  const settings = { serviceUrl: '' };
  const server = await startServer(settings);
  const service = await startEmulator({
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    appOrigins: [server.origin],
  });
  settings.serviceUrl = service.url;
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: process.getuid?.() === 0 ? ['--no-sandbox', ...CHROMIUM_ARGS] : CHROMIUM_ARGS,
  });
  try {
    const url = (path) => `${server.origin}${path}`;
    // Warm-up: the browser's own start-up, and the server's gzip of each file.
    for (const path of [...Object.keys(PAGES), '/auth0.html']) await load(browser, url(path));

    log('page: bytes and requests');
    const first = await load(browser, url('/autoloader.html'));
    const bytes = first.scripts.reduce((sum, script) => sum + script.bytes, 0);

    log(`page: first render, throttled (${RUNS.throttled} runs per page)`);
    /** @type {Record<string, number[]>} */
    const renders = { '/autoloader.html': [], '/autoloader-hints.html': [], '/single.html': [] };
    for (let run = 0; run < RUNS.throttled; run++) {
      for (const path of Object.keys(renders)) {
        renders[path].push((await load(browser, url(path), { throttle: true })).rendered);
      }
    }

    log(`page: main-thread script time (${RUNS.scriptTime} runs per page)`);
    /** @type {Record<string, number[]>} */
    const scriptTimes = { '/autoloader.html': [], '/single.html': [], '/auth0.html': [] };
    for (let run = 0; run < RUNS.scriptTime; run++) {
      for (const path of Object.keys(scriptTimes)) {
        scriptTimes[path].push((await load(browser, url(path))).scriptMs);
      }
    }

    const stat = (values) => summarize(values);
    const autoloaderRender = stat(renders['/autoloader.html']);
    const hintsRender = stat(renders['/autoloader-hints.html']);
    const singleRender = stat(renders['/single.html']);
    const ourScript = stat(scriptTimes['/autoloader.html']);
    const singleScript = stat(scriptTimes['/single.html']);
    const auth0Script = stat(scriptTimes['/auth0.html']);
    const ratio = (a, b) => Math.round((a / b) * 100) / 100;
    // Each run's pages load back to back, under the same load of the machine: the ratio is the median
    // of the runs' ratios, steadier than a ratio of medians on a busy machine.
    const pairedRatio = (path) =>
      ratio(summarize(renders[path].map((value, run) => value / renders['/single.html'][run])).median, 1);
    const spread = (s) =>
      `median ${s.median.toFixed(0)} ms · p10 ${s.p10.toFixed(0)} · p90 ${s.p90.toFixed(0)} · n ${s.n}`;
    const row = (name, value, unit, budget, detail) => ({
      name,
      value,
      unit,
      budget: budget ?? null,
      ok: !check || budget === undefined || value <= budget,
      detail,
    });
    return [
      row(
        'autoloader page: script bytes until the form is interactive',
        bytes,
        'B gzip',
        budgets.limit,
        first.scripts.map((script) => `${script.path} ${script.bytes.toLocaleString('en-US')}`).join(' + '),
      ),
      row(
        'autoloader page: script requests until the form is interactive',
        first.scriptRequests,
        'requests',
        budgets.scriptRequests,
        first.scripts.map((script) => script.path).join(', '),
      ),
      row(
        'autoloader page: first render, throttled, vs the single file',
        pairedRatio('/autoloader.html'),
        '×',
        budgets.firstRenderRatio,
        `target ${budgets.firstRenderRatioTarget}× (one round trip more, by design) · autoloader ${spread(autoloaderRender)}; single file ${spread(singleRender)}`,
      ),
      row(
        'autoloader page with modulepreload hints: first render, throttled, vs the single file',
        pairedRatio('/autoloader-hints.html'),
        '×',
        budgets.firstRenderRatioHints,
        `with hints ${spread(hintsRender)}`,
      ),
      row(
        'autoloader page: main-thread script time vs auth0.js 9',
        ratio(ourScript.median, auth0Script.median),
        '×',
        budgets.scriptTimeRatio,
        `autoloader page ${spread(ourScript)}; auth0.js 9 + new WebAuth ${spread(auth0Script)}`,
      ),
      row(
        'single-file page: main-thread script time vs auth0.js 9',
        ratio(singleScript.median, auth0Script.median),
        '×',
        undefined,
        `single-file page ${spread(singleScript)}`,
      ),
    ];
  } finally {
    await browser.close();
    await service.close();
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await runPage({
    check: !process.argv.includes('--no-check'),
    log: (message) => console.error(message),
  });
  for (const row of rows) {
    const budget = row.budget === null ? '' : ` (budget ${row.budget}${row.ok ? ', ok' : ', OVER'})`;
    console.log(`${row.name}: ${row.value} ${row.unit}${budget}\n  ${row.detail}`);
  }
  if (rows.some((row) => !row.ok)) process.exitCode = 1;
}
