// `npm run bench`: the size benchmark (bench/size.mjs), the page benchmark in Chromium (bench/page.mjs:
// bytes, requests, throttled first render, script time), then the timing benchmark (bench/timing.mjs)
// when it is there. Prints one table, writes it with the details to bench/results.md, and exits 1
// when a measure is over its budget (or a benchmark fails to run).
//
// A benchmark module exports `run<Name>({ check, log })` resolving to rows of
// `{ name, value, unit, budget, ok, detail }` (budget null when none applies).
// `--no-check` measures without comparing with the budgets.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, platform, release } from 'node:os';
import { breakdownTables, renderTable, runSize, sizeTable, writeFigures } from './size.mjs';

const check = !process.argv.includes('--no-check');
const log = (message) => console.error(message);
const started = performance.now();

/** @type {{ bench: string, rows: import('./size.mjs').Row[] }[]} */
const results = [];
const failures = [];

async function measure(bench, run) {
  try {
    results.push({ bench, rows: await run({ check, log }) });
  } catch (error) {
    failures.push(`${bench}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await measure('size', runSize);
{
  const { runPage } = await import('./page.mjs');
  await measure('page', runPage);
}
if (existsSync(new URL('timing.mjs', import.meta.url))) {
  const { runTiming } = await import('./timing.mjs');
  await measure('timing', runTiming);
}

const header = ['bench', 'measure', 'value', 'unit', 'budget', '', 'detail'];
const cells = results.flatMap(({ bench, rows }) =>
  rows.map((row) => [
    bench,
    row.name,
    number(row.value),
    row.unit,
    row.budget === null ? '–' : number(row.budget),
    row.budget === null ? '' : row.ok ? 'ok' : 'OVER',
    row.detail,
  ]),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(renderTable(header, cells, false));
console.log(`\n${seconds} s`);

const sizeRows = results.find((result) => result.bench === 'size')?.rows ?? [];
if (sizeRows.length > 0) await writeFigures(sizeRows);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${platform()} ${release()}, Node ${process.version}`;
const markdown = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString()} (${machine}); ${seconds} s.`,
  '',
  renderTable(header, cells, true),
  ...(failures.length ? ['', '**Failed to run:**', '', ...failures.map((failure) => `- ${failure}`)] : []),
  '',
  '## Size',
  '',
  'Minified as `npm run build` makes `dist/auth-elements.min.js`; gzip at level 9. auth0.js 9 is its',
  '`dist/auth0.min.js`, measured in the same run.',
  '',
  sizeTable(sizeRows, { markdown: true }),
  '',
  breakdownTables(sizeRows, { markdown: true }),
  '',
].join('\n');
await writeFile(new URL('results.md', import.meta.url), markdown);
console.log('bench/results.md written');

const over = results.flatMap(({ rows }) => rows.filter((row) => !row.ok).map((row) => row.name));
if (over.length > 0) console.error(`\nOver budget: ${over.join('; ')}`);
if (failures.length > 0) console.error(`\nFailed to run:\n${failures.join('\n')}`);
if (over.length > 0 || failures.length > 0) process.exitCode = 1;

/** 12345 → `12,345` */
function number(value) {
  return typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
}
