// Shared by the passkey browser tests: Chromium's virtual authenticator on the test's own page, through
// the server-side commands of test/servers/webauthn-test-commands.mjs (the DevTools protocol's WebAuthn
// domain). The authenticators added by a test are removed after it.
import { executeServerCommand } from '@web/test-runner-commands';

export interface VirtualAuthenticatorOptions {
  hasUserVerification?: boolean;
  isUserVerified?: boolean;
  hasResidentKey?: boolean;
  /** Its passkeys are backup eligible and backed up (a synced passkey provider's). */
  backedUp?: boolean;
  /** `false`: no one touches it, so a ceremony waits until its timeout. Default `true`. */
  presence?: boolean;
}

/** A credential as `WebAuthn.getCredentials` shows it. */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

const added: string[] = [];

// Every test file that imports these helpers uses WebAuthn alone among the files running side by side
// (test/servers/webauthn-test-commands.mjs, `webauthn:acquire`): root hooks of the file's run.
before(async function () {
  this.timeout(0);
  await executeServerCommand('webauthn:acquire');
});
after(() => executeServerCommand('webauthn:release'));

/** Adds a virtual platform authenticator (ctap2, internal, resident keys, user verification). */
export async function addAuthenticator(options: VirtualAuthenticatorOptions = {}): Promise<string> {
  const { authenticatorId } = await executeServerCommand<
    { authenticatorId: string },
    VirtualAuthenticatorOptions
  >('webauthn:add', options);
  added.push(authenticatorId);
  return authenticatorId;
}

export async function removeAuthenticator(authenticatorId: string): Promise<void> {
  await executeServerCommand('webauthn:remove', { authenticatorId });
  const index = added.indexOf(authenticatorId);
  if (index >= 0) added.splice(index, 1);
}

/** Removes every authenticator the test added (an `afterEach`). */
export async function removeAuthenticators(): Promise<void> {
  for (const authenticatorId of added.splice(0)) {
    await executeServerCommand('webauthn:remove', { authenticatorId });
  }
}

export async function credentialsOf(authenticatorId: string): Promise<VirtualCredential[]> {
  const { credentials } = await executeServerCommand<{ credentials: VirtualCredential[] }, unknown>(
    'webauthn:credentials',
    { authenticatorId },
  );
  return credentials;
}

export async function addCredential(authenticatorId: string, credential: VirtualCredential): Promise<void> {
  await executeServerCommand('webauthn:add-credential', { authenticatorId, credential });
}
