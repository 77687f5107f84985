// Organizations (the real service's B2B model): an organization, its enabled connections, its members (each
// with organization roles, roles.ts) and the invitations to join it. The records and the rules that read and
// change them, with no HTTP: the Management API (routes/management-organizations*.ts) and the login flows
// build on these functions: logging in to an organization (`admitToOrganization`, `organizationClaims`) and
// accepting an invitation (`acceptInvitation`). Every change here is synchronous, so a check and the write it guards cannot be
// interleaved with another request's (two adds of one member make one membership; two creates of one name,
// one organization).
import { createHash, randomBytes } from 'node:crypto';
import { MessageKind } from './tenant.js';
import type { Client, Message, TenantData, User } from './tenant.js';

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

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A logo's URL as branding takes it: https, or http on a loopback host (this service runs locally, so a
 * developer's own asset server is one), no credentials in it; else undefined.
 */
export function logoUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.length > 2048 || /\s/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && LOOPBACK.includes(url.hostname) ? url : undefined;
}

/** A colour as the branding APIs take it: `#` and 3 or 6 hex digits, nothing else. */
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * An organization's branding from a request body's `branding` (the Management and My Organization APIs): a
 * `logo_url` (https, or http on a loopback host) and `colors` `{primary, page_background}` (hex); else what is wrong with it.
 */
export function parseBranding(
  value: Record<string, unknown>,
): { ok: true; branding: OrganizationBranding } | { ok: false; message: string } {
  const extra = Object.keys(value).filter((key) => key !== 'logo_url' && key !== 'colors');
  if (extra.length) return { ok: false, message: `Additional properties not allowed: ${extra.join(',')}` };
  const branding: OrganizationBranding = {};
  const logo = value['logo_url'];
  if (logo !== undefined) {
    if (typeof logo !== 'string' || !logoUrl(logo)) {
      return { ok: false, message: 'logo_url must be an https URL' };
    }
    branding.logo_url = logo;
  }
  const colors = value['colors'];
  if (colors !== undefined) {
    const { primary, page_background: background, ...others } = (colors ?? {}) as Record<string, unknown>;
    if (
      typeof colors !== 'object' ||
      Object.keys(others).length ||
      typeof primary !== 'string' ||
      typeof background !== 'string' ||
      !HEX_COLOR.test(primary) ||
      !HEX_COLOR.test(background)
    ) {
      return { ok: false, message: 'colors needs primary and page_background, each a hex color' };
    }
    branding.colors = { primary, page_background: background };
  }
  return { ok: true, branding };
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

/** The e-mail inviting the invitee (to the dev inbox), with the invitation's link. */
export function invitationMessage(
  invitation: Invitation,
  org: Organization,
): Omit<Message, 'id' | 'created_at'> {
  const orgName = org.display_name ?? org.name;
  return {
    to: invitation.invitee.email,
    channel: 'email',
    kind: MessageKind.INVITATION,
    subject: `You have been invited to join ${orgName}`,
    text:
      `${invitation.inviter.name} has invited you to join ${orgName}. ` +
      `Accept the invitation: ${invitation.invitation_url} (valid until ${invitation.expires_at}).`,
    link: invitation.invitation_url,
  };
}

/** Removes an invitation (revoked, or spent by its acceptance). */
export function deleteInvitation(data: TenantData, invitationId: string): void {
  data.invitations = data.invitations.filter((invitation) => invitation.id !== invitationId);
}

/** The claims of a token bound to an organization: `org_id`, and `org_name` where the tenant allows names. */
export function organizationClaims(
  data: TenantData,
  organizationId: string,
): { org_id: string; org_name?: string } | undefined {
  const org = findOrganization(data, organizationId);
  if (!org) return undefined;
  return data.allow_organization_name_in_authentication_api
    ? { org_id: org.id, org_name: org.name }
    : { org_id: org.id };
}

/** The organization's enabled connection of the connection named `connectionName`, if it is enabled. */
export function enabledConnection(
  data: TenantData,
  org: Organization,
  connectionName: string,
): EnabledConnection | undefined {
  const connection = data.connections.find((candidate) => candidate.name === connectionName);
  return org.enabled_connections.find((enabled) => enabled.connection_id === connection?.id);
}

type Admission =
  | { ok: true; member: OrganizationMember }
  | { ok: false; reason: 'connection' | 'member'; description: string };

/**
 * Whether `user`, logged in with the connection named `connectionName`, may have tokens of `org`: the
 * organization has that connection enabled, and the user is a member, or becomes one now when the connection
 * assigns membership on login. Synchronous, so parallel logins make one membership.
 */
export function admitToOrganization(
  data: TenantData,
  org: Organization,
  user: User,
  connectionName: string,
  createdAt: string,
): Admission {
  const enabled = enabledConnection(data, org, connectionName);
  if (!enabled) {
    return {
      ok: false,
      reason: 'connection',
      description: `the connection ${connectionName} is not enabled for the organization ${org.id}`,
    };
  }
  const existing = membership(data, org.id, user.user_id);
  if (existing) return { ok: true, member: existing };
  if (enabled.assign_membership_on_login) {
    return { ok: true, member: addMembers(data, org.id, [user.user_id], createdAt)[0]! };
  }
  return {
    ok: false,
    reason: 'member',
    description: `user ${user.user_id} is not part of the ${org.id} organization`,
  };
}

/** Why an invitation link cannot be used: no such (or a spent) ticket, expired, or for another organization. */
export type InvitationProblem = 'unknown' | 'expired' | 'organization' | 'email';

/** The invitation a ticket names for the organization `organizationId`, or what is wrong with it. */
export function invitationForTicket(
  data: TenantData,
  ticketId: string,
  organizationId: string,
  now: number,
): { ok: true; invitation: Invitation } | { ok: false; problem: InvitationProblem } {
  const invitation = data.invitations.find((candidate) => candidate.ticket_id === ticketId);
  if (!invitation) return { ok: false, problem: 'unknown' };
  if (!invitationLive(invitation, now)) return { ok: false, problem: 'expired' };
  if (invitation.organization_id !== organizationId) return { ok: false, problem: 'organization' };
  return { ok: true, invitation };
}

/**
 * Accepts the invitation `ticketId` to `organizationId` as `user`: it must still be there (a ticket is spent by
 * its first acceptance) and be for the user's e-mail. The ticket is spent, the user becomes a member with the
 * invitation's roles and their e-mail is verified. Synchronous: of two acceptances at once, one wins.
 */
export function acceptInvitation(
  data: TenantData,
  ticketId: string,
  organizationId: string,
  user: User,
  now: number,
): { ok: true; member: OrganizationMember } | { ok: false; problem: InvitationProblem } {
  const found = invitationForTicket(data, ticketId, organizationId, now);
  if (!found.ok) return found;
  const { invitation } = found;
  if (user.email?.toLowerCase() !== invitation.invitee.email) return { ok: false, problem: 'email' };
  deleteInvitation(data, invitation.id);
  const createdAt = new Date(now * 1000).toISOString();
  const [member] = addMembers(data, organizationId, [user.user_id], createdAt, invitation.roles);
  const missing = invitation.roles.filter((id) => !member!.roles.includes(id));
  if (missing.length) member!.roles = [...member!.roles, ...missing];
  user.email_verified = true;
  return { ok: true, member: member! };
}
