// The hosted pages' language: `ui_locales` of the /authorize request (kept on every later page of the login),
// else Accept-Language, else English; `lang` and `dir` on the page; every pack complete.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { html } from 'hono/html';
import { ENGLISH, HOSTED_LANGUAGES, negotiateLanguage } from '../src/lib/hosted-locale.js';
import { en } from '../src/lib/hosted-strings/en.js';
import { HOSTED_PACKS } from '../src/lib/hosted-strings/index.js';
import { CookieJar, authorizeUrl, useTestService } from './helpers.js';
import { codeFlow, startStep, visibleText } from './mfa-hosted-helpers.js';

const service = useTestService();

async function loginPage(params: Record<string, string>, acceptLanguage?: string): Promise<string> {
  const response = await fetch(authorizeUrl(service().url, codeFlow(params).params), {
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  assert.equal(response.status, 200);
  return response.text();
}

function htmlTag(page: string): string {
  return /<html[^>]*>/.exec(page)?.[0] ?? '';
}

describe('the hosted pages’ language', () => {
  it('ui_locales=de: the log-in page in German, lang="de"', async () => {
    const page = await loginPage({ ui_locales: 'de' });
    assert.match(htmlTag(page), /lang="de"/);
    assert.doesNotMatch(htmlTag(page), /dir="rtl"/);
    const text = visibleText(page);
    assert.match(text, /Anmelden bei /);
    assert.match(text, /Passwort/);
    assert.match(text, /Mit einem Passkey anmelden/);
    assert.doesNotMatch(text, /Log in to/);
    // The page script's messages, which it reads from the page.
    assert.match(page, /Es wurde kein Passkey verwendet/);
    assert.match(page, /Weiter mit \{provider\}/);
  });

  it('the first available language of ui_locales wins, before Accept-Language', async () => {
    const page = await loginPage({ ui_locales: 'xx ja de' }, 'fr');
    assert.match(htmlTag(page), /lang="ja"/);
    assert.match(visibleText(page), /パスワード/);
  });

  it('Accept-Language fr-CA,fr;q=0.9: French (the region falls back to the language)', async () => {
    const page = await loginPage({}, 'fr-CA,fr;q=0.9');
    assert.match(htmlTag(page), /lang="fr"/);
    assert.match(visibleText(page), /Mot de passe/);
  });

  it('q-values decide, not the order of Accept-Language', async () => {
    const page = await loginPage({}, 'de;q=0.4, es;q=0.8, en;q=0.1');
    assert.match(htmlTag(page), /lang="es"/);
    assert.match(visibleText(page), /Contraseña/);
  });

  it('an unknown language: English', async () => {
    const page = await loginPage({ ui_locales: 'tlh' }, 'x-klingon, zh-TW');
    assert.match(htmlTag(page), /lang="en"/);
    assert.match(visibleText(page), /Log in to /);
  });

  it('ui_locales is kept on the MFA step after the password', async () => {
    const jar = new CookieJar();
    const { page } = await startStep(service(), jar, codeFlow({ ui_locales: 'fr' }).params);
    assert.match(htmlTag(page), /lang="fr"/);
    assert.match(visibleText(page), /application d'authentification/);
    assert.doesNotMatch(visibleText(page), /authenticator app/);
  });

  it('dir="rtl" only for a right-to-left language that has its pack; without it, English left to right', async () => {
    const page = await loginPage({ ui_locales: 'ar' });
    if (HOSTED_PACKS.ar) {
      assert.match(htmlTag(page), /lang="ar" dir="rtl"/);
      // A left-to-right name in right-to-left text is isolated, so its hyphens stay in place when it wraps.
      assert.match(page, /<code dir="ltr">Username-Password-Authentication<\/code>/);
    } else {
      assert.match(htmlTag(page), /lang="en" dir="ltr"/);
      assert.match(visibleText(page), /Log in to /);
    }
  });

  it('the password-reset page speaks the browser’s language (no login to take it from)', async () => {
    const response = await fetch(`${service().url}/lo/reset?ticket=unknown`, {
      headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' },
    });
    assert.equal(response.status, 400);
    const page = await response.text();
    assert.match(htmlTag(page), /lang="ja"/);
    assert.match(visibleText(page), /このリンクは使用できません/);
  });

  it('negotiates regions as the elements do', () => {
    const pick = (tag: string) => negotiateLanguage(tag, null);
    assert.equal(pick('de-AT'), 'de');
    assert.equal(pick('ja-JP'), 'ja');
    assert.equal(pick('es-419'), 'es');
    assert.equal(pick('zh-TW'), 'en');
    assert.equal(pick('zh-Hant'), 'en');
    assert.equal(negotiateLanguage(null, '*, de;q=0'), 'en');
  });

  it('escapes what fills a placeholder; only markup passed as markup stays markup', async () => {
    const name = '<img src=x>';
    const strong = await ENGLISH.markup('loginOrganization', {
      organization: html`<strong>${name}</strong>`,
    });
    assert.equal(String(strong), 'Organization: <strong>&lt;img src=x&gt;</strong>');
    const plain = await ENGLISH.markup('databaseConnection', { connection: '<script>' });
    assert.equal(String(plain), 'Database connection: &lt;script&gt;');
  });

  it('every pack has every key of English, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [language, pack] of Object.entries(HOSTED_PACKS)) {
      assert.ok((HOSTED_LANGUAGES as readonly string[]).includes(language), `${language} is listed`);
      assert.deepEqual(Object.keys(pack).sort(), Object.keys(en).sort(), `${language}: the keys of English`);
      for (const [key, english] of Object.entries(en)) {
        const text = pack[key as keyof typeof en];
        assert.ok(text.trim(), `${language}.${key} is not empty`);
        assert.deepEqual(placeholders(text), placeholders(english), `${language}.${key}: placeholders`);
      }
    }
  });
});
