// Management API: invitations to join an organization.
//   POST   /api/v2/organizations/:id/invitations       create:organization_invitations → 201; the link is the
//                                                     client's initiate_login_uri with the ticket; the invitee
//                                                     gets an e-mail (dev inbox) unless send_invitation_email
//                                                     is false
//   GET    /api/v2/organizations/:id/invitations       read:organization_invitations (newest first, paged)
//   GET    /api/v2/organizations/:id/invitations/:inv  read:organization_invitations
//   DELETE /api/v2/organizations/:id/invitations/:inv  delete:organization_invitations → 204
// Expired invitations are gone (organizations.ts prunes them).
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import {
  createInvitation,
  deleteInvitation,
  INVITATION_TTL,
  invitationLive,
  invitationMessage,
} from '../organizations.js';
import type { Invitation, Organization } from '../organizations.js';
import { isEmailAddress } from '../users.js';
import { param, withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import {
  optionalBoolean,
  optionalObject,
  optionalText,
  payloadError,
  readManagementBody,
  requiredText,
  stringList,
} from '../lib/management-body.js';
import { invalidBody, ManagementError } from '../lib/management-errors.js';
import {
  jsonCopy,
  requireConnection,
  requireOrganization,
  requireRoles,
} from '../lib/management-organization-view.js';
import { pageOf } from '../lib/management-paging.js';

const INVITATION_FIELDS = [
  'inviter',
  'invitee',
  'client_id',
  'connection_id',
  'ttl_sec',
  'roles',
  'send_invitation_email',
  'app_metadata',
  'user_metadata',
];

function liveInvitations(ctx: ServiceContext, org: Organization): Invitation[] {
  const now = ctx.now();
  return ctx.store.data.invitations.filter(
    (inv) => inv.organization_id === org.id && invitationLive(inv, now),
  );
}

function requireInvitation(ctx: ServiceContext, org: Organization, id: string): Invitation {
  const invitation = liveInvitations(ctx, org).find((candidate) => candidate.id === id);
  if (!invitation) throw new ManagementError(404, 'inexistent_invitation', 'The invitation does not exist');
  return invitation;
}

function ttlOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > INVITATION_TTL.max) {
    throw payloadError(`'ttl_sec must be an integer from 0 to ${INVITATION_TTL.max}' on property ttl_sec.`);
  }
  return value;
}

async function invite(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['create:organization_invitations']);
  const body = await readManagementBody(c, INVITATION_FIELDS);
  const ctx = c.var.ctx;
  const org = requireOrganization(ctx, param(c, 'id'));
  const inviter = optionalObject(body, 'inviter');
  const invitee = optionalObject(body, 'invitee');
  if (!inviter) throw payloadError("'Missing required property: inviter'.");
  if (!invitee) throw payloadError("'Missing required property: invitee'.");
  const inviterName = requiredText(inviter, 'name', { max: 300 });
  const email = requiredText(invitee, 'email', { max: 320 }).trim();
  if (!isEmailAddress(email))
    throw payloadError("'Object didn't pass validation for format email' on property invitee.email.");
  const clientId = requiredText(body, 'client_id');
  const connectionId = optionalText(body, 'connection_id');
  const ttl = ttlOf(body['ttl_sec']);
  const roles = stringList(body, 'roles', 0) ?? [];
  const send = optionalBoolean(body, 'send_invitation_email') ?? true;
  const appMetadata = optionalObject(body, 'app_metadata');
  const userMetadata = optionalObject(body, 'user_metadata');
  const client = ctx.store.data.clients.find((candidate) => candidate.client_id === clientId);
  if (!client) throw new ManagementError(404, 'inexistent_client', 'The client does not exist');
  const loginUri = client.initiate_login_uri;
  if (!loginUri) {
    throw invalidBody(
      'The application has no login route (initiate_login_uri); one is required to create an invitation link.',
    );
  }
  if (connectionId !== undefined) requireConnection(ctx, connectionId);
  requireRoles(ctx, roles);
  const invitation = createInvitation(ctx.store.data, {
    organization: org,
    client: { ...client, initiate_login_uri: loginUri },
    inviter: { name: inviterName },
    invitee: { email },
    ...(connectionId !== undefined ? { connection_id: connectionId } : {}),
    roles,
    ...(ttl !== undefined ? { ttl_sec: ttl } : {}),
    ...(appMetadata ? { app_metadata: appMetadata } : {}),
    ...(userMetadata ? { user_metadata: userMetadata } : {}),
    now: ctx.now(),
  });
  if (send) await ctx.sendMessage(invitationMessage(invitation, org));
  return c.json(jsonCopy(invitation), 201);
}

/** Mounted at `/api/v2/organizations` (through management.ts). */
export const managementOrganizationInvitations = new Hono<Env>()
  .post('/:id/invitations', withCaller(invite))
  .get(
    '/:id/invitations',
    withCaller((c, caller) => {
      caller.requireAny(['read:organization_invitations']);
      const org = requireOrganization(c.var.ctx, param(c, 'id'));
      const invitations = liveInvitations(c.var.ctx, org).reverse();
      invitations.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
      return c.json(pageOf(c, invitations, (inv) => jsonCopy(inv), { name: 'invitations' }));
    }),
  )
  .get(
    '/:id/invitations/:invitation',
    withCaller((c, caller) => {
      caller.requireAny(['read:organization_invitations']);
      const org = requireOrganization(c.var.ctx, param(c, 'id'));
      return c.json(jsonCopy(requireInvitation(c.var.ctx, org, param(c, 'invitation'))));
    }),
  )
  .delete(
    '/:id/invitations/:invitation',
    withCaller((c, caller) => {
      caller.requireAny(['delete:organization_invitations']);
      const org = requireOrganization(c.var.ctx, param(c, 'id'));
      deleteInvitation(c.var.ctx.store.data, requireInvitation(c.var.ctx, org, param(c, 'invitation')).id);
      return c.body(null, 204);
    }),
  );
