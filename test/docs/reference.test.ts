// The element pages against custom-elements.json: each element has a page, and each table on it lists
// exactly what the manifest declares, in its order (attributes, properties without an attribute, events
// with their detail, slots, parts, CSS custom properties with their defaults, methods). The manifest is
// read here on its own, not through the generator (docs/lib/reference.mjs) that the test guards. The
// errors guide's table: test/docs/errors.test.ts.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite } from '../../docs/lib/build.mjs';

interface Named {
  name: string;
  default?: string;
  privacy?: string;
  static?: boolean;
  kind?: string;
  attribute?: string;
  description?: string;
}
interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: Named[];
  members?: Named[];
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

const manifest = JSON.parse(
  await readFile(new URL('../../custom-elements.json', import.meta.url), 'utf8'),
) as {
  modules: { declarations?: Declaration[] }[];
};
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement && declaration.tagName);

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The rows of the table `data-ref="<ref>"`: each row's name, and its default when it shows one. */
function tableRows(html: string, ref: string): { name: string; default?: string }[] | undefined {
  const table = new RegExp(`<table data-ref="${ref}">([\\s\\S]*?)</table>`).exec(html)?.[1];
  if (table === undefined) return undefined;
  return [...table.matchAll(/<tr data-name="([^"]*)">([\s\S]*?)<\/tr>/g)].map((row) => {
    const fallback = /<code data-default(?:="")?>([\s\S]*?)<\/code>/.exec(row[2] ?? '')?.[1];
    return {
      name: unescape(row[1] ?? ''),
      ...(fallback === undefined ? {} : { default: unescape(fallback) }),
    };
  });
}

const rows = (items: Named[] | undefined, withDefault = false) =>
  (items ?? []).map((item) => ({
    name: item.name,
    ...(withDefault && item.default ? { default: item.default } : {}),
  }));
const isPublic = (member: Named) => !member.privacy && !member.static && !member.name.startsWith('#');

describe('element reference pages', () => {
  let output = '';
  let pages: string[] = [];
  before(async () => {
    output = await mkdtemp(join(tmpdir(), 'auth-elements-docs-test-'));
    pages = await buildSite({
      output,
      mode: 'build',
      domain: 'https://tenant.example.com',
      origin: 'https://docs.example.com',
    });
  });
  after(() => rm(output, { recursive: true, force: true }));

  it('every element of the manifest has a page, and every element page an element', () => {
    const tags = elements.map((element) => element.tagName).sort();
    const elementPages = pages
      .filter((page) => /^\/elements\/[^/]+\/$/.test(page))
      .map((page) => page.split('/')[2])
      .sort();
    assert.deepEqual(elementPages, tags);
  });

  for (const element of elements) {
    it(`<${element.tagName}>: each table lists what the manifest declares`, async () => {
      const html = await readFile(join(output, 'elements', element.tagName!, 'index.html'), 'utf8');
      const members = (element.members ?? []).filter(isPublic);
      const expected: Record<string, { name: string; default?: string }[]> = {
        attributes: rows(element.attributes, true),
        properties: rows(members.filter((member) => member.kind === 'field' && !member.attribute)),
        events: rows(element.events),
        slots: rows(element.slots),
        parts: rows(element.cssParts),
        'css-properties': rows(element.cssProperties, true),
        methods: rows(members.filter((member) => member.kind === 'method')),
      };
      for (const [ref, want] of Object.entries(expected)) {
        assert.deepEqual(tableRows(html, ref) ?? [], want, `${ref} of <${element.tagName}>`);
      }
      // Each event's detail, as the manifest's description gives it, is on the page.
      const codes = new Set(
        [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((match) => unescape(match[1] ?? '')),
      );
      for (const event of element.events ?? []) {
        const detail = /`detail: ([^`]+)`/.exec(event.description ?? '')?.[1];
        if (detail) assert.ok(codes.has(detail.trim()), `${event.name}: ${detail}`);
      }
    });
  }

  it('the static build points the examples at the configured domain and origin', async () => {
    const html = await readFile(join(output, 'elements', 'auth-login', 'index.html'), 'utf8');
    assert.match(html, /<auth-provider\s+domain="https:\/\/tenant\.example\.com"/);
    assert.match(html, /redirect-uri="https:\/\/docs\.example\.com\/elements\/auth-login\/"/);
    assert.doesNotMatch(html, /localhost:(4000|5173)/);
    assert.match(html, /<script type="module" src="\/assets\/site\.js">/);
  });
});
