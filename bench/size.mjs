// Bundle size: the CDN file (every element, the core, Lit and the parts of jose it uses), the core alone
// (with jose), and each element's entry with everything it imports, each bundled and minified exactly
// as `npm run build` makes dist/auth-elements.min.js (scripts/build-config.mjs), in memory. Language
// packs are separate chunks, loaded on demand, measured on their own. auth0.js 9's minified file
// (node_modules/auth0-js/dist/auth0.min.js) is measured in the same run for comparison.
//
// Bytes are what a browser downloads: the minified file, and gzip at level 9. bench/budgets.json
// (gzip bytes) gives each row a `limit`, the regression check: `node bench/size.mjs` prints the
// table, writes the figures to bench/size.json (the documentation's size guide shows them) and exits 1
// when a limit is exceeded. Some rows also have a `target` (the size the project aims at), shown
// beside; `--strict` fails on a missed target too. A bundle over either gets a per-module breakdown
// (exact minified bytes per source module, from its source map); `--breakdown` prints it for every
// bundle. bench/run.mjs calls `runSize()`.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { build } from 'vite';
import {
  autoloaderConfig,
  bundleConfig,
  cdnEntryCode,
  componentTags,
  root,
} from '../scripts/build-config.mjs';

const BUDGETS_FILE = new URL('budgets.json', import.meta.url);
/** What the last run measured, for the documentation's size guide (docs/site/_data/size.js). */
export const FIGURES_FILE = new URL('size.json', import.meta.url);
const AUTH0_JS = fileURLToPath(new URL('../node_modules/auth0-js/dist/auth0.min.js', import.meta.url));

/**
 * @typedef {object} Row
 * @property {string} id its key in bench/size.json: `page`, `cdn`, `webAuth`, `cdn/common.js`, …
 * @property {string} name
 * @property {number} value gzip bytes
 * @property {string} unit `B gzip`
 * @property {number | null} budget the limit: the largest gzip size that passes; null when none applies
 * @property {boolean} ok within the limit (always true without `check`)
 * @property {string} detail minified bytes, the share of auth0.js 9's gzip size, the target
 * @property {number} minified minified bytes
 * @property {number | null} target the size the project aims at, when one is set
 * @property {Group[]} [breakdown] where the bytes come from (bundles only)
 */

/**
 * @typedef {object} Group
 * @property {string} name a package, or a folder of src/
 * @property {number} minified exact: the minified bytes the source map attributes to it
 * @property {number} gzip its minified bytes gzipped on their own (the sum exceeds the bundle's gzip)
 * @property {{ id: string, minified: number }[]} modules the largest modules of the group
 */

/** gzip at level 9, as a CDN serves a static file. */
export function gzipSize(code) {
  return gzipSync(code, { level: 9 }).length;
}

/**
 * Bundles one entry in memory as the CDN build does; `sourcemap` for {@link breakdown} (`'hidden'`: the
 * map without the `sourceMappingURL` comment the published files do not have).
 * @returns {Promise<{ entry: import('vite').Rollup.OutputChunk, chunks: import('vite').Rollup.OutputChunk[] }>}
 */
export async function bundle({ name, entry, code, sourcemap = false }) {
  const result = await build(bundleConfig({ name, entry, code, write: false, sourcemap }));
  const output = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output);
  const chunks = output.filter((item) => item.type === 'chunk');
  return { entry: chunks.find((chunk) => chunk.isEntry), chunks: chunks.filter((chunk) => !chunk.isEntry) };
}

/**
 * Measures every bundle. `check` compares each with its limit (bench/budgets.json); `strict` also
 * fails a row over its target.
 */
