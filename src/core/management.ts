// Management: the client for the service's Management API v2 (`{origin}/api/v2`), created from the
// tenant's domain and a Management API access token. Users, user metadata, account linking and
// unlinking, and API permissions. Every method returns a Promise, or calls a node-style callback given
// as its last argument.
import type { Callback } from './types.js';
import { answer, bearerApi } from './lib/bearer-api.js';
import type { BearerApi, BearerInit, BearerOptions } from './lib/bearer-api.js';
import { bindMethods } from './lib/callback.js';
import { checkScopes, checkTokenIssuer, requirePlainObject } from './lib/management-checks.js';
import type { ResourceServerScope } from './lib/permissions.js';
import { requiredString } from './lib/validate.js';

/** Options of `new Management(options)`. */
export interface ManagementOptions extends BearerOptions {
  /**
   * The tenant's own domain (`tenant.example.com`, or an origin such as `http://localhost:4000`), never a
   * custom domain: the Management API works only there.
   */
  domain: string;
  /** An access token for the audience `{origin}/api/v2/`, issued by that same domain. */
  token: string;
}

/** One identity of a user: its own, or a linked one (with the linked account's profile). */
export interface ManagementIdentity {
  provider: string;
  connection: string;
  user_id: string;
  isSocial: boolean;
  /** Profile of a linked (secondary) identity. */
  profileData?: Record<string, unknown>;
  [field: string]: unknown;
}

/** The user object of the Management API. */
export interface ManagementUser {
  /** `<provider>|<id>`, the `sub` of the user's tokens. */
  user_id: string;
  email?: string;
  email_verified?: boolean;
  username?: string;
  name?: string;
  nickname?: string;
  picture?: string;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
  identities: ManagementIdentity[];
  created_at?: string;
  updated_at?: string;
  [field: string]: unknown;
}

/** An API (resource server) of the tenant. */
export interface ResourceServer {
  id: string;
  /** The API's audience, e.g. `https://api.example.com`. */
  identifier: string;
  name: string;
  scopes: ResourceServerScope[];
  [field: string]: unknown;
}

export class Management {
  readonly #api: BearerApi;

