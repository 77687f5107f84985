// Organizations of a test's own at the local service, shared by the core's My Organization tests and the
// element's: one created through the Management API (the database connection enabled), its admin a fresh
// user with the seeded admin role and more members with the member role; an org-bound My Organization
// token of a member from an embedded login with `organization` and the My Organization audience.
import { expect } from '@open-wc/testing';
import { MY_ORG_SCOPES as SERVICE_MY_ORG_SCOPES } from '../../packages/emulator/src/system-scopes.js';
import { WebAuth } from '../../src/core/index.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';
import { CLIENT_ID, REALM, testEnv, uniqueEmail } from '../browser-helpers.js';
import { createUser } from '../shared/service.js';
import type { CreatedUser } from '../shared/service.js';
import { callbackUrl, DEMO_USER, landingUrl, managementClient, stubNavigation } from './service-helpers.js';

export const ADMIN_ROLE = 'rol_acme0admin00001';
export const MEMBER_ROLE = 'rol_acme0member0001';
/** Every scope of the My Organization API, as one `scope` value. */
export const MY_ORG_SCOPES = SERVICE_MY_ORG_SCOPES.join(' ');

/** Management API requests (JSON in and out), as the seeded admin. */
export type ManagementRequest = (
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<unknown>;

/** A Management client with the scopes that set up organizations (the seeded admin's). */
export async function organizationManagement(): Promise<ManagementRequest> {
  const env = await testEnv();
  const { access_token: token } = await new WebAuth({
    domain: env.serviceUrl,
    clientID: CLIENT_ID,
  }).client.oauthToken({
    grantType: PASSWORD_REALM_GRANT,
    username: DEMO_USER.email,
    password: DEMO_USER.password,
    realm: REALM,
    audience: `${env.serviceUrl}/api/v2/`,
    scope:
      'create:organizations create:organization_members create:organization_connections ' +
      'create:organization_member_roles read:connections',
  });
  expect(token, 'a Management API token').to.be.a('string');
  return managementClient(env.serviceUrl, token!);
}

export interface TestOrganization {
  id: string;
  name: string;
  admin: CreatedUser;
  members: CreatedUser[];
}

/** A new organization: a fresh admin (the seeded admin role) and `count` more members (member role). */
export async function newOrganization(
  management: ManagementRequest,
  count = 0,
  displayName = 'Before',
): Promise<TestOrganization> {
  const env = await testEnv();
  const name = `org-${crypto.randomUUID().slice(0, 8)}`;
  const { id } = (await management('/organizations', {
    method: 'POST',
    body: { name, display_name: displayName },
  })) as { id: string };
  const connections = (await management('/connections')) as { id: string; name: string }[];
  await management(`/organizations/${id}/enabled_connections`, {
    method: 'POST',
    body: { connection_id: connections.find((c) => c.name === REALM)!.id },
  });
  const admin = await createUser(env.serviceUrl, { email: uniqueEmail('org-admin') });
  const members = await Promise.all(
    Array.from({ length: count }, () => createUser(env.serviceUrl, { email: uniqueEmail('org-member') })),
  );
  const all = [admin, ...members];
  await management(`/organizations/${id}/members`, {
    method: 'POST',
    body: { members: all.map((user) => user.userId) },
  });
  for (const user of all) {
    await management(`/organizations/${id}/members/${encodeURIComponent(user.userId)}/roles`, {
      method: 'POST',
      body: { roles: [user === admin ? ADMIN_ROLE : MEMBER_ROLE] },
    });
  }
  return { id, name, admin, members };
}

/** An org-bound My Organization token of `user` (embedded login with `organization`). */
export async function myOrgToken(
  user: { email: string; password: string },
  organization: string,
): Promise<string> {
  const env = await testEnv();
  const assign = stubNavigation();
  try {
    const webAuth = new WebAuth({
      domain: env.serviceUrl,
      clientID: CLIENT_ID,
      responseType: 'token id_token',
      redirectUri: callbackUrl(env),
    });
    await webAuth.login({
      username: user.email,
      password: user.password,
      realm: REALM,
      organization,
      audience: `${env.serviceUrl}/my-org/`,
      scope: `openid ${MY_ORG_SCOPES}`,
    });
    const landing = await landingUrl(assign.firstCall.args[0]!, callbackUrl(env));
    assign.restore();
    const result = await webAuth.parseHash({ hash: new URL(landing).hash });
    expect(result?.idTokenPayload?.['org_id']).to.equal(organization);
    return result!.accessToken!;
  } finally {
    assign.restore();
  }
}
