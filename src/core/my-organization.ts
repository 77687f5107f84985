// MyOrganization: the client for the identity service's My Organization API (`{origin}/my-org`), which an
// organization's own admins use from the browser: created from the tenant's domain and an access token for the
// audience `{origin}/my-org/` bound to the organization (a log-in with `organization`; the token's `org_id` names
// it, and only that organization is visible). The details (read, update the display name and branding), the
// members (a page at a time, one, removal), their roles (read, add, remove), the roles, and the member
// invitations (a page, several invitees at once with roles, one, revoke); scopes `read|create|update|
// delete:my_org:*`. Each method checks its arguments at once (a TypeError) and loads the requests
// (./lib/my-organization-api.ts) on first use; every one returns a Promise, or calls a node-style callback
// given as its last argument. The service's problem documents become AuthErrors (their `type` as `error`,
// `detail` as the description; `forbidden` is `access_denied`, `conflict` a `request_error`).
import type { Callback } from './types.js';
import { answer, bearerApi } from './lib/bearer-api.js';
import type { BearerApi, BearerInit, BearerOptions } from './lib/bearer-api.js';
import { bindMethods } from './lib/callback.js';
import type * as Api from './lib/my-organization-api.js';
import { loaded } from './lib/loaded.js';
import { checkOptions, isPlainObject, optionalString, requiredString } from './lib/validate.js';

/** The My Organization API's requests, at a MyOrganization's first call (see ./lib/on-demand.ts). */
const loadMyOrganizationApi = (): Promise<typeof Api> =>
  loaded(import('./lib/my-organization-api.js'), 'the My Organization API');

/** Options of `new MyOrganization(options)`. */
export interface MyOrganizationOptions extends BearerOptions {
  /** An access token for the audience `{origin}/my-org/`, bound to the organization (`org_id`). */
  token: string;
}

/** An organization's branding: its logo and colours. */
export interface OrganizationBranding {
  logo_url?: string;
  colors?: { primary?: string; page_background?: string };
}

/** The organization, as the My Organization API shows it. */
export interface OrganizationDetails {
  id: string;
  name: string;
  display_name?: string;
  branding?: OrganizationBranding;
  [field: string]: unknown;
}

/** What `updateDetails` changes (each left out stays as it is). */
export interface OrganizationDetailsUpdate {
  displayName?: string;
  branding?: OrganizationBranding;
}

/** A role (the tenant's roles; a member's roles name some of them). */
export interface OrganizationRole {
  id: string;
  name: string;
  description?: string;
}

/** A member of the organization. */
export interface OrganizationMember {
  user_id: string;
  email?: string;
  name: string;
  picture?: string;
  roles: Pick<OrganizationRole, 'id' | 'name'>[];
  [field: string]: unknown;
}

/** An invitation to join the organization (its link goes to the application's login route). */
export interface OrganizationInvitation {
  id: string;
  inviter: { name: string };
  invitee: { email: string };
  invitation_url: string;
  roles: string[];
  created_at: string;
  expires_at: string;
  [field: string]: unknown;
}

/** A page of a list: `take` (1 to 100, default 50) from `from` (the `next` of the page before). */
export interface PageOptions {
  from?: string;
  take?: number;
}

/** A page of members; `next` is there when more follow (pass it as `from`). */
export interface MembersPage {
  members: OrganizationMember[];
  next?: string;
}

/** A page of pending invitations; `next` is there when more follow. */
export interface InvitationsPage {
  invitations: OrganizationInvitation[];
  next?: string;
}

/** Who to invite: each invitee's e-mail and, optionally, the roles they get on joining. */
export interface CreateInvitationsOptions {
  invitees: { email: string; roles?: string[] }[];
  /** The inviter's name the e-mail shows (default: the signed-in member's name). */
  inviterName?: string;
  /** Seconds until the invitations expire (default 7 days). */
  ttlSec?: number;
}

/** `/{segment}/{id}`: the id percent-encoded (`auth0|123` stays one path segment). */
function segment(base: string, id: unknown, name: string): string {
  return `${base}/${encodeURIComponent(requiredString(id, name))}`;
}

/** A non-empty list of non-empty strings (a TypeError naming it otherwise). */
function stringList(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.length || !value.every((item) => typeof item === 'string' && item)) {
    throw new TypeError(`"${name}" must be a non-empty array of strings`);
  }
  return value as string[];
}

