// A small OpenID Provider that misbehaves on purpose, for the service's enterprise-connection tests: its
// authorization endpoint answers at once (a code, an ID token posted back, or an `error`), and its ID tokens
// are signed with jose but may carry a wrong issuer, audience or nonce, or a signature by a key it does not
// publish. Loopback only.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export type Fault = 'none' | 'iss' | 'aud' | 'nonce' | 'signature' | 'error' | 'token-500';

export interface FakeProvider {
  issuer: string;
  clientId: string;
  /** What the next answers get wrong. */
  fault: Fault;
  /** The last authorization request's parameters. */
  lastAuthorize?: URLSearchParams;
  close(): Promise<void>;
}

export async function startFakeProvider(clientId = 'fake-client'): Promise<FakeProvider> {
  const good = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(good.publicKey)), kid: 'good', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, string>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  const issuer = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  const provider: FakeProvider = {
    issuer,
    clientId,
    fault: 'none',
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  async function idToken(nonce: string): Promise<string> {
    const f = provider.fault;
    return new SignJWT({
      nonce: f === 'nonce' ? 'another-nonce' : nonce,
      email: 'pat@fake.test',
      email_verified: false,
      name: 'Pat Fake',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'good' })
      .setSubject('pat')
      .setIssuer(f === 'iss' ? 'https://elsewhere.test' : issuer)
      .setAudience(f === 'aud' ? 'someone-else' : clientId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(f === 'signature' ? other.privateKey : good.privateKey);
  }

  function send(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return send(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const params = url.searchParams;
      provider.lastAuthorize = params;
      const back = new URL(params.get('redirect_uri') ?? '');
      const state = params.get('state') ?? '';
      if (provider.fault === 'error') {
        back.search = new URLSearchParams({
          error: 'access_denied',
          error_description: 'The user is not assigned to this application',
          state,
        }).toString();
        res.writeHead(302, { location: back.toString() });
        return void res.end();
      }
      if (params.get('response_type') === 'id_token') {
        // form_post: a page that posts the ID token back at once.
        const token = await idToken(params.get('nonce') ?? '');
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end(
          `<form method="post" action="${back}"><input name="id_token" value="${token}"><input name="state" value="${state}"></form>`,
        );
      }
      const code = crypto.randomUUID();
      codes.set(code, params.get('nonce') ?? '');
      back.search = new URLSearchParams({ code, state }).toString();
      res.writeHead(302, { location: back.toString() });
      return void res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      if (provider.fault === 'token-500') return send(res, 500, { error: 'server_error' });
      let text = '';
      for await (const chunk of req) text += String(chunk);
      const body = new URLSearchParams(text);
      const nonce = codes.get(body.get('code') ?? '');
      codes.delete(body.get('code') ?? '');
      if (nonce === undefined || body.get('client_id') !== clientId || !body.get('client_secret')) {
        return send(res, 400, { error: 'invalid_grant' });
      }
      return send(res, 200, { access_token: 'at', token_type: 'Bearer', id_token: await idToken(nonce) });
    }
    send(res, 404, { error: 'not_found' });
  }

  server.on('request', (req, res) => void handle(req, res));
  return provider;
}