export async function runSize({ check = true, strict = false, log = () => {} } = {}) {
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
  const auth0 = readFileSync(AUTH0_JS);
  const auth0Gzip = gzipSize(auth0);
  /** @type {Row[]} */
  const rows = [];
  /** One row (`id`: its key in bench/size.json); `gzip` when the bytes are several files, each gzipped on its own. */
  const add = (
    id,
    name,
    code,
    { limit = null, target = null } = {},
    breakdown = undefined,
    gzip = gzipSize(code),
  ) => {
    const minified = Buffer.byteLength(code);
    const missed = target !== null && gzip > target;
    const notes = [`${bytes(minified)} min`, `${Math.round((gzip / auth0Gzip) * 100)}% of auth0.js 9`];
    if (target !== null)
      notes.push(
        missed ? `target ${bytes(target)} missed by ${bytes(gzip - target)}` : `target ${bytes(target)} met`,
      );
    rows.push({
      id,
      name,
      value: gzip,
      unit: 'B gzip',
      budget: limit,
      ok: !check || ((limit === null || gzip <= limit) && !(strict && missed)),
      detail: notes.join(' · '),
      minified,
      target,
      breakdown,
    });
  };

  // Built side by side: esbuild's work runs in its own process, so the builds overlap.
  const tags = componentTags();
  log(`size: bundling auth-elements.min.js, the autoloader's chunks, core and ${tags.length} elements`);
  const coreEntry = JSON.stringify(`${root}src/core/index.ts`);
  const [cdn, autoloader, core, webAuth, ...elements] = await Promise.all([
    bundle({ name: 'auth-elements', code: cdnEntryCode(), sourcemap: 'hidden' }),
    autoloaderChunks(),
    bundle({ name: 'core', entry: `${root}src/core/index.ts`, sourcemap: 'hidden' }),
    bundle({ name: 'webauth', code: `export { WebAuth } from ${coreEntry};`, sourcemap: 'hidden' }),
    ...tags.map((tag) => bundle({ name: tag, entry: `${root}src/components/${tag}/${tag}.ts` })),
  ]);

  // What a page with <auth-provider> and <auth-login> loads through the autoloader before the form
  // is interactive: the autoloader, the common chunk it fetches at once, the two elements' chunks
  // and what they import (bench/page.mjs counts the same in Chromium).
  const page = pageFiles(autoloader, ['auth-provider', 'auth-login']);
  const pageCode = page.map((file) => autoloader.get(file).code);
  add(
    'page',
    `CDN page: <auth-provider> + <auth-login> via the autoloader (${page.length} files)`,
    pageCode.join(''),
    budgets.page,
    undefined,
    pageCode.reduce((sum, code) => sum + gzipSize(code), 0),
  );
  rows.at(-1).detail += ` · ${page.join(' + ')}`;
  // The same page whose <auth-login> says `passkeys`, with its form shown: the passkey UI and, as
  // autofill starts at once, the core's ceremony code, with what they import that the page lacks. The
  // row is the growth: those files, each gzipped on its own.
  const passkeyFiles = withImports(autoloader, page, [...autoloader.keys()].filter(isPasskeyLoginFile));
  const passkeyCode = passkeyFiles.map((file) => autoloader.get(file).code);
  add(
    'passkeyPage',
    `CDN page with <auth-login passkeys> minus without (${passkeyFiles.length} files)`,
    passkeyCode.join(''),
    budgets.passkeyPage,
    undefined,
    passkeyCode.reduce((sum, code) => sum + gzipSize(code), 0),
  );
  rows.at(-1).detail += ` · ${passkeyFiles.join(' + ')}`;
  add(
    'cdn',
    'auth-elements.min.js (CDN all-in: every element, core, Lit)',
    cdn.entry.code,
    budgets.cdn,
    breakdown(cdn.entry),
  );
  add(
    'core',
    'auth-elements/core (everything it exports)',
    core.entry.code,
    budgets.core,
    breakdown(core.entry),
  );
  add(
    'webAuth',
    'auth-elements/core: WebAuth alone',
    webAuth.entry.code,
    budgets.webAuth,
    breakdown(webAuth.entry),
  );
  tags.forEach((tag, i) => {
    const budget = budgets.elements[tag] ?? budgets.elements.default;
    add(`auth-elements/${tag}`, `auth-elements/${tag} (with Lit, core)`, elements[i].entry.code, budget);
  });

  for (const chunk of cdn.chunks.sort((a, b) => a.name.localeCompare(b.name))) {
    if (isMfaStep(chunk)) {
      add(chunk.fileName, `${chunk.fileName} (${chunkRole(chunk)})`, chunk.code, budgets.mfaStep);
      continue;
    }
    const passkeyUi = passkeyRole(chunk);
    const isPasskeyUi = passkeyUi !== undefined;
    const isLanguage = !isPasskeyUi && isLanguagePack(chunk);
    // A file only the files loaded on demand import (what the account screens share): no entry of its own.
    const isShared = !isLanguage && !isPasskeyUi && !chunk.facadeModuleId;
    const option = passkeyUi ?? optionRole(chunk) ?? (isShared ? SHARED_ON_DEMAND : undefined);
    const onDemand = ON_DEMAND_BUDGETS[coreModule(chunk)];
    add(
      chunk.fileName,
      `${chunk.fileName} (${isLanguage ? 'language pack, on demand' : (option ?? "jose's verifier, on demand")})`,
      chunk.code,
      isLanguage
        ? budgets.languagePack
        : isShared
          ? budgets.sharedOnDemand
          : elementOnDemand(chunk)
            ? budgets[elementOnDemand(chunk).budget]
            : onDemand
              ? budgets[onDemand]
              : isPasskeyUi
                ? budgets[PASSKEY_BUDGETS[chunk.name.replace(/^.*\./, '')]]
                : option
                  ? undefined
                  : budgets.jose,
    );
  }
  // The largest language pack: what a page showing its language downloads more than in English.
  const packs = cdn.chunks.filter(isLanguagePack);
  const largest = packs.reduce(
    (found, chunk) => (found && gzipSize(found.code) >= gzipSize(chunk.code) ? found : chunk),
    undefined,
  );
  if (largest) {
    add(
      'languagePackLargest',
      `the largest language pack of ${packs.length} (${/([\w-]+)\.ts$/.exec(largest.facadeModuleId)[1]}), on demand`,
      largest.code,
      budgets.languagePack,
    );
  }
  for (const [file, chunk] of autoloader) {
    if (chunk.facadeModuleId?.includes('/src/internal/strings/')) continue; // the packs above, again
    const budget =
      file === 'jose.js'
        ? budgets.jose
        : (budgets.autoloader[file.replace(/\.js$/, '')] ?? budgets.autoloader.default);
    add(
      `cdn/${file}`,
      `cdn/${file} (${chunkRole(chunk)})`,
      chunk.code,
      budget,
      file === 'common.js' ? breakdown(chunk) : undefined,
    );
  }

  rows.push({
    id: 'auth0.js',
    name: 'auth0.js 9 (auth0.min.js, for comparison)',
    value: auth0Gzip,
    unit: 'B gzip',
    budget: null,
    ok: true,
    detail: `${bytes(auth0.length)} min · v${auth0Version()}`,
    minified: auth0.length,
    target: null,
  });
  return rows;
}

