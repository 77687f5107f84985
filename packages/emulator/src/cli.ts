// `auth-elements-emulator`: runs the local identity service from the command line.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startEmulator } from './index.js';
import { DEMO_CLIENT_ID, DEMO_USER, MFA_DEMO_USER } from './seed.js';
import { MfaPolicy } from './tenant.js';

const MFA_POLICIES: readonly MfaPolicy[] = Object.values(MfaPolicy);

const USAGE = `Usage: auth-elements-emulator [options]

Runs the local development identity service (compatible with the auth0.js v9 browser API).

Options:
  --port <n>          Port to listen on (default 4000; 0 picks a free port)
  --host <name>       Host name to bind (default localhost)
  --data <file>       Load the tenant from this JSON file and save every change to it
                      (created from the demo tenant when missing; changes go to <file>.journal
                      first and are folded into the file; one service per file)
  --app-origin <url>  Allow a browser app on this origin (repeatable), e.g. http://localhost:3000: its
                      requests get CORS headers, and <url> and <url>/ become callback and logout URLs
                      (the demo's http://localhost:5173 is always allowed)
  --callback-url <url> Also accept this redirect URI and logout return URL (repeatable)
  --allow-host <name> Also answer requests for this host name (repeatable); others get 421
  --export-on-exit    Kept for compatibility: the file is always complete after Ctrl+C / SIGTERM
  --https             Serve HTTPS with a certificate generated on first start, signed by a local CA
                      kept in ~/.auth-elements/tls/ (or $AUTH_ELEMENTS_HOME/tls/) that may sign only
                      for localhost, 127.0.0.1, ::1, --host and --allow-host: trust its ca.pem
  --cert <file>       Serve HTTPS with this PEM certificate (chain) instead; needs --key
  --key <file>        The PEM private key of --cert
  --rp-id <domain>    The WebAuthn RP ID of passkeys (default: the host name, e.g. localhost)
  --mfa <policy>      When a second factor is asked for: never, enrolled (users with an authenticator
                      app; the default) or always (users without one set it up at their next login);
                      kept in the --data file
  --quiet             Do not log unexpected errors
  -h, --help          Show this help
`;

class UsageError extends Error {}

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string', default: '4000' },
        host: { type: 'string', default: 'localhost' },
        data: { type: 'string' },
        'app-origin': { type: 'string', multiple: true, default: [] },
        'callback-url': { type: 'string', multiple: true, default: [] },
        'allow-host': { type: 'string', multiple: true, default: [] },
        'export-on-exit': { type: 'boolean', default: false },
        https: { type: 'boolean', default: false },
        cert: { type: 'string' },
        key: { type: 'string' },
        'rp-id': { type: 'string' },
        mfa: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || !Number.isInteger(port) || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  }
  if (values['export-on-exit'] && !values.data) throw new UsageError('--export-on-exit needs --data <file>.');
  if (Boolean(values.cert) !== Boolean(values.key)) throw new UsageError('--cert and --key go together.');
  if (values['rp-id'] !== undefined && !/^[a-z0-9.-]+$/i.test(values['rp-id'])) {
    throw new UsageError(`--rp-id must be a domain name such as example.com, not "${values['rp-id']}".`);
  }
  const mfa = MFA_POLICIES.find((policy) => policy === values.mfa);
  if (values.mfa !== undefined && !mfa) {
    throw new UsageError(`--mfa takes ${MFA_POLICIES.join(', ')}, not "${values.mfa}".`);
  }
  const appOrigins = values['app-origin'].map(appOrigin);
  const callbackUrls = [
    ...appOrigins.flatMap((origin) => [origin, `${origin}/`]),
    ...values['callback-url'].map(callbackUrl),
  ];
  return { ...values, port, mfa, appOrigins, callbackUrls };
}

