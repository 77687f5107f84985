// Types of oidc-test-provider.mjs for the TypeScript tests that start it.
export const OIDC_CLIENT_ID: string;

export interface OidcProviderOptions {
  testOrigin?: string;
  redirectUris?: string[];
  port?: number;
  emailDomain?: string;
  company?: { clientId: string; clientSecret: string; callbackUrls?: string[] };
}

export function startOidcProvider(
  options: OidcProviderOptions,
): Promise<{ issuer: string; close(): Promise<void> }>;
