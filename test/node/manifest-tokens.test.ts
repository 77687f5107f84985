// The element manifest documents every theme token for every themed element: each token defined in
// src/internal/styles.ts appears in each element's `cssProperties`, with its light default. The
// tokens are documented once (styles.ts) and copied into every entry by scripts/build-manifest.mjs.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { TOKENS } from '../../src/internal/styles.js';

interface CssProperty {
  name: string;
  default?: string;
  description?: string;
}
interface Declaration {
  name: string;
  customElement?: boolean;
  tagName?: string;
  cssProperties?: CssProperty[];
}

const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { declarations?: Declaration[] }[];
};
/** `<auth-provider>` draws nothing (`display: contents`): no token applies to it. */
const UNTHEMED = new Set(['auth-provider']);
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement && !UNTHEMED.has(declaration.tagName ?? ''));

describe('custom-elements.json theme tokens', () => {
  test('lists the themed elements', () => {
    assert.ok(elements.length >= 6, `found ${elements.map((element) => element.tagName).join(', ')}`);
  });

  for (const element of elements) {
    test(`<${element.tagName}> lists every token of styles.ts with its default and a description`, () => {
      const listed = new Map((element.cssProperties ?? []).map((property) => [property.name, property]));
      for (const [name, value] of Object.entries(TOKENS)) {
        const property = listed.get(`--auth-${name}`);
        assert.ok(property, `--auth-${name} is missing from <${element.tagName}>`);
        assert.equal(
          property.default,
          typeof value === 'string' ? value : value.light,
          `--auth-${name} default`,
        );
        assert.ok(property.description, `--auth-${name} has no description`);
      }
    });
  }
});
