// `auth-elements-emulator`: runs the local identity service from the command line.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startEmulator } from './index.js';
import { DEMO_CLIENT_ID, DEMO_USER } from './seed.js';

const USAGE = `Usage: auth-elements-emulator [options]

Runs the local development identity service (compatible with the auth0.js v9 browser API).

Options:
  --port <n>          Port to listen on (default 4000; 0 picks a free port)
  --host <name>       Host name to bind (default localhost)
  --data <file>       Load the tenant from this JSON file and save every change to it
                      (created from the demo tenant when missing; changes go to <file>.journal
                      first and are folded into the file; one service per file)
  --allow-host <name> Also answer requests for this host name (repeatable); others get 421
  --export-on-exit    Kept for compatibility: the file is always complete after Ctrl+C / SIGTERM
  --https             Serve HTTPS with a certificate generated on first start, signed by a local CA
                      kept in <data file>.tls/ (or ~/.auth-elements/tls/): trust its ca.pem
  --cert <file>       Serve HTTPS with this PEM certificate (chain) instead; needs --key
  --key <file>        The PEM private key of --cert
  --rp-id <domain>    The WebAuthn RP ID of passkeys (default: the host name, e.g. localhost)
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
        'allow-host': { type: 'string', multiple: true, default: [] },
        'export-on-exit': { type: 'boolean', default: false },
        https: { type: 'boolean', default: false },
        cert: { type: 'string' },
        key: { type: 'string' },
        'rp-id': { type: 'string' },
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
  return { ...values, port };
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
      ...(options['rp-id'] ? { rpId: options['rp-id'] } : {}),
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
  console.log(`  Dev inbox:  ${service.url}/_dev/inbox`);
  if (options.data) console.log(`  Data file:  ${options.data}`);
  if (options['rp-id']) console.log(`  Passkeys:   RP ID ${options['rp-id']}`);
  if (service.caFile) console.log(`  Trust CA:   ${service.caFile} (see the README: "HTTPS")`);
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
}
