// The size guide's figures are measured, not typed: its byte counts come from bench/size.json (what
// `npm run size` wrote) and its Chromium measures from bench/results.md (`npm run bench`), read when the site
// is built. The guides' Markdown and the README state no byte count of their own.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite } from '../../docs/lib/build.mjs';
import { BUILT_IN_LANGUAGES } from '../../src/internal/languages.js';

const ROOT = new URL('../../', import.meta.url);
const GUIDES = new URL('docs/site/guides/', ROOT);

interface FigureRow {
  id: string;
  name: string;
  gzip: number;
  limit: number | null;
  target: number | null;
}
const figures = JSON.parse(await readFile(new URL('bench/size.json', ROOT), 'utf8')) as {
  rows: FigureRow[];
};
const figure = (id: string): FigureRow => {
  const row = figures.rows.find((item) => item.id === id);
  assert.ok(row, `bench/size.json has a row "${id}"`);
  return row;
};
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

/** A byte count written out: `32.1 KB`, `3.4 kB gzip`, `12,345 B`. */
const TYPED_SIZE = /\d(?:[\d,.]*\d)? ?(?:KB|kB)\b|\d,\d{3} B\b/g;

/** The text of a page's table `data-ref`, one string per row, cells joined by ` | `. */
function tableRows(html: string, ref: string): string[] {
  const table = new RegExp(`<table data-ref="${ref}">([\\s\\S]*?)</table>`).exec(html)?.[1];
  assert.ok(table, `the page has the table "${ref}"`);
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)]
      .map((cell) =>
        (cell[1] ?? '')
          .replace(/<[^>]+>/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&')
          .trim(),
      )
      .join(' | '),
  );
}

describe('figures in the documentation', () => {
  it('the guides type no byte count (the service benchmark and limits aside): they come from bench/size.json', async () => {
    const typed: string[] = [];
    for (const file of await readdir(GUIDES)) {
      if (!file.endsWith('.md') || file === 'local-service.md') continue;
      const text = await readFile(new URL(file, GUIDES), 'utf8');
      for (const match of text.matchAll(TYPED_SIZE)) typed.push(`${file}: "${match[0]}"`);
    }
    assert.deepEqual(typed, []);
  });

  it('the README states no byte count, and links to the size guide', async () => {
    const readme = await readFile(new URL('README.md', ROOT), 'utf8');
    assert.deepEqual(readme.match(TYPED_SIZE) ?? [], []);
    assert.match(readme, /\]\(docs\/site\/guides\/size-and-speed\.md\)/);
  });
});

describe('the "Size and speed" guide, built', () => {
  let output = '';
  let html = '';
  before(async () => {
    output = await mkdtemp(join(tmpdir(), 'auth-elements-docs-size-'));
    await buildSite({
      output,
      mode: 'build',
      domain: 'http://localhost:4000',
      origin: 'http://localhost:8080',
    });
    html = await readFile(join(output, 'guides', 'size-and-speed', 'index.html'), 'utf8');
  });
  after(() => rm(output, { recursive: true, force: true }));

  it('shows the sizes bench/size.json holds, with their limits and targets', () => {
    const rows = tableRows(html, 'size');
    const row = (label: RegExp): string => {
      const found = rows.find((text) => label.test(text));
      assert.ok(found, `a row ${label}: ${rows.join('\n')}`);
      return found;
    };
    const page = figure('page');
    assert.ok(page.target !== null && page.limit !== null);
    assert.ok(
      row(/^a page with the autoloader/).includes(`| ${kb(page.gzip)} in 4 files | ${kb(page.limit)} |`),
    );
    assert.ok(
      row(/^a page with the autoloader/).endsWith(
        kb(page.target) + (page.gzip > page.target ? ': missed' : ''),
      ),
    );
    assert.ok(
      row(/^all-in file/).includes(`${kb(figure('cdn').gzip)} (auth0.js 9: ${kb(figure('auth0.js').gzip)})`),
    );
    assert.ok(row(/^core: WebAuth alone/).includes(`| ${kb(figure('webAuth').gzip)} |`));
    assert.ok(row(/^the passkey ceremonies/).includes(`| ${kb(figure('cdn/webauthn.js').gzip)} |`));
    assert.ok(row(/^the second-factor step/).includes(`| ${kb(figure('cdn/mfa-step.js').gzip)} |`));
    assert.ok(row(/^the autoloader/).includes(`| ${kb(figure('cdn/autoloader.js').gzip)} |`));
    const languages = Object.keys(BUILT_IN_LANGUAGES).map(
      (lang) => figure(`auth-elements.${lang}.min.js`).gzip,
    );
    assert.ok(
      row(/^a language pack/).includes(`${kb(Math.min(...languages))}–${kb(Math.max(...languages))}`),
    );
  });

  it("shows the common chunk's parts as bench/size.json breaks them down", () => {
    const parts = tableRows(html, 'common-chunk').slice(1);
    assert.ok(parts.length > 3, parts.join('\n'));
    assert.ok(parts.some((part) => part.startsWith('lit |')));
    assert.ok(html.includes(`(<code>cdn/common.js</code>, ${kb(figure('cdn/common.js').gzip)})`));
  });

  it('shows the Chromium measures of bench/results.md (its bytes aside), with the date of that run', async () => {
    const results = await readFile(new URL('bench/results.md', ROOT), 'utf8');
    const measured = results
      .split('\n')
      .filter((line) => /^\| (page|timing) +\|/.test(line) && !line.includes('| B gzip '));
    assert.ok(measured.length > 0);
    const rows = tableRows(html, 'bench').slice(1);
    assert.equal(rows.length, measured.length);
    const [, , measure = '', value = '', unit = ''] = (measured[0] ?? '')
      .split('|')
      .map((cell) => cell.trim());
    assert.equal(rows[0]?.startsWith(`${measure} | ${value} ${unit}`), true, rows[0]);
    const date = /on (\d{4}-\d{2}-\d{2})T/.exec(results)?.[1];
    assert.ok(date && html.includes(`Its last run (${date}, `));
  });
});
