// The CDN bundle as built (dist/auth-elements.min.js): self-contained, Lit's production build, only
// the parts of jose it uses, and the language packs in their own files, loaded by dynamic import().
// Also checks the size benchmark's per-module breakdown (bench/size.mjs) accounts for every byte.
// The budgets themselves are checked by `npm run test:size`. Needs `npm run build`.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { breakdown, bundle } from '../../bench/size.mjs';
import { cdnEntryCode } from '../../scripts/build-config.mjs';
import { BUILT_IN_LANGUAGES } from '../../src/internal/languages.js';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const BUNDLE = `${dist}auth-elements.min.js`;
const JOSE_CHUNK = './auth-elements.jose.min.js';
const chunkOf = (name: string): string => readFileSync(`${dist}auth-elements.${name}.min.js`, 'utf8');

interface Node {
  type: string;
  source?: { value?: unknown } | null;
  [key: string]: unknown;
}

/** Every module specifier `code` imports: statically (import/export … from) and by import(). */
function specifiers(code: string): { static: string[]; dynamic: string[] } {
  const found = { static: [] as string[], dynamic: [] as string[] };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const { type, source } = node as Node;
    const value = source?.value;
    if (typeof value === 'string') {
      if (type === 'ImportExpression') found.dynamic.push(value);
      else if (/^(Import|ExportNamed|ExportAll)Declaration$/.test(type)) found.static.push(value);
    }
    for (const child of Object.values(node)) if (child && typeof child === 'object') visit(child);
  };
  visit(parseAst(code));
  return found;
}

/** A source map's fields these tests read. */
interface SourceMapFields {
  sources: string[];
  mappings: string;
}

