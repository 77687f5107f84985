// The element manifest documents every configuration attribute for every element: each row of the
// table in src/internal/config.ts (CONFIG) appears in each element's `attributes` and `members`, with
// the row's comment as its description. The rows are declared once and copied into every entry by
// scripts/build-manifest.mjs (the analyzer cannot see properties declared from a table).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { CONFIG } from '../../src/internal/config.js';

interface Entry {
  name: string;
  attribute?: string;
  fieldName?: string;
  description?: string;
}
interface Declaration {
  name: string;
  customElement?: boolean;
  tagName?: string;
  attributes?: Entry[];
  members?: Entry[];
}

const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { declarations?: Declaration[] }[];
};
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement && declaration.tagName);

describe('custom-elements.json configuration attributes', () => {
  test('lists the nine elements', () => {
    assert.equal(elements.length, 9, `found ${elements.map((element) => element.tagName).join(', ')}`);
  });

  for (const element of elements) {
    test(`<${element.tagName}> lists every configuration attribute of config.ts, documented`, () => {
      for (const [key, row] of Object.entries(CONFIG)) {
        const property = 'property' in row ? row.property : key;
        const isProvider = element.tagName === 'auth-provider';
        if ('providerOnly' in row && !isProvider) {
          assert.ok(!element.attributes?.some((entry) => entry.name === row.attribute), row.attribute);
          continue;
        }
        const attribute = element.attributes?.find((entry) => entry.name === row.attribute);
        assert.ok(attribute, `attribute ${row.attribute} is missing from <${element.tagName}>`);
        assert.equal(attribute.fieldName, property);
        assert.ok((attribute.description ?? '').length > 20, `${row.attribute} has no description`);
        const member = element.members?.find((entry) => entry.name === property);
        assert.ok(member, `property ${property} is missing from <${element.tagName}>`);
        assert.equal(member.attribute, row.attribute);
        assert.equal(member.description, attribute.description);
      }
    });
  }
});
