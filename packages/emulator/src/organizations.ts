// Organizations (the real service's B2B model): an organization, its enabled connections, its members (each
// with organization roles, roles.ts) and the invitations to join it. The records and the rules that read and
// change them, with no HTTP: the Management API (routes/management-organizations*.ts) and the login flows
// build on these functions. Every change here is synchronous, so a check and the write it guards cannot be
// interleaved with another request's (two adds of one member make one membership; two creates of one name,
// one organization).
import { createHash, randomBytes } from 'node:crypto';
import type { Client, TenantData } from './tenant.js';

export interface OrganizationBranding {
  logo_url?: string;
  colors?: { primary: string; page_background: string };
}

/** A connection members of an organization may log in with. */
export interface EnabledConnection {
  connection_id: string;
  /** Users who log in through the organization with this connection become members. */
  assign_membership_on_login: boolean;
  /** Sign-up through the organization is offered on this (database) connection. */
  is_signup_enabled: boolean;
  /** The organization's login page shows the connection as a button. */
  show_as_button: boolean;
}

export interface Organization {
  /** `org_` and 16 characters. */
  id: string;
  /** Unique, lower case, 1-50 characters of `a-z 0-9 _ -` starting with a letter or digit. */
  name: string;
  display_name?: string;
  branding?: OrganizationBranding;
  /** Up to 25 string values. */
  metadata?: Record<string, string>;
  enabled_connections: EnabledConnection[];
  created_at: string;
}

/** A user's membership of an organization, with the roles (role ids) it holds there. */
export interface OrganizationMember {
  /** `{organization_id}:{user_id}`: one membership per organization and user. */
  id: string;
  organization_id: string;
  user_id: string;
  roles: string[];
  created_at: string;
}

/**
 * An invitation to join an organization, sent to an e-mail address. Its `ticket_id` is what the invitation
 * link carries to /authorize (`invitation`); accepting it makes the invitee a member with `roles`.
 */
export interface Invitation {
  /** `uinv_` and 16 characters. */
  id: string;
  organization_id: string;
  inviter: { name: string };
  invitee: { email: string };
  client_id: string;
  connection_id?: string;
  roles: string[];
  ticket_id: string;
  invitation_url: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  created_at: string;
  expires_at: string;
}

