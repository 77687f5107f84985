// The HTTPS certificate of the local identity service: a local certificate authority (CA) made on first
// start and a server certificate it signs for localhost, 127.0.0.1, ::1 and the service's host names.
// Trusting `ca.pem` once (in the system, a browser or NODE_EXTRA_CA_CERTS) trusts every later server
// certificate: the server one is made again when it nears its end or lacks a host, the CA is kept.
//
// What trusting it means, and what limits the harm: the CA carries critical name constraints (RFC 5280
// 4.2.1.10) permitting only those names, so even its own key cannot make a certificate another site's
// name would pass with in a client that checks them (OpenSSL/Node, Chromium, Firefox, Apple, Windows do).
// It lives in the user's own folder (`~/.auth-elements/tls/`, or `$AUTH_ELEMENTS_HOME/tls/`, or the
// `tlsDirectory` option), never inside a git repository (refused), the folder 0700 and every file 0600.
// A CA without constraints, or whose constraints lack a name now served, is replaced by a new one that
// permits the old names and the new (trust it again).
//
// The library: Node's crypto makes the keys but cannot build or sign a certificate. Measured (npm install
// into an empty folder, 2026-11): node-forge 1.4.3 is one package, 1.8 MB, no dependencies, and writes
// any extension from its DER (the NameConstraints value is built with its asn1 module; it also reads and
// enforces them when verifying); @peculiar/x509 2.2.0 is 20 packages, 4.9 MB (tsyringe, reflect-metadata,
// asn1js, 12 @peculiar/asn1-* schemas), and has no NameConstraints extension class (it would need the raw
// value too). So node-forge stays: the service's dependencies are hono 3.8 MB + node-forge 1.8 MB +
// @hono/node-server 0.24 MB.
import type forgeModule from 'node-forge';
import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export interface TlsCredentials {
  /** PEM: the server certificate, then the CA that signed it when generated. */
  cert: string;
  key: string;
  /** PEM of the generated CA (what a client trusts); undefined for a certificate the user supplied. */
  ca?: string;
  /** Where `ca` is saved. */
  caFile?: string;
}

type Forge = typeof forgeModule;
/** node-forge's address helpers, which its type definitions omit. */
type IpBytes = { bytesFromIP(ip: string): string; bytesToIP(bytes: string): string | null };
type ForgeCertificate = ReturnType<Forge['pki']['createCertificate']>;

const CA_YEARS = 10;
const SERVER_DAYS = 365;
/** A server certificate this close to its end is made again. */
const RENEW_BEFORE_MS = 7 * 24 * 3600 * 1000;
const LOOPBACK_NAMES: readonly string[] = ['localhost', '127.0.0.1', '::1'];
/** The environment variable naming the user's folder for the service (default `~/.auth-elements`). */
const HOME_ENV = 'AUTH_ELEMENTS_HOME';

/** Where the generated CA and certificate live: `$AUTH_ELEMENTS_HOME/tls`, or `~/.auth-elements/tls`. */
export function defaultTlsDirectory(): string {
  return join(process.env[HOME_ENV] || join(homedir(), '.auth-elements'), 'tls');
}

/** The git work tree `directory` would be inside (a parent holding `.git`), if any. */
function enclosingRepository(directory: string): string | undefined {
  for (let current = resolve(directory); ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current;
    if (dirname(current) === current) return undefined;
  }
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes a file only its owner may read (also when it existed with wider rights). */
async function writePrivate(file: string, text: string): Promise<void> {
  await writeFile(file, text, { mode: 0o600 });
  await chmod(file, 0o600);
}

function rsaKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
}

/** Whether a server certificate still serves `names` for more than RENEW_BEFORE_MS. */
function serverCertificateFits(pem: string, names: readonly string[]): boolean {
  try {
    const certificate = new X509Certificate(pem);
    if (Date.parse(certificate.validTo) - Date.now() < RENEW_BEFORE_MS) return false;
    return names.every((name) => (isIP(name) ? certificate.checkIP(name) : certificate.checkHost(name)));
  } catch {
    return false;
  }
}

/** The DER of a NameConstraints value permitting exactly `names` (DNS names and single IP addresses). */
function nameConstraintsDer(forge: Forge, names: readonly string[]): string {
  const { asn1 } = forge;
  const util = forge.util as unknown as IpBytes;
  const subtree = (name: string) => {
    const base = isIP(name)
      ? // iPAddress [7]: the address, then a mask of all ones (this one address).
        asn1.create(
          asn1.Class.CONTEXT_SPECIFIC,
          7,
          false,
          `${util.bytesFromIP(name)}${'\xff'.repeat(isIP(name) === 4 ? 4 : 16)}`,
        )
      : // dNSName [2]: the name and its subdomains.
        asn1.create(asn1.Class.CONTEXT_SPECIFIC, 2, false, name);
    return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [base]);
  };
  const permitted = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, names.map(subtree));
  return asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [permitted])).getBytes();
}

