// Every AuthError code (src/core/errors.ts) with the message an element shows for it in English, read from
// the sources when the site is built: the English modules of the language registry (src/internal/i18n.ts),
// found in src/internal/strings/ (`en.ts`, built in, and every `en-*.ts` an element or its on-demand code
// registers), each table of error messages they export (`errorMessages`, `<part>ErrorMessages`) merged as the
// registry merges them. A module or a code added there shows here without a list to keep;
// test/docs/errors.test.ts checks the table against the registry as the elements fill it.
import { readdir } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

const SRC = new URL('../../../src/', import.meta.url);
const STRINGS = new URL('internal/strings/', SRC);

const source = (url) => tsImport(url.href, import.meta.url);

/** The English modules: `en.ts` first (the registry starts from it), then the others by name. */
async function englishModules() {
  const files = (await readdir(STRINGS)).filter((file) => /^en(-[a-z-]+)?\.ts$/.test(file)).sort();
  return Promise.all(files.map((file) => source(new URL(file, STRINGS))));
}

export default async function errors() {
  const [{ AUTH_ERROR_CODES }, modules] = await Promise.all([
    source(new URL('core/errors.ts', SRC)),
    englishModules(),
  ]);
  /** @type {Record<string, string>} */
  const messages = {};
  for (const module of modules) {
    for (const [name, table] of Object.entries(module)) {
      if (/^(errorMessages|\w+ErrorMessages)$/.test(name)) Object.assign(messages, table);
    }
  }
  return {
    generic: messages.generic,
    codes: AUTH_ERROR_CODES.map((code) => ({
      code,
      message: messages[code] ?? '',
      scoped: Object.entries(messages)
        .filter(([key]) => key.endsWith(`.${code}`))
        .map(([key, text]) => ({ scope: key.slice(0, -code.length - 1), text })),
    })),
  };
}