  /**
   * Throws a TypeError when an option is missing or mistyped, and when the token was issued by another
   * domain than `domain` (typically a custom domain: see the README, "Management API").
   */
  constructor(options: ManagementOptions) {
    this.#api = bearerApi(options, 'Management', '/api/v2');
    checkTokenIssuer(this.#api.token, this.#api.origin);
    bindMethods(this, Management.prototype);
  }

  /** GET /api/v2/users/{userId}: the user (read:current_user for the token's own user, or read:users). */
  getUser(userId: string): Promise<ManagementUser>;
  getUser(userId: string, callback: Callback<ManagementUser>): void;
  getUser(userId: string, callback?: Callback<ManagementUser>): Promise<ManagementUser> | void {
    const path = userPath(userId);
    return this.#send<ManagementUser>({ method: 'GET' }, path, callback);
  }

  /**
   * PATCH /api/v2/users/{userId} with `{user_metadata}`: keys are overwritten or added, the others kept; a
   * key set to `null` is removed (that needs delete:current_user_metadata with a current-user token).
   */
  patchUserMetadata(userId: string, userMetadata: Record<string, unknown>): Promise<ManagementUser>;
  patchUserMetadata(
    userId: string,
    userMetadata: Record<string, unknown>,
    callback: Callback<ManagementUser>,
  ): void;
  patchUserMetadata(
    userId: string,
    userMetadata: Record<string, unknown>,
    callback?: Callback<ManagementUser>,
  ): Promise<ManagementUser> | void {
    const path = userPath(userId);
    const body = { user_metadata: requirePlainObject(userMetadata, 'userMetadata') };
    return this.#send<ManagementUser>({ method: 'PATCH', body }, path, callback);
  }

  /**
   * PATCH /api/v2/users/{userId} with the attributes as given (`name`, `email`, `blocked`, `app_metadata`,
   * …). Anything but `user_metadata` needs update:users.
   */
  patchUserAttributes(userId: string, attributes: Record<string, unknown>): Promise<ManagementUser>;
  patchUserAttributes(
    userId: string,
    attributes: Record<string, unknown>,
    callback: Callback<ManagementUser>,
  ): void;
  patchUserAttributes(
    userId: string,
    attributes: Record<string, unknown>,
    callback?: Callback<ManagementUser>,
  ): Promise<ManagementUser> | void {
    const path = userPath(userId);
    const body = requirePlainObject(attributes, 'attributes');
    return this.#send<ManagementUser>({ method: 'PATCH', body }, path, callback);
  }

  /**
   * POST /api/v2/users/{userId}/identities with `{link_with: secondaryUserToken}`: links the account whose
   * ID token is given into `userId` (the primary). Resolves with the primary's identities. The secondary
   * then no longer exists as a separate user; its metadata is not merged.
   */
  linkUser(userId: string, secondaryUserToken: string): Promise<ManagementIdentity[]>;
  linkUser(userId: string, secondaryUserToken: string, callback: Callback<ManagementIdentity[]>): void;
  linkUser(
    userId: string,
    secondaryUserToken: string,
    callback?: Callback<ManagementIdentity[]>,
  ): Promise<ManagementIdentity[]> | void {
    const path = `${userPath(userId)}/identities`;
    const body = { link_with: requiredString(secondaryUserToken, 'secondaryUserToken') };
    return this.#send<ManagementIdentity[]>({ method: 'POST', body }, path, callback);
  }

  /**
   * DELETE /api/v2/users/{userId}/identities/{provider}/{secondaryUserId}: unlinks that identity from `userId`
   * (the primary). `secondaryUserId` is the identity's own `user_id`, without the provider prefix. Resolves
   * with the primary's remaining identities. The secondary account comes back as a separate user, with its
   * own profile and credentials but no metadata. Needs update:current_user_identities for the token's own
   * user, or update:users; the primary's own identity cannot be unlinked.
   */
  unlinkUser(userId: string, provider: string, secondaryUserId: string): Promise<ManagementIdentity[]>;
  unlinkUser(
    userId: string,
    provider: string,
    secondaryUserId: string,
    callback: Callback<ManagementIdentity[]>,
  ): void;
  unlinkUser(
    userId: string,
    provider: string,
    secondaryUserId: string,
    callback?: Callback<ManagementIdentity[]>,
  ): Promise<ManagementIdentity[]> | void {
    const primary = userPath(userId);
    const identity = [
      requiredString(provider, 'provider'),
      requiredString(secondaryUserId, 'secondaryUserId'),
    ];
    const path = `${primary}/identities/${identity.map((part) => encodeURIComponent(part)).join('/')}`;
    return this.#send<ManagementIdentity[]>({ method: 'DELETE' }, path, callback);
  }

  /** GET /api/v2/resource-servers/{id}: the API, by id or identifier (read:resource_servers). */
  getResourceServer(id: string): Promise<ResourceServer>;
  getResourceServer(id: string, callback: Callback<ResourceServer>): void;
  getResourceServer(id: string, callback?: Callback<ResourceServer>): Promise<ResourceServer> | void {
    const path = resourceServerPath(id);
    return this.#send<ResourceServer>({ method: 'GET' }, path, callback);
  }

  /**
   * PATCH /api/v2/resource-servers/{id} with `{scopes}`: replaces the API's whole permission set (every
   * permission to keep must be listed; `[]` removes them all). Needs update:resource_servers. Reserved names,
   * repeated values, values with whitespace and non-string descriptions throw a TypeError before any request.
   */
  updateResourceServerScopes(id: string, scopes: ResourceServerScope[]): Promise<ResourceServer>;
  updateResourceServerScopes(
    id: string,
    scopes: ResourceServerScope[],
    callback: Callback<ResourceServer>,
  ): void;
  updateResourceServerScopes(
    id: string,
    scopes: ResourceServerScope[],
    callback?: Callback<ResourceServer>,
  ): Promise<ResourceServer> | void {
    const path = resourceServerPath(id);
    const body = { scopes: checkScopes(scopes) };
    const headers = { 'Cache-Control': 'no-cache' };
    return this.#send<ResourceServer>({ method: 'PATCH', body, headers }, path, callback);
  }

  /** Sends one request with the bearer token and telemetry; the callback, if any, gets the outcome. */
  #send<T>(init: BearerInit, path: string, callback: Callback<T> | undefined): Promise<T> | void {
    return answer(callback, () => this.#api.request<T>(init, path));
  }
}

/** `/users/{id}`: the id percent-encoded (`auth0|123` → `auth0%7C123`), so any id stays one path segment. */
function userPath(userId: string): string {
  return `/users/${encodeURIComponent(requiredString(userId, 'userId'))}`;
}

/** `/resource-servers/{id}`: an id, or an identifier (a URL) percent-encoded. */
function resourceServerPath(id: string): string {
  return `/resource-servers/${encodeURIComponent(requiredString(id, 'id'))}`;
}
