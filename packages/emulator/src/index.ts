// Starting and stopping the local identity service programmatically (tests, `npm start`, the CLI).
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { Env, TenantStore } from './context.js';
import { grantScopes, issueTokenSet } from './grants/token-set.js';
import { secondFactorNeeded } from './mfa/factors.js';
import { DEMO_CLIENT_ID } from './seed.js';
import { createServiceContext } from './service.js';
import { pruneExpired } from './sessions.js';
import { defaultTlsDirectory, generatedCredentials } from './tls.js';
import type { TlsCredentials } from './tls.js';
import { FileTenantStore } from './store/index.js';
import type { MfaPolicy } from './tenant.js';
import { scopeList } from './tokens.js';

export type { TenantStore } from './context.js';
export type { MfaPolicy } from './tenant.js';
export type { CompanyProvider } from './service-options.js';

import type { CompanyProvider } from './service-options.js';

const PRUNE_INTERVAL_MS = 60_000;

export interface EmulatorOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Host name to bind and to use in the service URL (default `localhost`). */
  host?: string;
  /**
   * JSON file the tenant is loaded from (created when missing). Every change is appended to
   * `<dataFile>.journal` before it is answered, and folded into the JSON file now and then and on close.
   * One service per file (`<dataFile>.lock`).
   */
  dataFile?: string;
  /** Kept for compatibility: the JSON file is always brought up to date when the service closes. */
  exportOnExit?: boolean;
  /** Origins added to the demo client's Allowed Web Origins. */
  appOrigins?: string[];
  /** URLs added to the demo client's Allowed Callback URLs and Allowed Logout URLs. */
  callbackUrls?: string[];
  /**
   * Called the first time a browser origin is refused (a CORS request from an origin that is not an Allowed
   * Web Origin, or one not allowed for the client it names): the CLI logs the flag that allows it.
   */
  onRefusedOrigin?: (origin: string) => void;
  /**
   * The demo client's cross-origin verification page (framed when third-party cookies are off);
   * default `http://localhost:5173/cross-origin-verification.html`.
   */
  crossOriginLocation?: string;
  /** Do not log unexpected errors. */
  quiet?: boolean;
  /**
   * Host names the service answers besides `host`, `localhost`, `127.0.0.1` and `[::1]` (requests with
   * any other `Host` header get 421, against DNS rebinding), e.g. `['auth.test']`.
   */
  allowedHosts?: readonly string[];
  /**
   * Serve HTTPS, as the real service does: `true` uses a certificate generated on first start and kept in
   * `tlsDirectory` (signed by a local CA whose `ca.pem` clients trust; the CA may sign only for localhost,
   * 127.0.0.1, ::1, `host` and `allowedHosts`), or give your own PEM `cert`/`key`.
   * Cookies then become `SameSite=None; Secure`, so applications on other sites can log in and renew.
   */
  https?: boolean | { cert: string; key: string };
  /**
   * Where the generated CA and certificate are kept (never inside a git repository): default
   * `$AUTH_ELEMENTS_HOME/tls/`, else `~/.auth-elements/tls/`.
   */
  tlsDirectory?: string;
  /**
   * The service's clock, in milliseconds since the epoch (default `Date.now`): every expiry, token time,
   * timestamp and lifetime of the tenant follows it (the TLS certificate's validity does not), so a test can freeze time or move it forward instead of sleeping,
   * e.g. `let t = Date.now(); startEmulator({ now: () => t }); ... t += 61_000;`.
   */
  now?: () => number;
  /**
   * The WebAuthn RP ID of the service's passkeys; default its host name (`localhost`). Pages of other
   * sites use it through Related Origin Requests (`GET /.well-known/webauthn` lists the web origins).
   */
  rpId?: string;
  /**
   * When a second factor is asked for: `'never'`, `'enrolled'` (users who enrolled one, always; the
   * default) or `'always'` (users without one enrol first). Kept in the tenant (`mfa_policy`).
   */
  mfaPolicy?: MfaPolicy;
  /**
   * A company's OpenID Provider for trying enterprise sign-in: an `oidc` connection (`company-sso`, back
   * channel, found by discovery) enabled for the demo client, for e-mails at `domain`. `npm start` runs one.
   */
  companyProvider?: CompanyProvider;
}

export interface IssueTokensOptions {
  userId: string;
  /** Default: the demo client. */
  clientId?: string;
  audience?: string;
  /** Default: `openid profile email`. Scopes are granted as asked (a test convenience). */
  scope?: string;
  nonce?: string;
}