/** The names a CA's critical name constraints permit; undefined when it has none (it may sign for anything). */
function permittedNames(forge: Forge, ca: ForgeCertificate): string[] | undefined {
  const extension = ca.getExtension('nameConstraints') as
    { critical?: boolean; permittedSubtrees?: { type: number; value: string }[] } | undefined;
  if (!extension?.critical || !extension.permittedSubtrees?.length) return undefined;
  return extension.permittedSubtrees.map((tree) =>
    tree.type === 7
      ? ((forge.util as unknown as IpBytes).bytesToIP(tree.value.slice(0, tree.value.length / 2)) ?? '')
      : tree.value,
  );
}

/**
 * The CA and server certificate in `directory` for the service's host names (loopback names are always
 * served), made (or the server one made again) when needed. Throws when `directory` is in a git repository.
 */
export async function generatedCredentials(
  directory: string,
  hostNames: readonly string[],
): Promise<TlsCredentials> {
  const repository = enclosingRepository(directory);
  if (repository) {
    throw new Error(
      `The local CA's private key would be kept in ${directory}, inside the git repository ${repository}. ` +
        `Choose a folder outside any repository (tlsDirectory, or the ${HOME_ENV} environment variable).`,
    );
  }
  const names = [
    ...new Set(
      [...LOOPBACK_NAMES, ...hostNames]
        .map((name) => name.replace(/^\[|\]$/g, '').toLowerCase())
        .filter((name) => name && name !== '0.0.0.0' && name !== '::'),
    ),
  ];
  const files = {
    ca: join(directory, 'ca.pem'),
    caKey: join(directory, 'ca-key.pem'),
    cert: join(directory, 'cert.pem'),
    key: join(directory, 'key.pem'),
  };
  const [caPem, caKeyPem, certPem, keyPem] = await Promise.all(
    [files.ca, files.caKey, files.cert, files.key].map(readText),
  );
  const { default: forge } = await import('node-forge');
  const { pki } = forge;
  const existingCa = caPem && caKeyPem ? pki.certificateFromPem(caPem) : undefined;
  const permitted = existingCa ? permittedNames(forge, existingCa) : undefined;
  const caFits = permitted !== undefined && names.every((name) => permitted.includes(name));
  if (caFits && certPem && keyPem && serverCertificateFits(certPem, names)) {
    return { cert: certPem, key: keyPem, ca: caPem, caFile: files.ca };
  }
  const serial = () => `01${randomBytes(15).toString('hex')}`;
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await chmod(directory, 0o700);

  let ca: { cert: ForgeCertificate; key: ReturnType<typeof pki.privateKeyFromPem> };
  let caText: string;
  if (existingCa && caKeyPem && caPem && caFits) {
    ca = { cert: existingCa, key: pki.privateKeyFromPem(caKeyPem) };
    caText = caPem;
  } else {
    // A new CA: for these names and the ones the old CA permitted (a service alternating hosts keeps one).
    const caNames = [...new Set([...names, ...(permitted ?? [])])];
    const pair = rsaKeyPair();
    const cert = pki.createCertificate();
    cert.publicKey = pki.publicKeyFromPem(pair.publicKey);
    cert.serialNumber = serial();
    cert.validity.notBefore = new Date(Date.now() - 60_000);
    cert.validity.notAfter = new Date(Date.now() + CA_YEARS * 365 * 24 * 3600 * 1000);
    const subject = [
      { name: 'commonName', value: 'auth-elements local identity service CA' },
      { name: 'organizationName', value: 'auth-elements (development only)' },
    ];
    cert.setSubject(subject);
    cert.setIssuer(subject);
    cert.setExtensions([
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      { id: '2.5.29.30', critical: true, value: nameConstraintsDer(forge, caNames) },
      { name: 'subjectKeyIdentifier' },
    ]);
    const key = pki.privateKeyFromPem(pair.privateKey);
    cert.sign(key, forge.md.sha256.create());
    ca = { cert, key };
    caText = pki.certificateToPem(cert);
    await writePrivate(files.caKey, pair.privateKey);
    await writePrivate(files.ca, caText);
  }

  const pair = rsaKeyPair();
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(pair.publicKey);
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + SERVER_DAYS * 24 * 3600 * 1000);
  cert.setSubject([{ name: 'commonName', value: names[0] ?? 'localhost' }]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: names.map((name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name })),
    },
    { name: 'authorityKeyIdentifier', keyIdentifier: ca.cert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  const chain = `${pki.certificateToPem(cert)}${caText}`;
  await writePrivate(files.key, pair.privateKey);
  await writePrivate(files.cert, chain);
  return { cert: chain, key: pair.privateKey, ca: caText, caFile: files.ca };
}
