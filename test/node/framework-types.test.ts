// The framework typings in src/frameworks/ are what scripts/build-framework-types.mjs makes of
// custom-elements.json: every attribute, settable property and event of every element in the manifest.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { REACT_TYPES_FILE, renderReactTypes } from '../../scripts/build-framework-types.mjs';

interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  attributes?: { name: string; fieldName?: string }[];
  events?: { name: string }[];
}
const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { path: string; declarations?: Declaration[] }[];
};
const reactTypes = readFileSync(REACT_TYPES_FILE, 'utf8');

describe('src/frameworks/react.ts', () => {
  test('is generated from custom-elements.json (run `npm run analyze` after changing an element)', async () => {
    assert.equal(reactTypes, await renderReactTypes(manifest));
  });

  test("names every element's attributes and events from the manifest", () => {
    const tags = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName));
    assert.ok(tags.length >= 7);
    for (const element of tags) {
      assert.match(reactTypes, new RegExp(`'${element.tagName}': ${element.name}Props;`));
      for (const attribute of element.attributes ?? []) {
        assert.ok(
          reactTypes.includes(`'${attribute.name}'?:`) || reactTypes.includes(`  ${attribute.name}?:`),
          `<${element.tagName}> ${attribute.name}`,
        );
      }
      for (const event of element.events ?? []) assert.ok(reactTypes.includes(`'${event.name}'`), event.name);
    }
    // The two that drifted when the file was written by hand.
    assert.match(reactTypes, /issuer\?: AttributeValue<AuthElement\['issuer'\]>/);
    assert.match(reactTypes, /'refresh-tokens'\?: AttributeValue<AuthProvider\['refreshTokens'\]>/);
  });
});
