// Timing and network benchmark of the CDN bundle (dist/auth-elements.min.js) in headless Chromium:
//   - evaluation of the bundle (parse, compile, run) in a fresh page, per run a distinct copy;
//   - first render of each element it defines: warm (fresh elements after warm-up rounds) and the first
//     instance on a page;
//   - <auth-login> submit → the page's fetch of POST /co/authenticate;
//   - requests to the local identity service of a full embedded login and a silent renewal, and JWKS
//     fetches per page.
// Times are medians with p10/p90 and n. Budgets (bench/timing-budgets.json) are regression checks with
// generous margins, not targets. `node bench/timing.mjs` prints its table and exits 1 on a budget miss;
// bench/run.mjs calls `runTiming()`. Needs `npm run build` (the bundle and packages/emulator/dist).
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { countServiceRequests } from './timing/network.mjs';
import { BUNDLE_PATH, startBenchServer } from './timing/server.mjs';
import { summarize } from './timing/stats.mjs';

const ROOT = new URL('../', import.meta.url);
const DEFAULT_BUNDLE = fileURLToPath(new URL('dist/auth-elements.min.js', ROOT));
const EMULATOR_ENTRY = new URL('packages/emulator/dist/index.js', ROOT);
const BUDGETS_FILE = new URL('timing-budgets.json', import.meta.url);

/** The seeded user of the local identity service. */
const USER = { email: 'demo@example.com', password: 'Passw0rd!' };

/** Runs kept, after warm-up runs that are not. Bounded so that the whole benchmark stays under a minute. */
const RUNS = {
  evaluation: { warmup: 5, runs: 25 },
  render: { warmup: 10, runs: 50 },
  submit: { warmup: 3, runs: 20 },
};

/** How long any single wait for the page may take before the benchmark gives up. */
const WAIT_MS = 15_000;

/**
 * @typedef {object} Row
 * @property {string} name
 * @property {number} value the median of a timing, or a count
 * @property {string} unit `ms` or `requests`
 * @property {number | null} budget the largest value that passes; null when none applies
 * @property {boolean} ok within the budget (always true without `check`)
 * @property {string} detail the spread (`p10 … · p90 … · n …`) or the requests by path
 */

/**
 * @typedef {object} Budgets
 * @property {number} evaluationMs
 * @property {number} firstRenderMs the target: first render of any element, median
 * @property {number} firstInstanceMs
 * @property {number} submitToRequestMs
 * @property {Record<string, number>} requests per scenario of {@link countServiceRequests}
 * @property {number} jwksPerPage
 */

/**
 * Measures everything once and returns the rows of the table.
 * @param {object} [options]
 * @param {boolean} [options.check] compare with the budgets (default true); false only measures
 * @param {string} [options.bundle] the bundle to measure (default dist/auth-elements.min.js, or $BENCH_BUNDLE)
 * @param {(message: string) => void} [options.log] progress lines (default: none)
 * @returns {Promise<Row[]>}
 */
