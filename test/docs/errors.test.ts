// The error table of the "Events and errors" guide against what the elements show: every code of the
// AuthErrorCode union has a row, and each row shows the English message the elements register for that code
// (with its scoped variants), or, for a code without one, says that the error's description is shown, else
// the generic message. The messages are read here on their own, not through the site's data file
// (docs/site/_data/errors.js) that the test guards: every module of src/ that calls `registerEnglish` is
// imported (Lit's Node build defines the elements without a DOM), then the registry in src/internal/i18n.ts
// is read, as an element on a page with all of them reads it.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite } from '../../docs/lib/build.mjs';
import { AUTH_ERROR_CODES } from '../../src/core/errors.js';
import { englishStrings } from '../english.js';

const SRC = new URL('../../src/', import.meta.url);

/** The modules of src/ that add English to the registry: the elements' entries and their on-demand code. */
async function englishRegistrars(): Promise<string[]> {
  const files = (await readdir(SRC, { recursive: true })).filter((file) => file.endsWith('.ts'));
  const registrars: string[] = [];
  for (const file of files) {
    const text = await readFile(new URL(file, SRC), 'utf8');
    if (/^\s*registerEnglish\(/m.test(text)) registrars.push(file);
  }
  return registrars.sort();
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Text without tags or entities, with spaces collapsed. */
const plain = (html: string) =>
  unescape(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

interface Row {
  code: string;
  /** What the row says the user sees for the code itself. */
  message: string;
  /** The scoped variants it lists: `scope` → message. */
  scoped: Record<string, string>;
}

/** The rows of the table `data-ref="error-messages"`. */
function errorRows(html: string): Row[] {
  const table = /<table data-ref="error-messages">([\s\S]*?)<\/table>/.exec(html)?.[1];
  assert.ok(table, 'the guide has the error table');
  return [...table.matchAll(/<tr data-name="([^"]*)">([\s\S]*?)<\/tr>/g)].map((row) => {
    const cell = /<td>([\s\S]*?)<\/td>/.exec(row[2] ?? '')?.[1] ?? '';
    const [message = '', ...variants] = cell.split(/<br\s*\/?>/);
    const scoped: Record<string, string> = {};
    for (const variant of variants) {
      const match = /^in ([\w.-]+): ([\s\S]*)$/.exec(plain(variant));
      assert.ok(match, `a scoped message of ${row[1]} reads "in <scope>: <message>": ${variant}`);
      scoped[match[1] ?? ''] = match[2] ?? '';
    }
    return { code: unescape(row[1] ?? ''), message: plain(message), scoped };
  });
}

describe('the error table of the "Events and errors" guide', () => {
  let output = '';
  let rows: Row[] = [];
  let errors: Readonly<Record<string, string | undefined>> = {};
  before(async () => {
    const registrars = await englishRegistrars();
    assert.ok(registrars.length > 0, 'no module of src/ calls registerEnglish');
    for (const file of registrars) await import(new URL(file, SRC).href);
    errors = englishStrings.errors;
    output = await mkdtemp(join(tmpdir(), 'auth-elements-docs-errors-'));
    await buildSite({
      output,
      mode: 'build',
      domain: 'http://localhost:4000',
      origin: 'http://localhost:8080',
    });
    rows = errorRows(await readFile(join(output, 'guides', 'events-and-errors', 'index.html'), 'utf8'));
  });
  after(() => rm(output, { recursive: true, force: true }));

  it('has a row for every AuthError code, in the order of AUTH_ERROR_CODES', () => {
    assert.deepEqual(
      rows.map((row) => row.code),
      [...AUTH_ERROR_CODES],
    );
  });

  it('shows for each code the English message the elements register for it', () => {
    const wrong = rows
      .filter((row) => errors[row.code] !== undefined && row.message !== errors[row.code])
      .map((row) => `${row.code}: shows "${row.message}", the elements show "${errors[row.code]}"`);
    assert.deepEqual(wrong, []);
  });

  it('says what a code without a message of its own shows: the description, else the generic message', () => {
    const generic = errors['generic'];
    assert.ok(generic);
    const fallback = `the error's description, else "${generic}"`;
    const wrong = rows
      .filter((row) => errors[row.code] === undefined && row.message !== fallback)
      .map((row) => `${row.code}: shows "${row.message}"`);
    assert.deepEqual(wrong, []);
  });

  it("lists each code's scoped messages (`scope.code`) with their scope", () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const expected = Object.entries(errors)
        .filter(([key]) => key.endsWith(`.${row.code}`))
        .map(([key, text]) => `in ${key.slice(0, -row.code.length - 1)}: ${text}`)
        .sort();
      const shown = Object.entries(row.scoped)
        .map(([scope, text]) => `in ${scope}: ${text}`)
        .sort();
      for (const missing of expected.filter((line) => !shown.includes(line))) {
        wrong.push(`${row.code}: missing "${missing}"`);
      }
      for (const extra of shown.filter((line) => !expected.includes(line))) {
        wrong.push(`${row.code}: shows "${extra}", which the elements do not`);
      }
    }
    assert.deepEqual(wrong, []);
  });
});
