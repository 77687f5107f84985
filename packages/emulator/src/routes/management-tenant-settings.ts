// Management API: the tenant's settings, the ones this service keeps.
//   GET    /api/v2/tenants/settings   read:tenant_settings (`fields`, `include_fields` as the real API)
//   PATCH  /api/v2/tenants/settings   update:tenant_settings: `allow_organization_name_in_authentication_api`
//                                     (/authorize takes an organization's name, tokens carry `org_name`) and
//                                     `allowed_logout_urls` (the logout URLs of a logout without client_id)
// A setting the real API has and this service does not keep is refused rather than dropped unseen.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env } from '../context.js';
import type { TenantData } from '../tenant.js';
import { withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import { optionalBoolean, payloadError, readManagementBody, stringList } from '../lib/management-body.js';

const FIELDS = ['allow_organization_name_in_authentication_api', 'allowed_logout_urls'] as const;

function settingsView(data: TenantData): Record<string, unknown> {
  return {
    allow_organization_name_in_authentication_api:
      data.allow_organization_name_in_authentication_api ?? false,
    allowed_logout_urls: [...data.allowed_logout_urls],
  };
}

/** The settings, narrowed by `fields` (comma-separated) kept or left out as `include_fields` says. */
function readSettings(c: Context<Env>, caller: ManagementCaller): Response {
  caller.requireAny(['read:tenant_settings']);
  const view = settingsView(c.var.ctx.store.data);
  const fields = (c.req.query('fields') ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (!fields.length) return c.json(view);
  const include = c.req.query('include_fields') !== 'false';
  return c.json(Object.fromEntries(Object.entries(view).filter(([key]) => fields.includes(key) === include)));
}

function absoluteUrls(urls: string[]): string[] {
  for (const url of urls) {
    if (!URL.canParse(url))
      throw payloadError(
        `'Each URL must be absolute, found ${JSON.stringify(url)}' on property allowed_logout_urls.`,
      );
  }
  return urls;
}

async function updateSettings(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['update:tenant_settings']);
  const body = await readManagementBody(c, FIELDS);
  const names = optionalBoolean(body, 'allow_organization_name_in_authentication_api');
  const logoutUrls = stringList(body, 'allowed_logout_urls', 0);
  const data = c.var.ctx.store.data;
  if (logoutUrls) data.allowed_logout_urls = absoluteUrls(logoutUrls);
  if (names !== undefined) data.allow_organization_name_in_authentication_api = names;
  return c.json(settingsView(data));
}

/** Mounted at `/api/v2/tenants` (through management.ts). */
export const managementTenantSettings = new Hono<Env>()
  .get('/settings', withCaller(readSettings))
  .patch('/settings', withCaller(updateSettings));
