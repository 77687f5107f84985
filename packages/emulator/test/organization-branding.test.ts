// An organization's branding on the hosted pages of a request with that organization (log-in, invitee
// sign-up, invitation error): the logo and the primary colour shown, escaped; values that fail the checks (a
// logo that is not https or http on a loopback host, which the Management API refuses too, a colour that is not strict hex) left out; the pages'
// Content-Security-Policy allowing exactly what they show.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageBranding } from '../src/lib/organization-branding.js';
import { sha256Source } from '../src/lib/page-layout.js';
import type { Organization } from '../src/organizations.js';
import { authorizeUrl, CookieJar, expectManagementError, uniqueEmail, useTestService } from './helpers.js';
import { callManagement, json } from './management-helpers.js';
import { ACME, codeFlow, inviteByManagement } from './organization-helpers.js';

const service = useTestService();

const org = (branding: unknown): Organization =>
  ({ id: ACME, name: 'acme', enabled_connections: [], created_at: '', branding }) as Organization;

/** The hosted page of `/authorize` with `extra` parameters: its HTML and CSP. */
async function hostedPage(extra: Record<string, string>): Promise<{ html: string; csp: string }> {
  const response = await new CookieJar().fetch(authorizeUrl(service().url, codeFlow(extra).params));
  const html = await response.text();
  return { html, csp: response.headers.get('content-security-policy') ?? '' };
}

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

async function brand(branding: Record<string, unknown>): Promise<void> {
  await json(
    await callManagement(service(), `/organizations/${ACME}`, {
      method: 'PATCH',
      scope: 'update:organizations',
      body: { branding },
    }),
  );
}

const GREEN = 'button, .button { background: #0a7d3b; color: #fff; }';

describe('organization branding: the checks', () => {
  it('keeps an https logo and a hex colour, with a readable text colour on it', () => {
    const branding = pageBranding(
      org({
        logo_url: 'https://cdn.example.com/acme.png',
        colors: { primary: '#0A7D3B', page_background: '#fff' },
      }),
    );
    assert.equal(branding?.logoUrl, 'https://cdn.example.com/acme.png');
    assert.equal(branding?.imageOrigin, undefined, 'img-src allows https: already');
    assert.equal(branding?.style?.source, GREEN);
    assert.equal(branding?.style?.hash, sha256Source(GREEN));
    assert.equal(
      pageBranding(org({ colors: { primary: '#f2f2f2', page_background: '#fff' } }))?.style?.source,
      'button, .button { background: #f2f2f2; color: #000; }',
    );
  });

  it('takes an http logo on a loopback host, and names its origin for img-src', () => {
    const branding = pageBranding(org({ logo_url: 'http://localhost:4000/logo.svg' }));
    assert.equal(branding?.logoUrl, 'http://localhost:4000/logo.svg');
    assert.equal(branding?.imageOrigin, 'http://localhost:4000');
  });

  it('leaves out what fails the checks', () => {
    for (const logo_url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://example.com/logo.png',
      'https://user:secret@cdn.example.com/logo.png',
      'not a url',
      42,
    ]) {
      assert.equal(pageBranding(org({ logo_url })), undefined, String(logo_url));
    }
    for (const primary of ['red', '#12345', '#0a7d3b; } body { display: none', 'url(x)', '#0a7d3b ', 7]) {
      assert.equal(
        pageBranding(org({ colors: { primary, page_background: '#fff' } })),
        undefined,
        String(primary),
      );
    }
    assert.equal(pageBranding(undefined), undefined);
    assert.equal(pageBranding(org(undefined)), undefined);
  });
});