export const ORGANIZATION_NAME = /^[a-z0-9][a-z0-9_-]{0,49}$/;
/** The lifetime of an invitation when `ttl_sec` is not given (or 0), and the longest one allowed. */
export const INVITATION_TTL = { default: 7 * 24 * 3600, max: 30 * 24 * 3600 } as const;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` and 16 random letters and digits, the real service's id shape (`org_`, `uinv_`, `rol_`, `con_`). */
export function newId(prefix: string): string {
  const bytes = randomBytes(16);
  return prefix + [...bytes].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/** A connection's id derived from its name: seeded and migrated connections keep one id across resets. */
export function connectionIdFor(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  return `con_${[...digest.subarray(0, 16)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;
}

export function findOrganization(data: TenantData, id: string): Organization | undefined {
  return data.organizations.find((org) => org.id === id);
}

/** By name, compared lower-cased (names are stored lower case). */
export function organizationByName(data: TenantData, name: string): Organization | undefined {
  const lower = name.toLowerCase();
  return data.organizations.find((org) => org.name === lower);
}

/** The organization an `organization` parameter names: an id (`org_...`) or a name. */
export function organizationByIdOrName(data: TenantData, value: string): Organization | undefined {
  return value.startsWith('org_') ? findOrganization(data, value) : organizationByName(data, value);
}

function membershipId(organizationId: string, userId: string): string {
  return `${organizationId}:${userId}`;
}

export function membership(
  data: TenantData,
  organizationId: string,
  userId: string,
): OrganizationMember | undefined {
  const id = membershipId(organizationId, userId);
  return data.organization_members.find((member) => member.id === id);
}

/** An organization's memberships, oldest first. */
export function membersOf(data: TenantData, organizationId: string): OrganizationMember[] {
  return data.organization_members.filter((member) => member.organization_id === organizationId);
}

/** The organizations `userId` belongs to. */
export function organizationsOf(data: TenantData, userId: string): Organization[] {
  const ids = new Set(
    data.organization_members.filter((member) => member.user_id === userId).map((m) => m.organization_id),
  );
  return data.organizations.filter((org) => ids.has(org.id));
}

/** Makes each user a member (those already members stay as they are); returns the memberships. */
export function addMembers(
  data: TenantData,
  organizationId: string,
  userIds: readonly string[],
  createdAt: string,
  roles: readonly string[] = [],
): OrganizationMember[] {
  return userIds.map((userId) => {
    const existing = membership(data, organizationId, userId);
    if (existing) return existing;
    const member: OrganizationMember = {
      id: membershipId(organizationId, userId),
      organization_id: organizationId,
      user_id: userId,
      roles: [...new Set(roles)],
      created_at: createdAt,
    };
    data.organization_members.push(member);
    return member;
  });
}

export function removeMembers(data: TenantData, organizationId: string, userIds: readonly string[]): void {
  const ids = new Set(userIds.map((userId) => membershipId(organizationId, userId)));
  if (data.organization_members.some((member) => ids.has(member.id))) {
    data.organization_members = data.organization_members.filter((member) => !ids.has(member.id));
  }
}

/** Removes an organization with its memberships and invitations. */
export function deleteOrganization(data: TenantData, organizationId: string): void {
  data.organizations = data.organizations.filter((org) => org.id !== organizationId);
  if (data.organization_members.some((member) => member.organization_id === organizationId)) {
    data.organization_members = data.organization_members.filter(
      (member) => member.organization_id !== organizationId,
    );
  }
  if (data.invitations.some((invitation) => invitation.organization_id === organizationId)) {
    data.invitations = data.invitations.filter((invitation) => invitation.organization_id !== organizationId);
  }
}

/** A user who is gone (deleted, or linked into another user) leaves every organization. */
export function removeUserMemberships(data: TenantData, userId: string): void {
  if (data.organization_members.some((member) => member.user_id === userId)) {
    data.organization_members = data.organization_members.filter((member) => member.user_id !== userId);
  }
}

/** A connection that is gone is no longer enabled for any organization. */
export function disableConnectionEverywhere(data: TenantData, connectionId: string): void {
  for (const org of data.organizations) {
    if (org.enabled_connections.some((enabled) => enabled.connection_id === connectionId)) {
      org.enabled_connections = org.enabled_connections.filter((e) => e.connection_id !== connectionId);
    }
  }
}

/** The invitation link: the application's login route with the ticket and the organization. */
export function invitationUrl(
  loginUri: string,
  ticketId: string,
  organization: Pick<Organization, 'id' | 'name'>,
): string {
  const url = new URL(loginUri);
  url.searchParams.set('invitation', ticketId);
  url.searchParams.set('organization', organization.id);
  url.searchParams.set('organization_name', organization.name);
  return url.href;
}

interface NewInvitation {
  organization: Organization;
  /** The client the invitee is sent to; it must have an `initiate_login_uri`. */
  client: Client & { initiate_login_uri: string };
  inviter: { name: string };
  invitee: { email: string };
  connection_id?: string;
  roles?: readonly string[];
  /** Seconds; 0 or none means INVITATION_TTL.default. */
  ttl_sec?: number;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  /** Seconds since the epoch. */
  now: number;
}

/** A new invitation, stored. */
export function createInvitation(data: TenantData, input: NewInvitation): Invitation {
  const ticketId = randomBytes(24).toString('base64url');
  const ttl = input.ttl_sec || INVITATION_TTL.default;
  const invitation: Invitation = {
    id: newId('uinv_'),
    organization_id: input.organization.id,
    inviter: { name: input.inviter.name },
    invitee: { email: input.invitee.email.toLowerCase() },
    client_id: input.client.client_id,
    ...(input.connection_id ? { connection_id: input.connection_id } : {}),
    roles: [...new Set(input.roles ?? [])],
    ticket_id: ticketId,
    invitation_url: invitationUrl(input.client.initiate_login_uri, ticketId, input.organization),
    ...(input.app_metadata ? { app_metadata: input.app_metadata } : {}),
    ...(input.user_metadata ? { user_metadata: input.user_metadata } : {}),
    created_at: new Date(input.now * 1000).toISOString(),
    expires_at: new Date((input.now + ttl) * 1000).toISOString(),
  };
  data.invitations.push(invitation);
  return invitation;
}

export function invitationLive(invitation: Invitation, now: number): boolean {
  return Date.parse(invitation.expires_at) > now * 1000;
}

/** The live invitation a ticket (the link's `invitation`) names, if any. */
export function invitationByTicket(data: TenantData, ticketId: string, now: number): Invitation | undefined {
  return data.invitations.find((inv) => inv.ticket_id === ticketId && invitationLive(inv, now));
}

/** Drops expired invitations (sessions.ts's pruning calls it). */
export function pruneInvitations(data: TenantData, now: number): void {
  if (!data.invitations.every((invitation) => invitationLive(invitation, now))) {
    data.invitations = data.invitations.filter((invitation) => invitationLive(invitation, now));
  }
}

/** Removes an invitation (revoked, or spent by its acceptance). */
export function deleteInvitation(data: TenantData, invitationId: string): void {
  data.invitations = data.invitations.filter((invitation) => invitation.id !== invitationId);
}
