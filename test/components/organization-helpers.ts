// Organizations for the element tests, made through the local service's Management API with the seeded
// admin's token: a new organization with the database connection and members, and invitations to it.
import { WebAuth } from '../../src/core/index.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';
import { CLIENT_ID, REALM, testEnv } from '../browser-helpers.js';
import { DEMO_USER, managementClient } from '../core/service-helpers.js';

type Management = ReturnType<typeof managementClient>;

let management: Promise<Management> | undefined;

/** Management API requests as the seeded admin (organizations, members, connections, invitations). */
export function adminManagement(): Promise<Management> {
  management ??= (async () => {
    const { serviceUrl } = await testEnv();
    const { access_token: token } = await new WebAuth({
      domain: serviceUrl,
      clientID: CLIENT_ID,
    }).client.oauthToken({
      grantType: PASSWORD_REALM_GRANT,
      username: DEMO_USER.email,
      password: DEMO_USER.password,
      realm: REALM,
      audience: `${serviceUrl}/api/v2/`,
      scope:
        'create:organizations create:organization_members create:organization_connections read:connections create:organization_invitations create:organization_member_roles',
    });
    return managementClient(serviceUrl, token!);
  })();
  return management;
}

/** A test organization as created. */
export interface TestOrganization {
  id: string;
  name: string;
  display_name?: string;
}

/** A new organization with the database connection enabled and `members` (user ids). */
export async function newOrganization(
  members: string[] = [],
  extra: { display_name?: string; branding?: { logo_url: string } } = {},
): Promise<TestOrganization> {
  const api = await adminManagement();
  const name = `org-${crypto.randomUUID().slice(0, 8)}`;
  const created = (await api('/organizations', {
    method: 'POST',
    body: { name, ...extra },
  })) as TestOrganization;
  const connections = (await api('/connections')) as { id: string; name: string }[];
  await api(`/organizations/${created.id}/enabled_connections`, {
    method: 'POST',
    body: { connection_id: connections.find((c) => c.name === REALM)!.id },
  });
  if (members.length)
    await api(`/organizations/${created.id}/members`, { method: 'POST', body: { members } });
  return created;
}

/** An invitation to `organization` for `email`: its link (on the client's login URI) and ticket. */
export async function invite(
  organization: string,
  email: string,
  ttlSec?: number,
): Promise<{ invitation_url: string; ticket_id: string }> {
  const api = await adminManagement();
  return (await api(`/organizations/${organization}/invitations`, {
    method: 'POST',
    body: {
      inviter: { name: 'Test Admin' },
      invitee: { email },
      client_id: CLIENT_ID,
      send_invitation_email: false,
      ...(ttlSec !== undefined ? { ttl_sec: ttlSec } : {}),
    },
  })) as { invitation_url: string; ticket_id: string };
}
