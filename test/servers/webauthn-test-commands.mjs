// A web-test-runner plugin: server-side commands that give a browser test Chromium's virtual
// authenticator (the DevTools protocol's WebAuthn domain) on its own page, so passkey tests run real
// WebAuthn ceremonies (never a mocked navigator.credentials). Tests call them through
// `executeServerCommand` (@web/test-runner-commands), see test/core/passkey-helpers.ts:
//   webauthn:add      {hasUserVerification?, isUserVerified?, hasResidentKey?, backedUp?, presence?} → {authenticatorId}
//                     (`presence: false`: no one touches it, so a ceremony waits until its timeout)
//                     (`backedUp`: its passkeys are backup eligible and backed up, as a synced provider's)
//   webauthn:remove   {authenticatorId}
//   webauthn:credentials {authenticatorId} → {credentials} (with sign counts and private keys)
//   webauthn:add-credential {authenticatorId, credential}
//   webauthn:set-verified {authenticatorId, isUserVerified}
//   webauthn:acquire / webauthn:release: one test file at a time uses WebAuthn. Pages that run side by side
//                     take the front in turn (bringToFront below), and a page sent to the back has its
//                     pending ceremony cancelled by Chromium: a file holds this from its first hook to its
//                     last (test/core/passkey-helpers.ts), and a file that ended without releasing loses it.

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function webauthnCommands() {
  /** One DevTools session per test page. */
  const sessions = new Map();
  /** The test session (one test file) that uses WebAuthn now, and its browser. */
  let holder;

  /** Waits until no other running test file holds WebAuthn, then holds it for `session`. */
  async function acquire(session) {
    while (holder && holder.id !== session.id && holder.browser.isActive(holder.id)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    holder = { id: session.id, browser: session.browser };
  }

  async function cdpFor(session) {
    let cdp = sessions.get(session.id);
    if (!cdp) {
      const page = session.browser.getPage(session.id);
      cdp = await page.createCDPSession();
      await cdp.send('WebAuthn.enable', { enableUI: false });
      // WebAuthn needs a focused document; with test files running side by side, another page may have
      // the focus, so this one is told it has it.
      await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
      sessions.set(session.id, cdp);
    }
    return cdp;
  }

  return {
    name: 'webauthn-commands',
    async executeCommand({ command, payload, session }) {
      if (!command.startsWith('webauthn:')) return undefined;
      if (session.browser.type !== 'puppeteer' && typeof session.browser.getPage !== 'function') {
        throw new Error('The webauthn commands need Chromium (chromeLauncher).');
      }
      if (command === 'webauthn:acquire') {
        await acquire(session);
        return true;
      }
      if (command === 'webauthn:release') {
        if (holder?.id === session.id) holder = undefined;
        return true;
      }
      const cdp = await cdpFor(session);
      // A ceremony needs its page in front: the other test files' pages share the window.
      await session.browser.getPage(session.id).bringToFront();
      switch (command) {
        case 'webauthn:add':
          return cdp.send('WebAuthn.addVirtualAuthenticator', {
            options: {
              protocol: 'ctap2',
              transport: 'internal',
              hasResidentKey: payload?.hasResidentKey ?? true,
              hasUserVerification: payload?.hasUserVerification ?? true,
              isUserVerified: payload?.isUserVerified ?? true,
              automaticPresenceSimulation: payload?.presence ?? true,
              ...(payload?.backedUp ? { defaultBackupEligibility: true, defaultBackupState: true } : {}),
            },
          });
        case 'webauthn:remove':
          await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: payload.authenticatorId });
          return true;
        case 'webauthn:credentials':
          return cdp.send('WebAuthn.getCredentials', { authenticatorId: payload.authenticatorId });
        case 'webauthn:add-credential':
          await cdp.send('WebAuthn.addCredential', payload);
          return true;
        case 'webauthn:set-verified':
          await cdp.send('WebAuthn.setUserVerified', payload);
          return true;
        default:
          throw new Error(`Unknown command ${command}`);
      }
    },
  };
}