/** `?from=&take=` of a page (a TypeError for a bad value). */
function pageQuery(options: unknown, method: string): string {
  const raw = checkOptions(options ?? {}, method);
  const from = optionalString(raw['from'], 'from');
  const take = raw['take'];
  if (take !== undefined && (typeof take !== 'number' || !Number.isInteger(take) || take < 1 || take > 100)) {
    throw new TypeError('"take" option must be an integer from 1 to 100');
  }
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (take !== undefined) query.set('take', String(take));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** `[options, callback]` of a method whose options may be left out. */
function optionsAndCallback<O, T>(
  optionsOrCallback: O | Callback<T> | undefined,
  callback: Callback<T> | undefined,
): [O | undefined, Callback<T> | undefined] {
  return typeof optionsOrCallback === 'function'
    ? [undefined, optionsOrCallback as Callback<T>]
    : [optionsOrCallback, callback];
}

export class MyOrganization {
  readonly #api: BearerApi;

  /** Throws a TypeError when an option is missing or mistyped. */
  constructor(options: MyOrganizationOptions) {
    this.#api = bearerApi(options, 'MyOrganization', '/my-org');
    bindMethods(this, MyOrganization.prototype);
  }

  /** GET /my-org/details: the organization (read:my_org:details). */
  getDetails(): Promise<OrganizationDetails>;
  getDetails(callback: Callback<OrganizationDetails>): void;
  getDetails(callback?: Callback<OrganizationDetails>): Promise<OrganizationDetails> | void {
    return this.#send({ method: 'GET' }, '/details', callback);
  }

  /** PATCH /my-org/details `{display_name?, branding?}`: resolves with the organization (update:my_org:details). */
  updateDetails(update: OrganizationDetailsUpdate): Promise<OrganizationDetails>;
  updateDetails(update: OrganizationDetailsUpdate, callback: Callback<OrganizationDetails>): void;
  updateDetails(
    update: OrganizationDetailsUpdate,
    callback?: Callback<OrganizationDetails>,
  ): Promise<OrganizationDetails> | void {
    const raw = checkOptions(update, 'updateDetails');
    const displayName = optionalString(raw['displayName'], 'displayName');
    const branding = raw['branding'];
    if (branding !== undefined && !isPlainObject(branding)) {
      throw new TypeError('"branding" option must be an object');
    }
    if (displayName === undefined && branding === undefined) {
      throw new TypeError('"displayName" or "branding" option is required');
    }
    const body = {
      ...(displayName === undefined ? {} : { display_name: displayName }),
      ...(branding === undefined ? {} : { branding }),
    };
    return this.#send({ method: 'PATCH', body }, '/details', callback);
  }

  /** GET /my-org/members: a page of members with their roles (read:my_org:members). */
  getMembers(options?: PageOptions): Promise<MembersPage>;
  getMembers(callback: Callback<MembersPage>): void;
  getMembers(options: PageOptions | undefined, callback: Callback<MembersPage>): void;
  getMembers(
    optionsOrCallback?: PageOptions | Callback<MembersPage>,
    callback?: Callback<MembersPage>,
  ): Promise<MembersPage> | void {
    const [options, done] = optionsAndCallback(optionsOrCallback, callback);
    const query = pageQuery(options, 'getMembers');
    return this.#run(done, async (api) => {
      const page = await api.send<Partial<MembersPage> | undefined>(
        this.#api,
        { method: 'GET' },
        `/members${query}`,
      );
      return { members: page?.members ?? [], ...(page?.next ? { next: page.next } : {}) };
    });
  }

  /** GET /my-org/members/{user_id}: one member (`not_found` for anyone else). */
  getMember(userId: string): Promise<OrganizationMember>;
  getMember(userId: string, callback: Callback<OrganizationMember>): void;
  getMember(userId: string, callback?: Callback<OrganizationMember>): Promise<OrganizationMember> | void {
    return this.#send({ method: 'GET' }, segment('/members', userId, 'userId'), callback);
  }

  /** POST /my-org/delete-memberships `{members}`: the users leave the organization (delete:my_org:members). */
  removeMembers(userIds: string[]): Promise<void>;
  removeMembers(userIds: string[], callback: Callback<void>): void;
  removeMembers(userIds: string[], callback?: Callback<void>): Promise<void> | void {
    const body = { members: stringList(userIds, 'userIds') };
    return this.#send({ method: 'POST', body }, '/delete-memberships', callback);
  }

  /** GET /my-org/members/{user_id}/roles: the member's roles (read:my_org:member_roles). */
  getMemberRoles(userId: string): Promise<OrganizationRole[]>;
  getMemberRoles(userId: string, callback: Callback<OrganizationRole[]>): void;
  getMemberRoles(
    userId: string,
    callback?: Callback<OrganizationRole[]>,
  ): Promise<OrganizationRole[]> | void {
    const path = `${segment('/members', userId, 'userId')}/roles`;
    return this.#run(callback, (api) => api.list<OrganizationRole>(this.#api, path, 'roles'));
  }

  /** POST /my-org/members/{user_id}/roles `{role_ids}`: gives the member roles (create:my_org:member_roles). */
  addMemberRoles(userId: string, roleIds: string[]): Promise<void>;
  addMemberRoles(userId: string, roleIds: string[], callback: Callback<void>): void;
  addMemberRoles(userId: string, roleIds: string[], callback?: Callback<void>): Promise<void> | void {
    const path = `${segment('/members', userId, 'userId')}/roles`;
    const body = { role_ids: stringList(roleIds, 'roleIds') };
    return this.#send({ method: 'POST', body }, path, callback);
  }

  /** DELETE /my-org/members/{user_id}/roles `{role_ids}`: takes roles away (delete:my_org:member_roles). */
  removeMemberRoles(userId: string, roleIds: string[]): Promise<void>;
  removeMemberRoles(userId: string, roleIds: string[], callback: Callback<void>): void;
  removeMemberRoles(userId: string, roleIds: string[], callback?: Callback<void>): Promise<void> | void {
    const path = `${segment('/members', userId, 'userId')}/roles`;
    const body = { role_ids: stringList(roleIds, 'roleIds') };
    return this.#send({ method: 'DELETE', body }, path, callback);
  }

  /** GET /my-org/roles: the roles a member may be given (read:my_org:roles). */
  getRoles(): Promise<OrganizationRole[]>;
  getRoles(callback: Callback<OrganizationRole[]>): void;
  getRoles(callback?: Callback<OrganizationRole[]>): Promise<OrganizationRole[]> | void {
    return this.#run(callback, (api) => api.list<OrganizationRole>(this.#api, '/roles', 'roles'));
  }

  /** GET /my-org/member-invitations: a page of pending invitations (read:my_org:member_invitations). */
  getInvitations(options?: PageOptions): Promise<InvitationsPage>;
  getInvitations(callback: Callback<InvitationsPage>): void;
  getInvitations(options: PageOptions | undefined, callback: Callback<InvitationsPage>): void;
  getInvitations(
    optionsOrCallback?: PageOptions | Callback<InvitationsPage>,
    callback?: Callback<InvitationsPage>,
  ): Promise<InvitationsPage> | void {
    const [options, done] = optionsAndCallback(optionsOrCallback, callback);
    const query = pageQuery(options, 'getInvitations');
    return this.#run(done, async (api) => {
      const page = await api.send<Partial<InvitationsPage> | undefined>(
        this.#api,
        { method: 'GET' },
        `/member-invitations${query}`,
      );
      return { invitations: page?.invitations ?? [], ...(page?.next ? { next: page.next } : {}) };
    });
  }

  /**
   * POST /my-org/member-invitations `{invitees: [{email, roles?}], inviter?, ttl_sec?}`: one invitation per
   * invitee, each e-mailed with its link (create:my_org:member_invitations). An e-mail that is a member
   * already or has a pending invitation is refused (`error: 'conflict'`), and then none is created.
   */
  createInvitations(options: CreateInvitationsOptions): Promise<OrganizationInvitation[]>;
  createInvitations(options: CreateInvitationsOptions, callback: Callback<OrganizationInvitation[]>): void;
  createInvitations(
    options: CreateInvitationsOptions,
    callback?: Callback<OrganizationInvitation[]>,
  ): Promise<OrganizationInvitation[]> | void {
    const raw = checkOptions(options, 'createInvitations');
    const given = raw['invitees'];
    if (!Array.isArray(given) || !given.length) {
      throw new TypeError('"invitees" option must be a non-empty array');
    }
    const invitees = given.map((invitee: unknown) => {
      const one = checkOptions(invitee, 'an invitee');
      const email = requiredString(one['email'], 'email');
      return one['roles'] === undefined ? { email } : { email, roles: stringList(one['roles'], 'roles') };
    });
    const inviterName = optionalString(raw['inviterName'], 'inviterName');
    const ttl = raw['ttlSec'];
    if (ttl !== undefined && (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 0)) {
      throw new TypeError('"ttlSec" option must be a whole number of seconds');
    }
    const body = {
      invitees,
      ...(inviterName ? { inviter: { name: inviterName } } : {}),
      ...(ttl === undefined ? {} : { ttl_sec: ttl }),
    };
    return this.#send({ method: 'POST', body }, '/member-invitations', callback);
  }

  /** GET /my-org/member-invitations/{id}: one pending invitation (`not_found` once accepted, revoked or expired). */
  getInvitation(id: string): Promise<OrganizationInvitation>;
  getInvitation(id: string, callback: Callback<OrganizationInvitation>): void;
  getInvitation(
    id: string,
    callback?: Callback<OrganizationInvitation>,
  ): Promise<OrganizationInvitation> | void {
    return this.#send({ method: 'GET' }, segment('/member-invitations', id, 'id'), callback);
  }

  /** DELETE /my-org/member-invitations/{id}: its link no longer works (delete:my_org:member_invitations). */
  revokeInvitation(id: string): Promise<void>;
  revokeInvitation(id: string, callback: Callback<void>): void;
  revokeInvitation(id: string, callback?: Callback<void>): Promise<void> | void {
    return this.#send({ method: 'DELETE' }, segment('/member-invitations', id, 'id'), callback);
  }

  /** One request under /my-org, once the callback is checked. */
  #send<T>(
    init: Pick<BearerInit, 'method' | 'body'>,
    path: string,
    callback: Callback<T> | undefined,
  ): Promise<T> | void {
    return this.#run(callback, (api) => api.send<T>(this.#api, init, path));
  }

  /** The callback checked, then `send` with the requests' chunk (./lib/my-organization-api.ts), loaded then. */
  #run<T>(callback: Callback<T> | undefined, send: (api: typeof Api) => Promise<T>): Promise<T> | void {
    return answer(callback, () => loadMyOrganizationApi().then(send));
  }
}
