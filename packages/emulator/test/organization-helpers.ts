// What the organization tests share (logging in to an organization, invitations, the My Organization API): the
// seeded organization, a code-flow login through the hosted page with the code exchanged, the Management API
// calls that set organizations up, and a caller of /my-org.
import assert from 'node:assert/strict';
import type { EmulatorHandle } from '../src/index.js';
import {
  CALLBACK,
  CookieJar,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  hiddenField,
  hostedLogin,
  pkce,
  postJson,
  redirectParams,
} from './helpers.js';
import { callManagement, json } from './management-helpers.js';
import { connectionIdFor } from '../src/organizations.js';
import { DATABASE_CONNECTION } from '../src/seed.js';

export const ACME = 'org_acme0demo0seed01';
export const ADMIN_ROLE = 'rol_acme0admin00001';
export const MEMBER_ROLE = 'rol_acme0member0001';
export const SAM = { username: 'sam', password: DEMO_PASSWORD };
export const DEMO = { username: DEMO_EMAIL, password: DEMO_PASSWORD };

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  scope: string;
}

/** The /authorize parameters of a code flow with PKCE (the verifier to exchange the code with). */
export function codeFlow(extra: Record<string, string> = {}): {
  params: Record<string, string>;
  verifier: string;
} {
  const { verifier, challenge } = pkce();
  return {
    verifier,
    params: {
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid profile email',
      state: 's',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    },
  };
}

/** Exchanges the code a redirect carries; asserts the exchange succeeds. */
export async function exchange(
  service: EmulatorHandle,
  response: Response,
  verifier: string,
): Promise<Tokens> {
  const params = redirectParams(response);
  assert.equal(params.get('error'), null, params.get('error_description') ?? '');
  const token = await postJson(`${service.url}/oauth/token`, {
    grant_type: 'authorization_code',
    client_id: DEMO_CLIENT_ID,
    code: params.get('code'),
    code_verifier: verifier,
    redirect_uri: CALLBACK,
  });
  return json<Tokens>(token);
}

/** Logs in through the hosted page with `extra` parameters and exchanges the code. */
export async function loginTokens(
  service: EmulatorHandle,
  extra: Record<string, string>,
  credentials = DEMO,
  jar = new CookieJar(),
): Promise<Tokens> {
  const { params, verifier } = codeFlow(extra);
  const response = await hostedLogin(service, jar, params, credentials);
  assert.equal(response.status, 303, await response.clone().text());
  return exchange(service, response, verifier);
}

/** Submits the hosted form of `page` to `action` with its hidden `authorize` field and `fields`. */
export function submitForm(
  service: EmulatorHandle,
  jar: CookieJar,
  page: string,
  action: string,
  fields: Record<string, string>,
): Promise<Response> {
  return jar.fetch(`${service.url}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.url },
    body: new URLSearchParams({ authorize: hiddenField(page, 'authorize'), ...fields }),
  });
}

/** Changes the demo client through the Management API (organization_usage and the like). */
export async function updateDemoClient(
  service: EmulatorHandle,
  body: Record<string, unknown>,
): Promise<void> {
  await json(
    await callManagement(service, `/clients/${DEMO_CLIENT_ID}`, {
      method: 'PATCH',
      scope: 'update:clients',
      body,
    }),
  );
}

/** A new organization with the database connection enabled (and `extra` fields); its id. */
export async function createOrganization(
  service: EmulatorHandle,
  name: string,
  connection: Record<string, unknown> = {},
): Promise<string> {
  const { id } = await json<{ id: string }>(
    await callManagement(service, '/organizations', {
      method: 'POST',
      scope: 'create:organizations',
      body: { name, display_name: name.toUpperCase() },
    }),
    201,
  );
  const database = connectionIdFor(DATABASE_CONNECTION);
  await json(
    await callManagement(service, `/organizations/${id}/enabled_connections`, {
      method: 'POST',
      scope: 'create:organization_connections',
      body: { connection_id: database, ...connection },
    }),
    201,
  );
  return id;
}

/** Adds members (user ids) to an organization through the Management API. */
export async function addMembers(service: EmulatorHandle, org: string, members: string[]): Promise<void> {
  const response = await callManagement(service, `/organizations/${org}/members`, {
    method: 'POST',
    scope: 'create:organization_members',
    body: { members },
  });
  assert.equal(response.status, 204, await response.text());
}

/** Creates an invitation to `org` for `email` through the Management API. */
export async function inviteByManagement(
  service: EmulatorHandle,
  org: string,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; ticket_id: string; invitation_url: string }> {
  return json(
    await callManagement(service, `/organizations/${org}/invitations`, {
      method: 'POST',
      scope: 'create:organization_invitations',
      body: { inviter: { name: 'Dana' }, invitee: { email }, client_id: DEMO_CLIENT_ID, ...extra },
    }),
    201,
  );
}
