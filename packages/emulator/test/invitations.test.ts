// Accepting an organization's invitation at /authorize (`invitation` and `organization` from the invitation
// link): the invitee's sign-up with the invited e-mail fixed, or their log-in when the e-mail has an account;
// membership with the invitation's roles, the ticket spent, the e-mail verified; the hosted error page of an
// expired, spent or mismatched invitation; one acceptance of two at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  authorizeUrl,
  CookieJar,
  createUser,
  DEMO_USER_ID,
  hostedLogin,
  inlineCodeAllowed,
  jwtPayload,
  redirectParams,
  TestClock,
  uniqueEmail,
  useTestService,
} from './helpers.js';
import type { CreatedUser } from './helpers.js';
import { callManagement, json } from './management-helpers.js';
import {
  ACME,
  codeFlow,
  createOrganization,
  DEMO,
  exchange,
  inviteByManagement,
  MEMBER_ROLE,
  submitForm,
  updateDemoClient,
} from './organization-helpers.js';

const clock = new TestClock();
const service = useTestService({ now: clock.now });

/** The /authorize parameters the app sends for an invitation link (and the PKCE verifier). */
function invitationFlow(invitationUrl: string, organization?: string) {
  const link = new URL(invitationUrl);
  return codeFlow({
    invitation: link.searchParams.get('invitation') ?? '',
    organization: organization ?? link.searchParams.get('organization') ?? '',
  });
}

async function memberRoles(userId: string, org = ACME): Promise<string[] | undefined> {
  const response = await callManagement(service(), `/organizations/${org}/members/${userId}/roles`, {
    scope: 'read:organization_member_roles',
  });
  if (response.status === 404) return undefined;
  return (await json<{ id: string }[]>(response)).map((role) => role.id);
}

async function invitationGone(org: string, id: string): Promise<boolean> {
  const response = await callManagement(service(), `/organizations/${org}/invitations/${id}`, {
    scope: 'read:organization_invitations',
  });
  await response.body?.cancel();
  return response.status === 404;
}

/** Opens the invitation's /authorize and submits the invitee's sign-up with `password`. */
async function signUpByInvitation(jar: CookieJar, flow: ReturnType<typeof codeFlow>, password: string) {
  const page = await jar.fetch(authorizeUrl(service().url, flow.params));
  assert.equal(page.status, 200);
  const html = await page.text();
  return submitForm(service(), jar, html, '/u/invitation', { password });
}

async function existingUser(): Promise<CreatedUser> {
  return createUser(service().url, { email: uniqueEmail('invitee') });
}

