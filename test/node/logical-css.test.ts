// The elements' styles are written in logical properties (inline start and end, not left and right),
// so that a page's or an element's `dir="rtl"` mirrors them: no physical side in any stylesheet or
// inline style under src/ (the layout itself is checked in Chromium by right-to-left.test.ts).
import { strict as assert } from 'node:assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Properties and values that name a physical side (an inset shadow with a horizontal offset too). */
const PHYSICAL =
  /\b(?:margin|padding|border)-(?:left|right)\b|(?:^|[\s;{"'`])(?:left|right)\s*:|\btext-align\s*:\s*(?:left|right)\b|\bborder-(?:top|bottom)-(?:left|right)-radius\b|\bfloat\s*:\s*(?:left|right)\b|\bclear\s*:\s*(?:left|right)\b|\binset\s+-?[1-9]/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(folder, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(folder, entry.name)]
        : [],
  );
}

test('no style under src/ names a physical side (left, right)', () => {
  const found: string[] = [];
  for (const file of sources(SRC)) {
    if (file.includes('/strings/')) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        if (PHYSICAL.test(line)) found.push(`${file.slice(SRC.length)}:${i + 1}: ${line.trim()}`);
      });
  }
  assert.deepEqual(found, []);
});