describe('organization branding: the Management API', () => {
  it('takes a logo at https or at http on a loopback host, refuses other http and credentials', async () => {
    await brand({ logo_url: 'http://localhost:4000/logo.svg' });
    assert.equal(
      service().store.data.organizations.find((o) => o.id === ACME)?.branding?.logo_url,
      'http://localhost:4000/logo.svg',
    );
    for (const logo_url of [
      'http://example.com/logo.png',
      'https://user:secret@example.com/logo.png',
      'javascript:alert(1)',
    ]) {
      await expectManagementError(
        await callManagement(service(), `/organizations/${ACME}`, {
          method: 'PATCH',
          scope: 'update:organizations',
          body: { branding: { logo_url } },
        }),
        400,
        'invalid_body',
        /logo_url must be an https URL/,
      );
    }
  });
});

describe('organization branding on the hosted pages', () => {
  it('the log-in page of a request with the organization shows its logo and colour; CSP allows the style', async () => {
    await brand({
      logo_url: 'https://cdn.example.com/acme.png?v="><script>alert(1)</script>',
      colors: { primary: '#0a7d3b', page_background: '#ffffff' },
    });
    const { html, csp } = await hostedPage({ organization: ACME });
    assert.match(
      html,
      /<img class="org-logo" src="https:\/\/cdn\.example\.com\/acme\.png\?v=[^"<>]*" alt="" \/>/,
    );
    assert.equal(html.includes('<script>alert(1)'), false, 'the URL is escaped');
    assert.ok(html.includes(`<style>${GREEN}</style>`));
    assert.ok(directive(csp, 'style-src').includes(sha256Source(GREEN)));
    assert.deepEqual(directive(csp, 'img-src'), ["'self'", 'data:', 'https:']);

    const plain = await hostedPage({});
    assert.equal(plain.html.includes('class="org-logo"'), false, 'no organization, no branding');
    assert.equal(plain.html.includes(GREEN), false);
    assert.equal(directive(plain.csp, 'style-src').length, 1);
  });

  it('the invitee’s sign-up and the invitation error page are branded too', async () => {
    await brand({
      logo_url: 'https://cdn.example.com/acme.png',
      colors: { primary: '#0a7d3b', page_background: '#fff' },
    });
    const invitation = await inviteByManagement(service(), ACME, uniqueEmail('branded'));
    const signup = await hostedPage({ organization: ACME, invitation: invitation.ticket_id });
    assert.match(signup.html, /<h1>Join Acme Inc\.<\/h1>/);
    assert.ok(signup.html.includes('<img class="org-logo" src="https://cdn.example.com/acme.png"'));
    assert.ok(directive(signup.csp, 'style-src').includes(sha256Source(GREEN)));
    const spent = await hostedPage({ organization: ACME, invitation: 'no-such-ticket' });
    assert.match(spent.html, /Invitation not accepted/);
    assert.ok(spent.html.includes('<img class="org-logo" src="https://cdn.example.com/acme.png"'));
    assert.ok(spent.html.includes(`<style>${GREEN}</style>`));
    assert.ok(directive(spent.csp, 'style-src').includes(sha256Source(GREEN)));
  });

  it('bad values in the tenant’s data are left out; a loopback http logo adds only its origin to img-src', async () => {
    const acme = service().store.data.organizations.find((o) => o.id === ACME)!;
    acme.branding = {
      logo_url: 'javascript:alert(1)',
      colors: { primary: '#000; } * { display: none', page_background: '#fff' },
    };
    const bad = await hostedPage({ organization: ACME });
    assert.equal(bad.html.includes('class="org-logo"'), false);
    assert.equal(bad.html.includes('* { display: none'), false);
    assert.equal(directive(bad.csp, 'style-src').length, 1);

    acme.branding = { logo_url: 'http://127.0.0.1:4000/logo.svg' };
    const local = await hostedPage({ organization: ACME });
    assert.ok(local.html.includes('<img class="org-logo" src="http://127.0.0.1:4000/logo.svg"'));
    assert.deepEqual(directive(local.csp, 'img-src'), ["'self'", 'data:', 'https:', 'http://127.0.0.1:4000']);
  });
});
