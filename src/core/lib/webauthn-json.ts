// The conversion between the passkey wire's JSON (base64url binaries) and WebAuthn's objects, by hand,
// on the core's own base64url (./base64url.ts, already on the page): what `PublicKeyCredential`'s
// `parseCreationOptionsFromJSON`, `parseRequestOptionsFromJSON` and `toJSON()` do, for a browser without
// them (before Chromium 129, Firefox 119, Safari 18.4). ./webauthn.ts loads it only there. Written here
// rather than taken from @simplewebauthn/browser, whose ceremonies and support checks are several times its
// size (`npm run size`: the webauthn-json chunk).
import { decode, encode } from './base64url.js';

const bytes = (value: unknown): Uint8Array<ArrayBuffer> =>
  decode(typeof value === 'string' ? value : '') as Uint8Array<ArrayBuffer>;
const text = (buffer: ArrayBuffer | null | undefined): string | undefined =>
  buffer ? encode(new Uint8Array(buffer)) : undefined;

/** Creation options in JSON form (base64url binaries) as `navigator.credentials.create()` takes them. */
export function toCreationOptions(json: Record<string, unknown>): PublicKeyCredentialCreationOptions {
  const user = json['user'] as Record<string, unknown>;
  const exclude = (json['excludeCredentials'] as Record<string, unknown>[] | undefined) ?? [];
  return {
    ...(json as unknown as PublicKeyCredentialCreationOptions),
    challenge: bytes(json['challenge']),
    user: { ...(user as unknown as PublicKeyCredentialUserEntity), id: bytes(user?.['id']) },
    excludeCredentials: exclude.map((entry) => ({
      ...(entry as unknown as PublicKeyCredentialDescriptor),
      id: bytes(entry['id']),
    })),
  };
}

/** Request options in JSON form as `navigator.credentials.get()` takes them. */
export function toRequestOptions(json: Record<string, unknown>): PublicKeyCredentialRequestOptions {
  const allow = json['allowCredentials'] as Record<string, unknown>[] | undefined;
  return {
    ...(json as unknown as PublicKeyCredentialRequestOptions),
    challenge: bytes(json['challenge']),
    ...(allow
      ? {
          allowCredentials: allow.map((entry) => ({
            ...(entry as unknown as PublicKeyCredentialDescriptor),
            id: bytes(entry['id']),
          })),
        }
      : {}),
  };
}

/** A created or asserted credential as JSON (the WebAuthn `toJSON()` form the service reads). */
export function credentialJson(credential: PublicKeyCredential): Record<string, unknown> {
  const response = credential.response;
  const fields: Record<string, unknown> = { clientDataJSON: text(response.clientDataJSON) };
  if ('attestationObject' in response) {
    const created = response as AuthenticatorAttestationResponse;
    fields['attestationObject'] = text(created.attestationObject);
    fields['transports'] = created.getTransports?.() ?? [];
  } else {
    const asserted = response as AuthenticatorAssertionResponse;
    fields['authenticatorData'] = text(asserted.authenticatorData);
    fields['signature'] = text(asserted.signature);
    fields['userHandle'] = text(asserted.userHandle);
  }
  return {
    id: credential.id,
    rawId: text(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    response: fields,
    clientExtensionResults: credential.getClientExtensionResults?.() ?? {},
  };
}
