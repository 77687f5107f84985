// The framework typings in src/frameworks/ are what scripts/build-framework-types.mjs makes of
// custom-elements.json: every attribute, settable property and event of every element in the manifest.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, test } from 'node:test';
import {
  generatedReactFiles,
  REACT_TYPES_FILE,
  renderReactTypes,
} from '../../scripts/build-framework-types.mjs';

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
/** The committed files: src/frameworks/react.ts and src/frameworks/react/*.ts, by path. */
const committed = new Map(generatedReactFiles().map((file) => [file, readFileSync(file, 'utf8')]));
/** All of them, for what may be in any of them. */
const reactTypes = [...committed.values()].join('\n');

describe('src/frameworks/react.ts and src/frameworks/react/', () => {
  test('are generated from custom-elements.json (run `npm run analyze` after changing an element)', async () => {
    const rendered = await renderReactTypes(manifest);
    const name = (file: string) => relative(process.cwd(), file);
    // The same files: none missing, none left over from an element that is gone.
    assert.deepEqual([...committed.keys()].map(name).sort(), Object.keys(rendered).map(name).sort());
    for (const [file, text] of Object.entries(rendered)) assert.equal(committed.get(file), text, name(file));
  });

  test('are each well under the 450-line limit of a file in src/, with the GENERATED header', () => {
    for (const [file, text] of committed) {
      assert.ok(text.split('\n').length < 300, `${file}: ${text.split('\n').length} lines`);
      assert.match(
        text,
        /^\/\/ GENERATED from custom-elements\.json by scripts\/build-framework-types\.mjs/,
        file,
      );
    }
  });

  test("names every element's attributes and events from the manifest", () => {
    const tags = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName));
    assert.ok(tags.length >= 7);
    const entry = committed.get(REACT_TYPES_FILE) ?? '';
    for (const element of tags) {
      assert.match(entry, new RegExp(`'${element.tagName}': ${element.name}Props;`));
      assert.match(entry, new RegExp(`\\b${element.name}Attributes,\\s+${element.name}Props,?\\s+}`));
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
    // Present or not as in HTML (`<auth-provider refresh-tokens>`), or where the tokens are kept.
    assert.match(reactTypes, /'refresh-tokens'\?: boolean \| 'memory' \| 'local';/);
  });

  test('declare the configuration once, in shared.ts, and each element only what it adds or narrows', () => {
    const shared = [...committed].find(([file]) => file.endsWith('/react/shared.ts'))?.[1] ?? '';
    assert.match(shared, /export type AuthConfigProp =[^;]*'clientId'[^;]*'theme';/);
    const tags = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName));
    for (const element of tags) {
      const text = [...committed].find(([file]) => file.endsWith(`/react/${element.tagName}.ts`))?.[1] ?? '';
      assert.match(text, new RegExp(`interface ${element.name}Attributes extends AuthConfigAttributes \\{`));
      assert.match(
        text,
        new RegExp(`${element.name}Props = AuthElementProps<[^>]*Attributes,\\s+(\\| )?AuthConfigProp\\b`),
      );
      // A configuration attribute no element narrows is declared in shared.ts only.
      for (const attribute of ["'client-id'?:", "'redirect-uri'?:", '  theme?:', "'clientId'"]) {
        assert.ok(!text.includes(attribute), `<${element.tagName}> repeats ${attribute}`);
      }
    }
    // The narrowings stay on the element that has them.
    assert.match(reactTypes, /connection\?: PasswordlessChannel;/);
  });
});