/**
 * The autoloader and its chunks, bundled in memory as `npm run build` writes dist/cdn/.
 * @returns {Promise<Map<string, import('vite').Rollup.OutputChunk>>} by file name
 */
async function autoloaderChunks() {
  const result = await build(await autoloaderConfig({ write: false, sourcemap: 'hidden' }));
  const output = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output);
  return new Map(
    output
      .filter((item) => item.type === 'chunk')
      .sort((a, b) => a.fileName.localeCompare(b.fileName))
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** The files a page with `tags` loads: the autoloader, the common chunk, the tags' chunks and their imports. */
export function pageFiles(chunks, tags) {
  const files = new Set(['autoloader.js', 'common.js']);
  const queue = tags.map((tag) => `${tag}.js`);
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file) && !tags.includes(file.slice(0, -3))) continue;
    files.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []).filter((next) => !files.has(next)));
  }
  return [...files];
}

/**
 * The files `roots` and their static imports add to a page that has `loaded`: what a dynamic import()
 * of each root downloads then.
 */
export function withImports(chunks, loaded, roots) {
  const files = [];
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (loaded.includes(file) || files.includes(file)) continue;
    files.push(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return files;
}

/**
 * The autoloader's files `<auth-login passkeys>` loads while its form is shown (autofill runs at once):
 * the passkey UI's login part and the core's ceremonies (not the upgrade offer, loaded once signed in,
 * nor the JSON conversion a browser without WebAuthn's JSON methods loads).
 */
const isPasskeyLoginFile = (file) => file === 'passkey-ui.js' || file === 'webauthn.js';

/** A language pack (src/internal/strings/<lang>.ts: `de`, `pt-BR`; not the English parts, `en-*.ts`), loaded by its import(). */
const isLanguagePack = (chunk) =>
  /\/src\/internal\/strings\/(?!en-)[a-z]{2,3}(?:-[A-Za-z]{2,4})?\.ts$/.test(chunk.facadeModuleId ?? '');

/** The role of the all-in file's chunks that no import() names (what its on-demand files share). */
const SHARED_ON_DEMAND = 'shared by the account screens, on demand';

/** The elements' second-factor step (src/internal/mfa-step.ts), loaded when `mfa_required` arrives. */
const isMfaStep = (chunk) => Boolean(chunk.facadeModuleId?.endsWith('/src/internal/mfa-step.ts'));

/** What a chunk of the autoloader's is, for the table. */
function chunkRole(chunk) {
  if (chunk.isEntry) return 'the autoloader';
  if (isMfaStep(chunk)) return 'the second-factor step, on demand';
  if (chunk.name === 'common') return 'shared by every element';
  if (chunk.name === 'account') return 'shared by the account screens';
  if (chunk.name === 'plural') return 'the plural rules: <auth-signup>, <auth-passwordless>, language packs';
  if (chunk.name === 'languages') return ELEMENT_ON_DEMAND['/src/internal/languages.ts'].role;
  if (chunk.name === 'popup') return 'the popup: <auth-login mode="popup">, "Grant access", on demand';
  if (
    chunk.facadeModuleId?.includes('/node_modules/jose/') ||
    chunk.facadeModuleId?.endsWith('/src/core/lib/verifier.ts')
  )
    return "jose's verifier, on demand";
  return passkeyRole(chunk) ?? optionRole(chunk) ?? `<${chunk.name}>`;
}

/** An element's own code loaded on demand: its role and its budget's key, by module. */
const ELEMENT_ON_DEMAND = {
  '/src/components/auth-profile/sign-in-methods.ts': {
    role: "<auth-profile>'s sign-in methods (passkeys, two-step verification)",
    budget: 'signInMethods',
  },
  '/src/components/auth-profile/qr-code.ts': { role: "<auth-profile>'s QR code (uqr)", budget: 'qrCode' },
  '/src/components/auth-login/popup-login.ts': {
    role: '<auth-login mode="popup">\'s popup (the core\'s popup)',
    budget: 'popupLogin',
  },
  '/src/components/auth-provider/renewal.ts': {
    role: "<auth-provider>'s renewal (the core's session renewer)",
    budget: 'renewal',
  },
  '/src/components/auth-provider/step-up.ts': { role: "<auth-provider>'s step-up", budget: 'stepUp' },
  '/src/internal/social-marks.ts': { role: "the social connections' logos", budget: 'socialMarks' },
  '/src/internal/enterprise.ts': { role: "enterprise sign-in: the e-mail's company", budget: 'enterprise' },
  '/src/core/lib/client-info.ts': {
    role: 'the client information (enterprise sign-in)',
    budget: 'clientInfo',
  },
  // The all-in file's account screens, registered when one is first on the page (src/cdn.ts).
  '/src/components/auth-profile/auth-profile.ts': { role: '<auth-profile>', budget: 'allInProfile' },
  '/src/components/api-permissions-editor/api-permissions-editor.ts': {
    role: '<api-permissions-editor>',
    budget: 'allInEditor',
  },
  '/src/components/auth-organization-members/auth-organization-members.ts': {
    role: '<auth-organization-members>',
    budget: 'allInMembers',
  },
  '/src/components/auth-organization-switcher/auth-organization-switcher.ts': {
    role: '<auth-organization-switcher>',
    budget: 'allInSwitcher',
  },
  '/src/internal/invitation-join.ts': {
    role: "the sign-in elements' join screen (an invitation link)",
    budget: 'invitationJoin',
  },
  '/src/internal/languages.ts': {
    role: 'the built-in languages and the rules that find a pack, for a language other than English',
    budget: 'languages',
  },
};
const elementOnDemand = (chunk) =>
  Object.entries(ELEMENT_ON_DEMAND).find(([module]) => chunk.facadeModuleId?.endsWith(module))?.[1];

/** The core's code loaded on demand (src/core/lib/on-demand.ts, the options, the renewer), or undefined. */
const ON_DEMAND_ROLES = {
  'lib/discovery': 'the issuer option',
  'lib/refresh-tokens': 'the refresh-token option',
  'lib/responses': 'checking an authorization response',
  'lib/requests': "the service's requests: log in, sign up, passwordless",
  'lib/sso-data': 'getSSOData',
  'lib/webauthn': 'the passkey ceremonies',
  'lib/webauthn-json': "the passkey JSON conversion, where the browser lacks WebAuthn's own",
  'lib/mfa-api': 'the second factor (MFA API)',
  'lib/my-account-api': "MyAccount's requests",
  'lib/my-organization-api': "MyOrganization's requests",
  'session-renewer': 'the session renewer',
};
/** The budgets.json key of the core's on-demand chunks that have one. */
const ON_DEMAND_BUDGETS = {
  'lib/webauthn': 'passkeys',
  'lib/mfa-api': 'mfa',
  'lib/my-account-api': 'myAccount',
  'lib/my-organization-api': 'myOrganization',
};
/** `lib/webauthn` for a chunk whose module is src/core/lib/webauthn.ts. */
const coreModule = (chunk) => /\/src\/core\/(.+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
/** The budgets.json key of each passkey chunk of the all-in bundle's. */
const PASSKEY_BUDGETS = {
  'passkey-ui': 'passkeyUi',
  'passkey-signup': 'passkeySignup',
  'passkey-upgrade': 'passkeyUpgrade',
  'passkey-why': 'passkeyWhy',
  'passkey-errors': 'passkeyErrors',
};
/** The elements' passkey code loaded on demand (src/internal/passkey-host.ts), or undefined. */
function passkeyRole(chunk) {
  const name = chunk.name.replace(/^.*\./, '');
  if (name === 'passkey-ui') return 'the passkey UI of `passkeys`, on demand';
  if (name === 'passkey-signup') return "the sign-up's passkey way, on demand";
  if (name === 'passkey-why') return 'why passkeys cannot work here (console), on demand';
  if (name === 'passkey-upgrade') return 'the passkey upgrade offer, on demand';
  if (name === 'passkey-errors') return "the passkey ceremonies' failure messages, on demand";
  return undefined;
}
/** Element code that chunks loaded on demand share, in a chunk of its own (scripts/build-config.mjs). */
const SHARED_ON_DEMAND_ROLES = {
  'recovery-code': "a recovery code's format (the second-factor step, the profile)",
  problem: "the account APIs' problem documents (MyAccount's and MyOrganization's requests)",
};
function optionRole(chunk) {
  const own = elementOnDemand(chunk);
  if (own) return `${own.role}, on demand`;
  const shared = SHARED_ON_DEMAND_ROLES[chunk.name.replace(/^.*\./, '')];
  if (shared) return `${shared}, on demand`;
  const module = coreModule(chunk);
  const role = module === undefined ? undefined : ON_DEMAND_ROLES[module];
  return role && `${role}, on demand`;
}

/** The minified bytes of `chunk` per source module (from its source map), grouped by package or folder. */
export function breakdown(chunk) {
  const perModule = attribute(chunk.code, chunk.map);
  /** @type {Map<string, { name: string, text: string[], minified: number, modules: { id: string, minified: number }[] }>} */
  const groups = new Map();
  for (const [id, { minified, text }] of perModule) {
    const name = groupOf(id);
    const group = groups.get(name) ?? { name, text: [], minified: 0, modules: [] };
    group.minified += minified;
    group.text.push(text);
    group.modules.push({ id, minified });
    groups.set(name, group);
  }
  return [...groups.values()]
    .map((group) => ({
      name: group.name,
      minified: group.minified,
      gzip: gzipSize(group.text.join('')),
      modules: group.modules.sort((a, b) => b.minified - a.minified).slice(0, 5),
    }))
    .sort((a, b) => b.minified - a.minified);
}

/** `node_modules/@lit/context/…` → `@lit/context`; `src/core/lib/http.ts` → `src/core`; strings apart. */
function groupOf(id) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (dependency) {
    const name = dependency[1];
    return ['lit', 'lit-html', 'lit-element', '@lit/reactive-element'].includes(name) ? 'lit' : name;
  }
  if (id.startsWith('src/internal/strings/')) return id;
  const folder = /^src\/(components\/[^/]+|[^/]+)\//.exec(id);
  return folder ? `src/${folder[1]}` : id;
}

/**
 * Attributes every byte of `code` to the source its source-map segment names (bytes no segment
 * covers, such as the separators the minifier adds, go to `(unmapped)`).
 * @returns {Map<string, { minified: number, text: string }>}
 */
function attribute(code, map) {
  const sources = map.sources.map((source) => relativeSource(source));
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  /** @type {{ offset: number, source: string }[]} */
  const marks = [];
  decode(map.mappings).forEach((line, lineNumber) => {
    for (const segment of line) {
      marks.push({
        offset: lineStarts[lineNumber] + segment[0],
        source: segment.length > 1 ? sources[segment[1]] : '(unmapped)',
      });
    }
  });
  marks.sort((a, b) => a.offset - b.offset);
  const result = new Map();
  const credit = (source, start, end) => {
    if (end <= start) return;
    const entry = result.get(source) ?? { minified: 0, text: '' };
    entry.minified += Buffer.byteLength(code.slice(start, end));
    entry.text += code.slice(start, end);
    result.set(source, entry);
  };
  credit('(unmapped)', 0, marks[0]?.offset ?? code.length);
  marks.forEach((mark, i) => credit(mark.source, mark.offset, marks[i + 1]?.offset ?? code.length));
  return result;
}

function relativeSource(source) {
  const path = source.replace(/^(\.\.\/)+/, '').replace(/\\/g, '/');
  const inModules = path.indexOf('node_modules/');
  return inModules >= 0 ? path.slice(inModules) : path.replace(/^.*?\/?(src\/)/, '$1');
}

function auth0Version() {
  return JSON.parse(readFileSync(new URL('../node_modules/auth0-js/package.json', import.meta.url), 'utf8'))
    .version;
}

/**
 * The figures of a run as bench/size.json holds them: every row (bytes; gzip at level 9) and, for the
 * bundles that have one, where their bytes come from. Nothing in it depends on the time or the machine,
 * so the file changes only when the bytes do.
 */
export function figures(rows) {
  return {
    $comment:
      'Written by `npm run size` (bench/size.mjs); read by docs/site/_data/size.js for the size guide. Do not edit.',
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      minified: row.minified,
      gzip: row.value,
      limit: row.budget,
      target: row.target,
    })),
    breakdown: Object.fromEntries(
      rows
        .filter((row) => row.breakdown)
        .map((row) => [row.id, row.breakdown.map(({ name, minified, gzip }) => ({ name, minified, gzip }))]),
    ),
  };
}