export async function runTiming({ check = true, bundle, log = () => {} } = {}) {
  const bundleFile = bundle ?? process.env.BENCH_BUNDLE ?? DEFAULT_BUNDLE;
  if (!existsSync(bundleFile)) {
    throw new Error(`${relative(process.cwd(), bundleFile)} is missing: run npm run build first`);
  }
  if (!existsSync(EMULATOR_ENTRY)) {
    throw new Error('packages/emulator/dist/index.js is missing: run npm run build first');
  }
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH");
  }
  /** @type {Budgets} */
  const budgets = JSON.parse(await readFile(BUDGETS_FILE, 'utf8'));
  const { startEmulator } = await import(EMULATOR_ENTRY.href);

  /**
   * Runs one step and logs its wall time.
   * @template T
   * @param {string} name
   * @param {() => Promise<T>} run
   * @returns {Promise<T>}
   */
  const step = async (name, run) => {
    const started = performance.now();
    const result = await run();
    log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };

  const settings = { serviceUrl: '' };
  const server = await startBenchServer({ bundleFile, settings });
  /** @type {{ url: string, close(): Promise<void> } | undefined} */
  let service;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    service = await startEmulator({
      port: 0,
      host: '127.0.0.1',
      quiet: true,
      appOrigins: [server.origin],
      callbackUrls: [`${server.origin}/app.html`, `${server.origin}/isolated.html`],
    });
    settings.serviceUrl = service.url;
    const serviceUrl = service.url;
    const launched = await chromium.launch({
      executablePath,
      headless: true,
      args: process.getuid?.() === 0 ? ['--no-sandbox', ...CHROMIUM_ARGS] : CHROMIUM_ARGS,
    });
    browser = launched;
    const loadBefore = loadavg()[0];

    /** Configuration attributes of every element under test. */
    const attributes = {
      domain: serviceUrl,
      'client-id': 'demo-spa',
      'redirect-uri': `${server.origin}/isolated.html`,
    };

    const { evaluation, firstInstance, tags } = await step('evaluation and first instances', () =>
      measureEvaluation(launched, server.origin, attributes),
    );
    const renders = await step('first renders', () =>
      measureRenders(launched, server.origin, tags, attributes),
    );
    const submit = await step('submit → request', () => measureSubmit(launched, server.origin, attributes));
    const network = await step('requests', () =>
      countServiceRequests(launched, {
        appUrl: `${server.origin}/app.html`,
        serviceUrl,
        user: USER,
        timeout: WAIT_MS,
      }),
    );

    /** @type {(name: string, samples: number[], budget: number | null) => Row} */
    const timing = (name, samples, budget) => {
      const { median, p10, p90, n } = summarize(samples);
      return {
        name,
        value: round(median),
        unit: 'ms',
        budget: check ? budget : null,
        ok: !check || budget === null || median <= budget,
        detail: `p10 ${format(p10)} · p90 ${format(p90)} · n ${n}`,
      };
    };
    /** @type {(name: string, value: number, budget: number | undefined, detail: string) => Row} */
    const count = (name, value, budget, detail) => ({
      name,
      value,
      unit: 'requests',
      budget: check ? (budget ?? null) : null,
      ok: !check || budget === undefined || value <= budget,
      detail,
    });

    return [
      timing('bundle evaluation', evaluation, budgets.evaluationMs),
      ...tags.map((tag) => {
        const row = timing(`first render <${tag}>`, renders[tag].render, budgets.firstRenderMs);
        row.detail += ` · with layout ${format(summarize(renders[tag].layout).median)}`;
        return row;
      }),
      ...firstOnPageOrder(tags).map((tag) =>
        timing(`first render <${tag}>, first on page`, firstInstance[tag], budgets.firstInstanceMs),
      ),
      timing('<auth-login> submit → POST /co/authenticate', submit, budgets.submitToRequestMs),
      ...network.scenarios.map((scenario) =>
        count(
          `requests: ${scenario.name}`,
          scenario.total,
          budgets.requests[scenario.id],
          byPath(scenario.byPath),
        ),
      ),
      count('JWKS fetches per page (most)', network.jwksPerPage, budgets.jwksPerPage, network.pages),
      {
        name: 'machine load during the run (1-min load average)',
        value: Number(Math.max(loadBefore, loadavg()[0]).toFixed(1)),
        unit: `on ${availableParallelism()} CPUs`,
        budget: null,
        ok: true,
        detail: `Chromium ${launched.version()} · bundle ${((await stat(bundleFile)).size / 1024).toFixed(1)} KiB`,
      },
    ];
  } finally {
    await browser?.close();
    await service?.close();
    await server.close();
  }
}

/**
 * Each run in a new document (the same tab navigates to a fresh page): the bundle's evaluation, then one
 * first render of every tag it defined.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {Record<string, string>} attributes
 */
async function measureEvaluation(browser, origin, attributes) {
  const context = await browser.newContext();
  /** @type {number[]} */
  const evaluation = [];
  /** @type {Record<string, number[]>} */
  const firstInstance = {};
  /** @type {string[]} */
  let tags = [];
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const { warmup, runs } = RUNS.evaluation;
  for (let run = 0; run < warmup + runs; run++) {
    await gotoProbe(page, `${origin}/isolated.html?run=${run}`);
    const loaded = await page.evaluate(
      (url) => window.benchProbe.loadBundle(url),
      `${BUNDLE_PATH}?run=${run}`,
    );
    tags = loaded.tags;
    if (tags.length === 0) throw new Error('The bundle defined no custom element');
    const first = await page.evaluate(
      ([names, attrs]) => window.benchProbe.firstInstances(names, attrs),
      /** @type {const} */ ([firstOnPageOrder(tags), attributes]),
    );
    if (run >= warmup) {
      evaluation.push(loaded.evaluation);
      for (const tag of tags) (firstInstance[tag] ??= []).push(first[tag]);
    }
  }
  await context.close();
  return { evaluation, firstInstance, tags };
}

