// Why passkeys cannot work on this page, told to the developer in the console once per reason: loaded
// by the passkey UI (./passkey-ui.ts) only when its check finds they cannot, so a page where they work
// downloads none of these messages.

/** A reason passkeys cannot work here, with what the message names. */
export type Reason =
  | { why: 'insecure' }
  | { why: 'no-webauthn' }
  | { why: 'ip-address'; rpId: string }
  | { why: 'rp-id'; rpId: string; page: string };

const told = new Set<string>();

/** Tells the developer why there is no passkey button, once per message. */
export function tell(reason: Reason): void {
  const origin = location.origin;
  const text =
    reason.why === 'insecure'
      ? `this page (${origin}) is not a secure context; passkeys need https (or localhost).`
      : reason.why === 'no-webauthn'
        ? 'this browser has no WebAuthn.'
        : reason.why === 'ip-address'
          ? `the service's host name "${reason.rpId}" (the RP ID) is an IP address, which WebAuthn refuses.`
          : `the RP ID "${reason.rpId}" (the service's host name) does not fit this page's host "${reason.page}", and the ` +
            `service's /.well-known/webauthn does not list ${origin} for this browser.`;
  if (told.has(text)) return;
  told.add(text);
  console.info(`auth-elements: no passkey button (passkeys): ${text} The password form works as usual.`);
}
