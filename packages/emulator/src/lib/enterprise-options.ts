// An enterprise connection's `options` in a Management API body (POST, and PATCH, which replaces them whole
// as the real API does): the real service's names, each checked; and the options as the API answers them,
// without the secret.
import type { EnterpriseOptions } from '../enterprise.js';
import { optionalText, payloadError, stringList } from './management-body.js';
import type { JsonObject } from './request-body.js';

const URL_OPTIONS = [
  'discovery_url',
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'jwks_uri',
  'userinfo_endpoint',
  'icon_url',
] as const;
const KNOWN = [
  'type',
  'client_id',
  'client_secret',
  'scope',
  'tenant_domain',
  'domain_aliases',
  ...URL_OPTIONS,
] as const;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

function httpUrl(options: JsonObject, key: string): string | undefined {
  const value = optionalText(options, key, { max: 2048 });
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const loopback = url && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) {
    throw payloadError(`'Must be an https URL (http on a loopback host)' on property options.${key}.`);
  }
  return value;
}

/** A connection's `options`, checked. */
export function enterpriseOptions(options: JsonObject): EnterpriseOptions {
  const extra = Object.keys(options).filter((key) => !(KNOWN as readonly string[]).includes(key));
  if (extra.length) {
    throw payloadError(`'Additional properties not allowed: ${extra.join(',')}' on property options.`);
  }
  const type = options['type'] ?? 'back_channel';
  if (type !== 'back_channel' && type !== 'front_channel') {
    throw payloadError(`'No enum match for: ${JSON.stringify(type)}' on property options.type.`);
  }
  const clientId = optionalText(options, 'client_id');
  if (!clientId) throw payloadError("'Missing required property: client_id' on property options.");
  const secret = optionalText(options, 'client_secret', { max: 4096 });
  if (type === 'back_channel' && !secret) {
    throw payloadError("'client_secret is required for type back_channel' on property options.");
  }
  const urls: Partial<Record<(typeof URL_OPTIONS)[number], string>> = {};
  for (const key of URL_OPTIONS) {
    const value = httpUrl(options, key);
    if (value !== undefined) urls[key] = value;
  }
  if (!urls.discovery_url && !(urls.issuer && urls.authorization_endpoint && urls.jwks_uri)) {
    throw payloadError(
      "'Either discovery_url, or issuer, authorization_endpoint and jwks_uri are required' on property options.",
    );
  }
  const aliases = (stringList(options, 'domain_aliases', 0) ?? []).map((d) => d.toLowerCase());
  const tenantDomain = optionalText(options, 'tenant_domain')?.toLowerCase();
  for (const domain of [...aliases, ...(tenantDomain ? [tenantDomain] : [])]) {
    if (!DOMAIN.test(domain)) {
      throw payloadError(`'${domain} is not a domain name' on property options.domain_aliases.`);
    }
  }
  const scope = optionalText(options, 'scope', { max: 1024 }) ?? 'openid profile email';
  if (!scope.split(' ').includes('openid')) {
    throw payloadError("'The scope must include openid' on property options.scope.");
  }
  return {
    type,
    client_id: clientId,
    ...(secret ? { client_secret: secret } : {}),
    ...urls,
    scope,
    ...(tenantDomain ? { tenant_domain: tenantDomain } : {}),
    domain_aliases: aliases,
  };
}

/** The options as the Management API answers them: everything but the client secret. */
export function publicEnterpriseOptions(options: EnterpriseOptions): Record<string, unknown> {
  const { client_secret: _secret, ...rest } = options;
  return { ...rest };
}