describe('dist/auth-elements.min.js', () => {
  let code = '';
  /** The same build in memory with its source maps (the published CDN files have none): what is in it. */
  let mapped: { code: string; map: SourceMapFields; joseMap: SourceMapFields } | undefined;
  before(
    async () => {
      assert.ok(existsSync(BUNDLE), `${BUNDLE} is missing: run \`npm run build\` first`);
      code = readFileSync(BUNDLE, 'utf8');
      const built = await bundle({ name: 'auth-elements', code: cdnEntryCode(), sourcemap: true });
      const jose = built.chunks.find((chunk) => chunk.fileName === JOSE_CHUNK.slice(2));
      assert.ok(built.entry?.map && jose?.map, 'the in-memory build has no maps');
      mapped = { code: built.entry.code, map: built.entry.map, joseMap: jose.map };
    },
    { timeout: 180_000 },
  );

  test("is self-contained: no static imports; import() only of its language packs, jose and the core's on-demand chunks", () => {
    const { static: imports, dynamic } = specifiers(code);
    assert.deepEqual(imports, []);
    const languages = Object.keys(BUILT_IN_LANGUAGES).sort();
    // The code of the `issuer` and refresh-token options loads only when a page sets them, and the
    // core's code for responses, the service's requests, getSSOData and the passkey ceremonies when they
    // are first needed (src/core/lib/on-demand.ts); each imports what it shares from the main file.
    const options = [
      'discovery',
      'webauthn',
      'mfa-api',
      'my-account-api', // MyAccount's requests, at its first call
      'my-organization-api', // MyOrganization's requests, at its first call
      'client-info', // the client's enterprise connections, at <auth-login>'s first e-mail focus
      'refresh-tokens',
      'requests',
      'responses',
      'sso-data',
      'webauthn-json', // loaded by the passkey ceremonies where the browser lacks WebAuthn's JSON methods
    ];
    // The elements' own code loaded on demand: the second-factor step, the passkey UI of `passkeys`
    // (<auth-login>'s, and the sign-up's part on it), <auth-profile>'s passkeys and two-step sections,
    // <auth-login mode="popup">'s popup, <auth-provider>'s renewal and step-up, the social logos; and the
    // account screens, registered when one is first on the page (src/cdn.ts).
    const elements = [
      'mfa-step',
      'passkey-ui',
      'passkey-signup',
      'sign-in-methods',
      'popup-login',
      'renewal',
      'step-up',
      'social-marks',
      'invitation-join',
      'enterprise',
      'languages', // the rules that find a language's pack, for a language other than English
      'auth-profile',
      'api-permissions-editor',
      'auth-organization-members',
      'auth-organization-switcher',
    ];
    assert.deepEqual(
      [...new Set([...dynamic, ...options.flatMap((name) => specifiers(chunkOf(name)).dynamic)])].sort(),
      [
        ...[...languages, ...options, ...elements].map((name) => `./auth-elements.${name}.min.js`),
        JOSE_CHUNK,
      ].sort(),
    );
    // The account APIs' requests share their problem documents' mapping, in a chunk of their own
    // (src/core/lib/problem.ts), fetched with the first of them.
    const shared: Record<string, string[]> = {
      'my-account-api': ['./auth-elements.problem.min.js'],
      'my-organization-api': ['./auth-elements.problem.min.js'],
    };
    // The client information stands alone (it reads a script's JSON argument and needs nothing else).
    const standalone = new Set(['client-info']);
    for (const name of options) {
      const allowed = new Set(['./auth-elements.min.js', ...(shared[name] ?? [])]);
      const imports = [...new Set(specifiers(chunkOf(name)).static)];
      assert.ok(
        (imports.length > 0 || standalone.has(name)) && imports.every((file) => allowed.has(file)),
        `${name}: ${imports.join(', ')}`,
      );
    }
    for (const lang of languages) {
      const pack = readFileSync(`${dist}auth-elements.${lang}.min.js`, 'utf8');
      assert.deepEqual(specifiers(pack).static, [], `the ${lang} pack imports something`);
    }
  });

  test('registers the sign-in elements at once, and the account screens from their own files when used', () => {
    for (const tag of [
      'auth-provider',
      'auth-login',
      'auth-passwordless',
      'auth-signup',
      'auth-change-password',
    ]) {
      assert.ok(code.includes(`customElements.define("${tag}"`), `${tag} is not registered`);
    }
    for (const tag of [
      'auth-profile',
      'api-permissions-editor',
      'auth-organization-members',
      'auth-organization-switcher',
    ]) {
      assert.ok(!code.includes(`customElements.define("${tag}"`), `${tag} is in the main file`);
      assert.ok(
        chunkOf(tag).includes(`customElements.define("${tag}"`),
        `${tag}'s file does not register it`,
      );
    }
  });

  test('is minified, without a source map (the npm modules have them), as built in memory', () => {
    // Newlines are left only inside template literals (HTML, CSS), never before a statement.
    assert.doesNotMatch(code, /\n\s*(const|let|var|return|function|class|if) /, 'whitespace is not minified');
    assert.doesNotMatch(code, /sourceMappingURL/);
    assert.ok(!existsSync(`${BUNDLE}.map`));
    assert.equal(mapped!.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, ''), code.trimEnd());
  });

  test("bundles Lit's production build", () => {
    assert.doesNotMatch(code, /Lit is in dev mode/);
    assert.doesNotMatch(code, /Multiple versions of Lit loaded/);
  });

  test('keeps English in and every other language out', () => {
    assert.ok(code.includes('Username-Password-Authentication'));
    const french = readFileSync(`${dist}auth-elements.fr.min.js`, 'utf8');
    assert.ok(french.includes('Mot de passe'));
    assert.ok(!code.includes('Mot de passe'), 'French strings are in the main bundle');
  });

  test("loads jose's verifier on demand: in a chunk of its own, imported only by the ID token check", () => {
    const { map } = mapped!;
    // Nothing of jose on the start-up path (the core has its own base64url).
    assert.deepEqual(
      map.sources.filter((source) => source.includes('node_modules/jose/')),
      [],
    );
    // Self-contained: it never imports the bundle again (whose address may carry a query string).
    const chunk = readFileSync(`${dist}${JOSE_CHUNK.slice(2)}`, 'utf8');
    assert.deepEqual(specifiers(chunk).static, []);
    const chunkMap = mapped!.joseMap;
    assert.ok(
      chunkMap.sources.some((source) =>
        source.includes('node_modules/jose/dist/webapi/jws/compact/verify.js'),
      ),
    );
    // Of the project, only the claim checks, which import nothing but jose.
    assert.deepEqual(
      chunkMap.sources
        .filter((source) => source.includes('/src/'))
        .map((source) => source.replace(/^.*\/src\//, 'src/')),
      ['src/core/lib/verifier.ts'],
      'project code in the jose chunk',
    );
    // The claim checks' messages run only once a token is verified: not on the start-up path.
    assert.ok(chunk.includes('Authorized Party (azp) claim'));
    assert.ok(!code.includes('Authorized Party (azp) claim'), 'the claim checks are in the main bundle');
  });

  test('the per-module breakdown accounts for every byte, and jose only for what it verifies', () => {
    const { map } = mapped!;
    const groups = breakdown({ code: mapped!.code, map });
    const total = groups.reduce((sum, group) => sum + group.minified, 0);
    assert.equal(total, Buffer.byteLength(mapped!.code));
    const names = groups.map((group) => group.name);
    // jose is in its own chunk, loaded on demand (see above).
    for (const expected of ['lit', 'src/core', 'src/internal']) assert.ok(names.includes(expected), expected);
    const jose = map.sources.filter((source) => source.includes('node_modules/jose/'));
    assert.deepEqual(
      jose.filter((source) =>
        /\/(jwe|jwk\/thumbprint|key\/generate|jwt\/sign|jws\/flattened\/sign)/.test(source),
      ),
      [],
      'jose modules for encryption, signing or key generation are bundled',
    );
  });
});

describe('dist/cdn (the autoloader and its chunks)', () => {
  const cdn = `${dist}cdn/`;
  before(() =>
    assert.ok(existsSync(`${cdn}autoloader.js`), 'dist/cdn is missing: run `npm run build` first'),
  );

  test('the autoloader imports nothing statically, and every element, the common chunk and nothing else by import()', () => {
    const { static: imports, dynamic } = specifiers(readFileSync(`${cdn}autoloader.js`, 'utf8'));
    assert.deepEqual(imports, []);
    const tags = readdirSync(fileURLToPath(new URL('../../src/components/', import.meta.url)));
    assert.deepEqual(dynamic.sort(), ['./common.js', ...tags.map((tag) => `./${tag}.js`)].sort());
  });

  test("the common chunk holds no account screen's strings or code; the account chunk does", () => {
    const common = readFileSync(`${cdn}common.js`, 'utf8');
    const account = readFileSync(`${cdn}account.js`, 'utf8');
    assert.ok(!common.includes('Link another account'), "the profile's English is in the common chunk");
    assert.ok(!common.includes('Save permissions'), "the editor's English is in the common chunk");
    assert.ok(account.includes('Link another account') && account.includes('Save permissions'));
    // Beside the common chunk, the account APIs' token (SilentToken), which the passkey upgrade shares.
    assert.deepEqual(specifiers(account).static.sort(), ['./account-token.js', './common.js']);
    assert.deepEqual(specifiers(readFileSync(`${cdn}jose.js`, 'utf8')).static, [], 'jose.js imports nothing');
  });

  test("the core's code for responses, requests, getSSOData and renewal is out of the login page's chunks", () => {
    const page = ['autoloader', 'common', 'auth-login', 'auth-provider']
      .map((name) => readFileSync(`${cdn}${name}.js`, 'utf8'))
      .join('\n');
    const onDemand: Record<string, string> = {
      'responses.js': 'response_type contains', // parseHash's check of the tokens (src/core/lib/response-checks.ts)
      'requests.js': '/dbconnections/signup', // the sign-up request (src/core/lib/requests.ts)
      'sso-data.js': 'silent request cannot show', // getSSOData's consent message
      'webauthn.js': '/passkey/register', // the passkey sign-up's challenge (src/core/lib/webauthn.ts)
      'mfa-api.js': '/mfa/associate', // the second factor's enrolment (src/core/lib/mfa-api.ts)
      'session-renewer.js': 'interval', // the renewer's options check (src/core/session-renewer.ts)
    };
    for (const [file, text] of Object.entries(onDemand)) {
      const chunk = readFileSync(`${cdn}${file}`, 'utf8');
      assert.ok(chunk.includes(text), `${file} lacks ${text}`);
      assert.deepEqual(
        specifiers(chunk).static,
        ['./common.js'],
        `${file} imports more than the common chunk`,
      );
    }
    for (const text of [
      'response_type contains',
      '/dbconnections/signup',
      'silent request cannot show',
      '/passkey/register',
      '/mfa/associate',
    ]) {
      assert.ok(!page.includes(text), `${text} is on the login page`);
    }
    // Loaded when needed: the common chunk (the core's one loader, src/core/lib/on-demand.ts) imports
    // each by import(), the renewer too (for <auth-provider>, which imports it from nowhere else).
    const { dynamic } = specifiers(readFileSync(`${cdn}common.js`, 'utf8'));
    for (const file of [
      'responses.js',
      'requests.js',
      'sso-data.js',
      'session-renewer.js',
      'webauthn.js',
      'mfa-api.js',
    ])
      assert.ok(dynamic.includes(`./${file}`), file);
    const provider = specifiers(readFileSync(`${cdn}auth-provider.js`, 'utf8'));
    assert.ok(
      !provider.static.includes('./session-renewer.js'),
      'the provider imports the renewer statically',
    );
  });

  test("each other element's English is in its own chunk: a login page downloads none of it", () => {
    const common = readFileSync(`${cdn}common.js`, 'utf8');
    const own: Record<string, string[]> = {
      'auth-signup': [
        'Creating your account…',
        'At least {count, plural, one {# character} other {# characters}}',
        'This username is already taken.',
      ],
      'auth-passwordless': [
        'Log in without a password',
        'This code has expired. Send a new code and try again.',
      ],
      'auth-change-password': ['Send reset link'],
    };
    for (const [tag, texts] of Object.entries(own)) {
      const chunk = readFileSync(`${cdn}${tag}.js`, 'utf8');
      for (const text of texts) {
        assert.ok(!common.includes(text), `${text} is in the common chunk`);
        assert.ok(chunk.includes(text), `${text} is not in ${tag}.js`);
      }
    }
  });
});

describe('the builds (scripts/build-config.mjs)', () => {
  test('fail when a module loaded on demand is also imported statically into the same file', async () => {
    const module = JSON.stringify(fileURLToPath(new URL('../../src/core/lib/random.ts', import.meta.url)));
    await assert.rejects(
      bundle({
        name: 'mixed',
        code: `export * from ${module};\nexport const later = () => import(${module});`,
      }),
      /Inconsistent import graph: .*random\.ts is dynamically imported/s,
    );
  });
});
