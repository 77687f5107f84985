// The size guide's Chromium measures (guides/size-and-speed.md): the `page` and `timing` rows of
// bench/results.md as `npm run bench` last wrote them, with the date and machine of that run, read at
// build time so no measured figure on the site is typed by hand. Bytes are left out: the guide's bytes are
// those of bench/size.json (_data/size.js). Only the default export: Eleventy takes a data module's named
// exports as the data when it has any.
import { readFileSync } from 'node:fs';

const RESULTS = new URL('../../../bench/results.md', import.meta.url);

/** `<auth-login>` → `` `<auth-login>` ``, so the inline Markdown shows the tag. */
const codeTags = (text) => text.replace(/<[a-z][\w-]*>/g, (tag) => `\`${tag}\``);

export default function bench() {
  const text = readFileSync(RESULTS, 'utf8');
  const written = /^Written by `npm run bench` on (\d{4}-\d{2}-\d{2})T[^ ]* \(([^)]*)\)/m.exec(text);
  const rows = text
    .split('\n')
    .filter((line) => /^\| (page|timing) +\|/.test(line) && !/\| B gzip +\|/.test(line))
    .map((line) => {
      const [bench, measure, value, unit, budget, ok] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      return {
        bench,
        measure: codeTags(measure),
        value: `${value} ${unit}`,
        budget: budget === '–' ? '' : `${budget} ${unit}`,
        over: ok === 'OVER',
      };
    });
  if (!written || rows.length === 0)
    throw new Error('bench/results.md has no page or timing rows: run `npm run bench`');
  return { date: written[1], machine: written[2], rows };
}