/** Writes bench/size.json (see {@link figures}). */
export async function writeFigures(rows) {
  await writeFile(FIGURES_FILE, `${JSON.stringify(figures(rows), null, 2)}\n`);
}

/** 12345 → `12,345 B` */
export function bytes(n) {
  return `${n.toLocaleString('en-US')} B`;
}

/** The size table as Markdown (bench/results.md) or aligned text (the terminal). */
export function sizeTable(rows, { markdown = false } = {}) {
  const header = ['bundle', 'minified', 'gzip', 'limit (gzip)', '', 'target (gzip)', '', 'vs auth0.js 9'];
  const auth0 = rows.at(-1)?.value ?? 1;
  const cells = rows.map((row) => [
    row.name,
    bytes(row.minified),
    bytes(row.value),
    row.budget === null ? '–' : `≤ ${bytes(row.budget)}`,
    row.budget === null ? '' : row.ok ? 'ok' : 'OVER',
    row.target === null ? '–' : `≤ ${bytes(row.target)}`,
    row.target === null ? '' : row.value <= row.target ? 'met' : 'missed',
    `${Math.round((row.value / auth0) * 100)}%`,
  ]);
  return renderTable(header, cells, markdown);
}

/** Where the bytes of each bundle come from, as Markdown or text. */
export function breakdownTables(rows, { markdown = false, only } = {}) {
  const sections = [];
  for (const row of rows) {
    if (!row.breakdown || (only && !only(row))) continue;
    const cells = row.breakdown.map((group) => [
      group.name,
      bytes(group.minified),
      bytes(group.gzip),
      group.modules
        .filter((module) => module.id !== group.name)
        .slice(0, 3)
        .map((module) => `${module.id.split('/').at(-1)} ${bytes(module.minified)}`)
        .join(', '),
    ]);
    const table = renderTable(['from', 'minified', 'gzip (alone)', 'largest modules'], cells, markdown);
    sections.push(`${markdown ? '### ' : ''}${row.name}: where the bytes come from\n\n${table}`);
  }
  return sections.join('\n\n');
}

export function renderTable(header, cells, markdown) {
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i].length)));
  const numeric = (i) => cells.some((cell) => /^(≤ )?[\d,.]+( B)?$|^\d+%$/.test(cell[i]));
  const pad = (text, i) => (numeric(i) ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  if (markdown) {
    const line = (cell) => `| ${cell.map(pad).join(' | ')} |`;
    const rule = `| ${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
    return [line(header), rule, ...cells.map(line)].join('\n');
  }
  const line = (cell) => cell.map(pad).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const rows = await runSize({
    check: !process.argv.includes('--no-check'),
    strict: process.argv.includes('--strict'),
  });
  console.log(sizeTable(rows));
  await writeFigures(rows);
  const over = rows.filter((row) => !row.ok);
  const missed = (row) => row.target !== null && row.value > row.target;
  const all = process.argv.includes('--breakdown');
  const explain = rows.filter((row) => all || !row.ok || missed(row));
  if (explain.some((row) => row.breakdown)) {
    console.log(`\n${breakdownTables(rows, { only: (row) => explain.includes(row) })}`);
  }
  console.log(`\nbench/size.json written; ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((row) => row.name).join('; ')}`);
    process.exitCode = 1;
  }
}
