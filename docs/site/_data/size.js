// The size guide's figures (guides/size-and-speed.md, _includes/size-table.njk): read at build time from
// bench/size.json, which `npm run size` writes with every run, so no byte count on the site is typed by
// hand. The labels say which bundles a row sums; a row the figures lack fails the build. Only the default
// export: Eleventy takes a data module's named exports as the data when it has any.
import { readFileSync } from 'node:fs';

const FIGURES = new URL('../../../bench/size.json', import.meta.url);

/** 32112 → `32.1 KB` (1 KB = 1,000 bytes, gzip as a browser downloads it). */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The figures as the guide shows them. */
export default function size() {
  const { rows, breakdown } = JSON.parse(readFileSync(FIGURES, 'utf8'));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const row = (id) => {
    const found = byId.get(id);
    if (!found) throw new Error(`bench/size.json has no row "${id}": run \`npm run size\``);
    return found;
  };
  const of = (id) => kb(row(id).gzip);
  const range = (found) => {
    if (found.length === 0) throw new Error('bench/size.json has none of a range’s rows: run `npm run size`');
    const sizes = found.map((item) => item.gzip);
    return `${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))}`;
  };
  const files = (id) => Number(/\((\d+) files\)/.exec(row(id).name)?.[1]);
  /** A row of the table: what, its gzip size, and the limit and target of the one bundle it measures. */
  const line = (what, value, id) => ({
    what,
    value,
    limit: id && row(id).limit !== null ? kb(row(id).limit) : '',
    target: id && row(id).target !== null ? kb(row(id).target) : '',
    missed: Boolean(id && row(id).target !== null && row(id).gzip > row(id).target),
  });
  const page = row('page');
  const elements = rows.filter((item) => /^auth-elements\/(auth|api)-/.test(item.id));
  const languages = rows.filter(
    (item) => /^auth-elements\.[\w-]+\.min\.js$/.test(item.id) && /language pack/.test(item.name),
  );
  return {
    table: [
      line(
        'a page with the autoloader, `<auth-provider>` + `<auth-login>`: its scripts',
        `${of('page')} in ${files('page')} files`,
        'page',
      ),
      line(
        'the same page with `<auth-login passkeys>`: what it adds while the form is shown',
        `${of('passkeyPage')} in ${files('passkeyPage')} files`,
        'passkeyPage',
      ),
      line('all-in file `auth-elements.min.js`', `${of('cdn')} (auth0.js 9: ${of('auth0.js')})`, 'cdn'),
      line('core: `WebAuth` alone, bundled and minified', of('webAuth'), 'webAuth'),
      line('core: everything `auth-elements/core` exports', of('core'), 'core'),
      line(
        "the core's code loaded on demand: response checks, requests, jose's verifier",
        [of('cdn/responses.js'), of('cdn/requests.js'), of('cdn/jose.js')].join(', '),
      ),
      line('the passkey ceremonies (on demand)', of('cdn/webauthn.js'), 'cdn/webauthn.js'),
      line('the second-factor step (on demand)', of('cdn/mfa-step.js'), 'cdn/mfa-step.js'),
      line(
        "`<auth-profile>`'s sign-in methods, its QR code (each on demand)",
        `${of('cdn/sign-in-methods.js')}, ${of('cdn/qr-code.js')}`,
      ),
      line('the autoloader', of('cdn/autoloader.js'), 'cdn/autoloader.js'),
      line("one element's npm entry with the core and Lit, bundled", range(elements)),
      line('a language pack', range(languages)),
      line(
        `the largest language pack (\`${/\(([\w-]+)\)/.exec(row('languagePackLargest').name)?.[1]}\`), on demand`,
        of('languagePackLargest'),
        'languagePackLargest',
      ),
    ],
    /** What the login page's common chunk is made of, by package or folder (`npm run size -- --breakdown`). */
    common: {
      gzip: of('cdn/common.js'),
      parts: (breakdown['cdn/common.js'] ?? []).map((part) => ({
        name: part.name,
        minified: `${part.minified.toLocaleString('en-US')} B`,
        gzip: kb(part.gzip),
      })),
    },
    page: {
      gzip: kb(page.gzip),
      target: page.target === null ? '' : kb(page.target),
      over: page.target !== null && page.gzip > page.target ? kb(page.gzip - page.target) : '',
    },
  };
}