describe('accepting an invitation', () => {
  it('signs a new invitee up with the invited e-mail fixed: member with its roles, ticket spent, e-mail verified', async () => {
    const email = uniqueEmail('newcomer');
    const invitation = await inviteByManagement(service(), ACME, email, { roles: [MEMBER_ROLE] });
    const flow = invitationFlow(invitation.invitation_url);
    const jar = new CookieJar();
    const page = await jar.fetch(authorizeUrl(service().url, flow.params));
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /action="\/u\/invitation"/);
    assert.match(
      html,
      new RegExp(`name="email" type="email" autocomplete="username" readonly value="${email}"`),
    );
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.ok(inlineCodeAllowed(html, csp));
    assert.match(csp, /form-action 'self' http:\/\/localhost:5173/);

    const weak = await submitForm(service(), jar, html, '/u/invitation', { password: 'short' });
    assert.equal(weak.status, 400);
    assert.match(await weak.text(), /role="alert"/);

    const accepted = await submitForm(service(), jar, html, '/u/invitation', {
      password: 'Str0ng-Passw0rd!',
    });
    assert.equal(accepted.status, 303);
    const tokens = await exchange(service(), accepted, flow.verifier);
    const claims = jwtPayload(tokens.id_token);
    assert.equal(claims.org_id, ACME);
    assert.equal(claims.email, email);
    assert.equal(claims.email_verified, true);
    assert.deepEqual(await memberRoles(String(claims.sub)), [MEMBER_ROLE]);
    assert.ok(await invitationGone(ACME, invitation.id));
  });

  it('shows the log-in with the e-mail fixed when it has an account; a second use of the link is refused', async () => {
    const user = await existingUser();
    const invitation = await inviteByManagement(service(), ACME, user.email.toUpperCase());
    const flow = invitationFlow(invitation.invitation_url);
    const jar = new CookieJar();
    const page = await (await jar.fetch(authorizeUrl(service().url, flow.params))).text();
    assert.match(page, /action="\/u\/login"/);
    assert.match(page, /readonly/);
    const response = await hostedLogin(service(), jar, flow.params, {
      username: user.email,
      password: user.password,
    });
    const tokens = await exchange(service(), response, flow.verifier);
    assert.equal(jwtPayload(tokens.id_token).org_id, ACME);
    assert.deepEqual(await memberRoles(user.userId), []);

    const again = await new CookieJar().fetch(
      authorizeUrl(service().url, invitationFlow(invitation.invitation_url).params),
    );
    assert.equal(again.status, 400);
    const text = await again.text();
    assert.match(text, /used already/);
    const login = /href="(\/authorize\?[^"]+)"/.exec(text)?.[1]?.replace(/&amp;/g, '&') ?? '';
    assert.ok(login, 'a link to a normal log-in');
    assert.equal(new URL(login, service().url).searchParams.get('invitation'), null);
  });

  it('an expired invitation gets the hosted error page', async () => {
    const invitation = await inviteByManagement(service(), ACME, uniqueEmail('late'), { ttl_sec: 60 });
    clock.advance(61_000);
    const page = await new CookieJar().fetch(
      authorizeUrl(service().url, invitationFlow(invitation.invitation_url).params),
    );
    assert.equal(page.status, 400);
    assert.match(await page.text(), /expired/);
  });

  it('an invitation for another organization or another e-mail is not accepted', async () => {
    const other = await createOrganization(service(), 'umbrella');
    const invitation = await inviteByManagement(service(), ACME, uniqueEmail('someone'));
    const wrongOrg = await new CookieJar().fetch(
      authorizeUrl(service().url, invitationFlow(invitation.invitation_url, other).params),
    );
    assert.equal(wrongOrg.status, 400);
    assert.match(await wrongOrg.text(), /another organization/);

    // The demo user is a member of acme already: another organization's invitation is for someone else.
    const forOther = await inviteByManagement(service(), other, uniqueEmail('else'));
    const flow = invitationFlow(forOther.invitation_url);
    const jar = new CookieJar();
    const page = await (await jar.fetch(authorizeUrl(service().url, flow.params))).text();
    const response = await submitForm(service(), jar, page, '/u/login', {
      connection: 'Username-Password-Authentication',
      username: DEMO.username,
      password: DEMO.password,
    });
    assert.equal(response.status, 400);
    assert.match(await response.text(), /another e-mail address/);
    assert.equal(await memberRoles(DEMO_USER_ID, other), undefined);
    assert.equal(await invitationGone(other, forOther.id), false);
  });

  it('of two acceptances of one invitation at once, one makes the membership and the other is refused', async () => {
    const user = await existingUser();
    const invitation = await inviteByManagement(service(), ACME, user.email, { roles: [MEMBER_ROLE] });
    const attempts = await Promise.all(
      [new CookieJar(), new CookieJar()].map((jar) =>
        hostedLogin(service(), jar, invitationFlow(invitation.invitation_url).params, {
          username: user.email,
          password: user.password,
        }),
      ),
    );
    assert.deepEqual(attempts.map((response) => response.status).sort(), [303, 400]);
    assert.deepEqual(await memberRoles(user.userId), [MEMBER_ROLE]);
    const members = await json<{ user_id: string }[]>(
      await callManagement(service(), `/organizations/${ACME}/members`, {
        scope: 'read:organization_members',
      }),
    );
    assert.equal(members.filter((member) => member.user_id === user.userId).length, 1);
  });

  it('of two sign-ups by one invitation at once, one creates the member and the other is refused', async () => {
    const invitation = await inviteByManagement(service(), ACME, uniqueEmail('twice'));
    const attempts = await Promise.all(
      [new CookieJar(), new CookieJar()].map((jar) =>
        signUpByInvitation(jar, invitationFlow(invitation.invitation_url), 'Str0ng-Passw0rd!'),
      ),
    );
    assert.deepEqual(attempts.map((response) => response.status).sort(), [303, 400]);
    assert.ok(await invitationGone(ACME, invitation.id));
  });

  it('refuses an invitation without an organization, for a client that denies organizations, and silently', async () => {
    const invitation = await inviteByManagement(service(), ACME, uniqueEmail('x'));
    const ticket = new URL(invitation.invitation_url).searchParams.get('invitation') ?? '';
    const bare = await fetch(authorizeUrl(service().url, codeFlow({ invitation: ticket }).params), {
      redirect: 'manual',
    });
    assert.equal(redirectParams(bare).get('error'), 'invalid_request');
    const silent = await fetch(
      authorizeUrl(service().url, invitationFlow(invitation.invitation_url).params) + '&prompt=none',
      { redirect: 'manual' },
    );
    assert.equal(redirectParams(silent).get('error'), 'login_required');
    await updateDemoClient(service(), { organization_usage: 'deny' });
    const denied = await fetch(
      authorizeUrl(service().url, invitationFlow(invitation.invitation_url).params),
      {
        redirect: 'manual',
      },
    );
    assert.equal(redirectParams(denied).get('error'), 'invalid_request');
  });

  it('the sign-up form refuses a post from another site (the hosted forms’ CSRF check)', async () => {
    const response = await fetch(`${service().url}/u/invitation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ authorize: 'client_id=x', password: 'x' }),
    });
    assert.equal(response.status, 403);
  });
});