/**
 * The order of the first renders on a fresh page: `<auth-login>` (what most pages show first) pays for
 * what all elements share; the others follow in the bundle's order.
 * @param {string[]} tags
 */
function firstOnPageOrder(tags) {
  return tags.includes('auth-login') ? ['auth-login', ...tags.filter((tag) => tag !== 'auth-login')] : tags;
}

/**
 * Warm first renders of fresh elements of every tag, in one page.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string[]} tags
 * @param {Record<string, string>} attributes
 */
async function measureRenders(browser, origin, tags, attributes) {
  const context = await browser.newContext();
  const page = await openProbe(context, `${origin}/isolated.html`);
  await page.evaluate((url) => window.benchProbe.loadBundle(url), BUNDLE_PATH);
  const samples = await page.evaluate((options) => window.benchProbe.renderSamples(options), {
    tags,
    attributes,
    ...RUNS.render,
  });
  await context.close();
  return samples;
}

/**
 * `<auth-login>` submissions against the service. The redirect to /authorize that follows a good
 * password is answered with 204 No Content, so the page stays and the next run takes a fresh element.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {Record<string, string>} attributes
 */
async function measureSubmit(browser, origin, attributes) {
  const context = await browser.newContext();
  const page = await openProbe(context, `${origin}/isolated.html`);
  let redirects = 0;
  /** @type {(() => void) | null} */
  let onRedirect = null;
  await page.route(
    (url) => url.pathname === '/authorize' && url.searchParams.has('login_ticket'),
    async (route) => {
      await route.fulfill({ status: 204 });
      redirects++;
      onRedirect?.();
    },
  );
  await page.evaluate((url) => window.benchProbe.loadBundle(url), BUNDLE_PATH);
  /** @type {number[]} */
  const latencies = [];
  const { warmup, runs } = RUNS.submit;
  for (let run = 0; run < warmup + runs; run++) {
    const redirected = new Promise((resolve) => {
      onRedirect = () => resolve(undefined);
    });
    const latency = await page.evaluate((options) => window.benchProbe.submitToRequest(options), {
      attributes,
      ...USER,
    });
    await withTimeout(redirected, 'the redirect to /authorize after a log-in');
    if (run >= warmup) latencies.push(latency);
  }
  if (redirects !== warmup + runs) throw new Error(`Expected ${warmup + runs} log-ins, saw ${redirects}`);
  await context.close();
  return latencies;
}

/**
 * A new page of `context` at `url`, once the probe is ready.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 */
async function openProbe(context, url) {
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await gotoProbe(page, url);
  return page;
}

/**
 * Loads a probe page into `page` (a new document: new globals, modules and custom element registry).
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function gotoProbe(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => 'benchProbe' in window);
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {string} what
 * @returns {Promise<T>}
 */
function withTimeout(promise, what) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), WAIT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** @param {number} ms */
function round(ms) {
  return Number(ms.toFixed(ms < 10 ? 3 : 1));
}

/** @param {number} ms */
function format(ms) {
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

/** @param {Record<string, number>} counts */
function byPath(counts) {
  return Object.entries(counts)
    .map(([path, n]) => `${path} ${n}`)
    .join(', ');
}

/** @param {Row[]} rows */
function printTable(rows) {
  const cells = rows.map((row) => [
    row.name,
    String(row.value),
    row.unit,
    row.budget === null ? '–' : String(row.budget),
    row.ok ? 'ok' : 'OVER',
    row.detail,
  ]);
  const header = ['measure', 'median / count', 'unit', 'budget', '', 'spread / detail'];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i].length)));
  const line = (cell) =>
    cell
      .map((text, i) => text.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = !process.argv.includes('--no-check');
  const started = performance.now();
  let rows;
  try {
    rows = await runTiming({ check, log: (message) => console.error(message) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  printTable(rows);
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((row) => row.name).join('; ')}`);
    process.exitCode = 1;
  }
}
