// The HTTPS certificate of the local identity service: a local certificate authority (CA) made on first
// start and kept in a directory next to the data (`<data file>.tls/`, or `~/.auth-elements/tls/` without
// one), and a server certificate it signs for localhost, 127.0.0.1, ::1 and the service's host. Trusting
// `ca.pem` once (in the system, a browser or NODE_EXTRA_CA_CERTS) trusts every later server certificate:
// the server one is made again when it nears its end or lacks the host, the CA is kept.
// Keys come from node:crypto; node-forge (pure JavaScript, no native code, no openssl binary) builds and
// signs the certificates, as Node has no API for that.
import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface TlsCredentials {
  /** PEM: the server certificate, then the CA that signed it when generated. */
  cert: string;
  key: string;
  /** PEM of the generated CA (what a client trusts); undefined for a certificate the user supplied. */
  ca?: string;
  /** Where `ca` is saved. */
  caFile?: string;
}

const CA_YEARS = 10;
const SERVER_DAYS = 365;
/** A server certificate this close to its end is made again. */
const RENEW_BEFORE_MS = 7 * 24 * 3600 * 1000;
const LOOPBACK_NAMES: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/** Where the generated certificate lives for a data file (or none). */
export function defaultTlsDirectory(dataFile: string | undefined): string {
  return dataFile ? `${dataFile}.tls` : join(homedir(), '.auth-elements', 'tls');
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
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

/** The CA and server certificate in `directory`, made (or the server one made again) when needed. */
export async function generatedCredentials(directory: string, host: string): Promise<TlsCredentials> {
  const names = [...new Set([...LOOPBACK_NAMES, host.replace(/^\[|\]$/g, '')])].filter(Boolean);
  const files = {
    ca: join(directory, 'ca.pem'),
    caKey: join(directory, 'ca-key.pem'),
    cert: join(directory, 'cert.pem'),
    key: join(directory, 'key.pem'),
  };
  const [caPem, caKeyPem, certPem, keyPem] = await Promise.all(
    [files.ca, files.caKey, files.cert, files.key].map(readText),
  );
  if (caPem && caKeyPem && certPem && keyPem && serverCertificateFits(certPem, names)) {
    return { cert: certPem, key: keyPem, ca: caPem, caFile: files.ca };
  }
  const { default: forge } = await import('node-forge');
  const { pki } = forge;
  const serial = () => `01${randomBytes(15).toString('hex')}`;
  await mkdir(directory, { recursive: true, mode: 0o700 });

  let ca: { cert: ReturnType<typeof pki.createCertificate>; key: ReturnType<typeof pki.privateKeyFromPem> };
  let caText = caPem;
  if (caPem && caKeyPem) {
    ca = { cert: pki.certificateFromPem(caPem), key: pki.privateKeyFromPem(caKeyPem) };
  } else {
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
      { name: 'subjectKeyIdentifier' },
    ]);
    const key = pki.privateKeyFromPem(pair.privateKey);
    cert.sign(key, forge.md.sha256.create());
    ca = { cert, key };
    caText = pki.certificateToPem(cert);
    await writeFile(files.caKey, pair.privateKey, { mode: 0o600 });
    await writeFile(files.ca, caText, { mode: 0o644 });
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
  const chain = `${pki.certificateToPem(cert)}${caText ?? ''}`;
  await writeFile(files.key, pair.privateKey, { mode: 0o600 });
  await writeFile(files.cert, chain, { mode: 0o644 });
  return { cert: chain, key: pair.privateKey, ...(caText ? { ca: caText } : {}), caFile: files.ca };
}
