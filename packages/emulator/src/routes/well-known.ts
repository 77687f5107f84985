// The discovery document and the public signing keys (CORS `*`: both are public).
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { PASSWORD_REALM_GRANT } from '#grant-types';
import type { Env } from '../context.js';
import { CURRENT_USER_SCOPES } from '../system-scopes.js';

/** Mounted at `/.well-known`. */
export const wellKnown = new Hono<Env>()
  .use('*', cors({ origin: '*', allowMethods: ['GET'] }))
  .get('/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(c.var.ctx.tokens.jwks());
  })
  .get('/openid-configuration', (c) => {
    const ctx = c.var.ctx;
    const origin = ctx.origin();
    return c.json({
      issuer: ctx.issuer(),
      authorization_endpoint: `${origin}/authorize`,
      token_endpoint: `${origin}/oauth/token`,
      userinfo_endpoint: `${origin}/userinfo`,
      jwks_uri: `${origin}/.well-known/jwks.json`,
      end_session_endpoint: `${origin}/v2/logout`,
      revocation_endpoint: `${origin}/oauth/revoke`,
      scopes_supported: ['openid', 'profile', 'email', 'phone', 'offline_access', ...CURRENT_USER_SCOPES],
      response_types_supported: [
        'code',
        'token',
        'id_token',
        'code token',
        'code id_token',
        'token id_token',
        'code token id_token',
      ],
      response_modes_supported: ['query', 'fragment', 'form_post', 'web_message'],
      grant_types_supported: ['authorization_code', 'implicit', 'refresh_token', PASSWORD_REALM_GRANT],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: [
        'sub',
        'iss',
        'aud',
        'exp',
        'iat',
        'auth_time',
        'nonce',
        'at_hash',
        'c_hash',
        'azp',
        'name',
        'nickname',
        'picture',
        'given_name',
        'family_name',
        'updated_at',
        'email',
        'email_verified',
      ],
    });
  });