export interface EmulatorHandle {
  /** The service's origin, without a trailing slash, e.g. `http://localhost:4000` or `https://localhost:4000`. */
  url: string;
  /** With `https: true`: the PEM of the local CA that signed the certificate (what clients trust), and its file. */
  ca?: string;
  caFile?: string;
  close(): Promise<void>;
  store: TenantStore;
  /** Signs tokens for a user without a login (tests only; never exposed over HTTP). */
  issueTokens(options: IssueTokensOptions): Promise<{ access_token: string; id_token: string }>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') reject(new Error(`Port ${port} on ${host} is already in use.`));
      else if (error.code === 'EACCES')
        reject(new Error(`No permission to listen on port ${port} on ${host}.`));
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<EmulatorHandle> {
  const host = options.host ?? 'localhost';
  const tls: TlsCredentials | undefined =
    typeof options.https === 'object'
      ? { cert: options.https.cert, key: options.https.key }
      : options.https
        ? await generatedCredentials(options.tlsDirectory ?? defaultTlsDirectory(), [
            host,
            ...(options.allowedHosts ?? []),
          ])
        : undefined;
  // The URL (and so the tenant's Management API identifier) is known only once the port is bound.
  const ready: { app?: Hono<Env> } = {};
  // The Node bindings (`env`) go along: the client's address is read from their socket.
  const fetch = (request: Request, env: unknown) =>
    ready.app ? ready.app.fetch(request, env) : new Response('Starting', { status: 503 });
  const server = (
    tls
      ? createAdaptorServer({
          fetch,
          createServer: createHttpsServer,
          serverOptions: { cert: tls.cert, key: tls.key },
        })
      : createAdaptorServer({ fetch })
  ) as Server;
  const address = await listen(server, options.port ?? 0, host);
  const url = `${tls ? 'https' : 'http'}://${urlHost(host)}:${address.port}`;
  let store: FileTenantStore;
  try {
    store = await FileTenantStore.open({
      origin: url,
      ...(options.dataFile ? { dataFile: options.dataFile } : {}),
      appOrigins: options.appOrigins ?? [],
      callbackUrls: options.callbackUrls ?? [],
      ...(options.crossOriginLocation ? { crossOriginLocation: options.crossOriginLocation } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.mfaPolicy ? { mfaPolicy: options.mfaPolicy } : {}),
      ...(options.companyProvider ? { companyProvider: options.companyProvider } : {}),
    });
  } catch (error) {
    server.close();
    throw error;
  }
  const ctx = createServiceContext(store, url, options.now, options.rpId ? { rpId: options.rpId } : {});
  if (options.onRefusedOrigin) {
    const report = options.onRefusedOrigin;
    const refused = new Set<string>();
    ctx.refusedOrigin = (origin) => {
      if (origin === url || refused.has(origin)) return;
      refused.add(origin);
      report(origin);
    };
  }
  const allowedHosts = new Set(
    ['localhost', '127.0.0.1', '[::1]', urlHost(host), ...(options.allowedHosts ?? [])].map((name) =>
      name.toLowerCase(),
    ),
  );
  ready.app = createApp(ctx, { logErrors: !options.quiet, allowedHosts });
  // Expired sessions, codes, tickets and ended refresh-token families go, so the state stays small.
  const prune = () => {
    pruneExpired(ctx);
    store.commit().catch(() => undefined);
  };
  prune();
  const pruning = setInterval(prune, PRUNE_INTERVAL_MS);
  pruning.unref();

  let closed: Promise<void> | undefined;
  return {
    url,
    ...(tls?.ca ? { ca: tls.ca } : {}),
    ...(tls?.caFile ? { caFile: tls.caFile } : {}),
    store,
    close() {
      closed ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        clearInterval(pruning);
        await store.close();
      })();
      return closed;
    },
    async issueTokens(o) {
      const user = ctx.findUserById(o.userId);
      if (!user) throw new TypeError(`No user with id "${o.userId}"`);
      const clientId = o.clientId ?? DEMO_CLIENT_ID;
      const client = store.data.clients.find((c) => c.client_id === clientId);
      if (!client) throw new TypeError(`No client with id "${clientId}"`);
      const scope = o.scope ?? 'openid profile email';
      const grant = grantScopes(ctx, user, scope, o.audience);
      if (!grant.ok) throw new TypeError(grant.description);
      const tokens = await issueTokenSet(ctx, {
        user,
        client,
        scope: scopeList(scope).join(' '),
        ...(grant.resourceServer ? { resourceServer: grant.resourceServer } : {}),
        authTime: ctx.now(),
        ...(o.nonce ? { nonce: o.nonce } : {}),
        accessToken: true,
        idToken: true,
        // As after a complete sign-in: with the second factor the user has.
        ...(secondFactorNeeded(ctx, user) !== 'none' ? { amr: ['mfa'] } : {}),
      });
      return { access_token: tokens.access_token ?? '', id_token: tokens.id_token ?? '' };
    },
  };
}