/** An http(s) URL, or a UsageError naming the flag. */
function httpUrl(flag: string, value: string): URL {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${flag} takes an http or https URL, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${flag} takes an http or https URL, not "${value}".`);
  }
  return url;
}

/** `--app-origin`: an origin (scheme, host, port), with or without a trailing slash. */
function appOrigin(value: string): string {
  const url = httpUrl('--app-origin', value);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new UsageError(
      `--app-origin takes an origin like http://localhost:3000, not "${value}" (a full redirect URI goes in --callback-url).`,
    );
  }
  return url.origin;
}

/** `--callback-url`: a full URL, kept as written (the service compares redirect URIs exactly). */
function callbackUrl(value: string): string {
  httpUrl('--callback-url', value);
  return value;
}

/** Runs the CLI; resolves once the service is listening (it keeps running until a signal). */
export async function main(argv: string[]): Promise<void> {
  let options;
  try {
    options = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`auth-elements-emulator: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  let service;
  try {
    const https =
      options.cert && options.key
        ? { cert: await readFile(options.cert, 'utf8'), key: await readFile(options.key, 'utf8') }
        : options.https;
    service = await startEmulator({
      https,
      port: options.port,
      host: options.host,
      ...(options.data ? { dataFile: options.data } : {}),
      exportOnExit: options['export-on-exit'],
      allowedHosts: options['allow-host'],
      appOrigins: options.appOrigins,
      callbackUrls: options.callbackUrls,
      onRefusedOrigin: (origin) => console.log(`refused origin ${origin}: start with --app-origin ${origin}`),
      ...(options['rp-id'] ? { rpId: options['rp-id'] } : {}),
      ...(options.mfa ? { mfaPolicy: options.mfa } : {}),
      quiet: options.quiet,
    });
  } catch (error) {
    console.error(`auth-elements-emulator: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  console.log(`Local identity service (development only) listening on ${service.url}`);
  console.log(`  Client id:  ${DEMO_CLIENT_ID}`);
  console.log(`  Demo user:  ${DEMO_USER.email} / ${DEMO_USER.password}`);
  console.log(
    `  MFA user:   ${MFA_DEMO_USER.email} / ${MFA_DEMO_USER.password}, authenticator key ` +
      `${MFA_DEMO_USER.totpSecret}, recovery code ${MFA_DEMO_USER.recoveryCode} (codes in the dev inbox)`,
  );
  const policy = service.store.data.mfa_policy ?? MfaPolicy.ENROLLED;
  console.log(`  MFA policy: ${policy} (--mfa ${MFA_POLICIES.join('|')})`);
  console.log(`  Dev inbox:  ${service.url}/_dev/inbox`);
  const client = service.store.data.clients.find((c) => c.client_id === DEMO_CLIENT_ID);
  console.log(`  App origins: ${client?.web_origins.join(', ') || '(none)'} (more with --app-origin <url>)`);
  if (options.data) console.log(`  Data file:  ${options.data}`);
  if (options['rp-id']) console.log(`  Passkeys:   RP ID ${options['rp-id']}`);
  if (service.caFile) console.log(`  Trust CA:   ${service.caFile} (see the README: "HTTPS")`);
  if (options.data && existsSync(`${options.data}.tls/ca-key.pem`)) {
    console.log(
      `  Note: ${options.data}.tls/ holds a CA from an earlier version that may sign for any site: ` +
        'delete it and remove its trust.',
    );
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    try {
      await service.close();
      if (options['export-on-exit']) console.log(`Saved the tenant to ${options.data} (${signal}).`);
      process.exit(0);
    } catch (error) {
      console.error(`auth-elements-emulator: ${(error as Error).message}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGHUP', () => void stop('SIGHUP'));
  // Run by `npx`, the service's parent is `npm exec` (or a shell): killing it with SIGTERM does not pass
  // the signal on, so the service stops when its parent goes away (it is then re-parented), as
  // scripts/start.mjs does.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop('parent exited');
  }, 200).unref();
}
