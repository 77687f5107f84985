// One shared client per configuration, so that every element on a page configured the same way
// (directly or through <auth-provider>) talks to the service through the same instance. It is a
// WebAuthBase: the code that uses a popup, passkeys or the second factor reaches that facade's work over
// it (`popupOf`, `passkeyCeremony`, `mfaVerify`), so a page that uses none of them downloads none.
import type { WebAuthOptions } from '../core/index.js';
import { WebAuthBase } from '../core/web-auth-base.js';
import { CLIENT_CONFIG_KEYS, configKey } from './config.js';
import type { AuthConfig } from './config.js';

const clients = new Map<string, WebAuthBase>();

/**
 * The shared `WebAuth` for `config`, created on first use. Two configurations with the same
 * {@link configKey} get the same instance; `connection` is not part of the key (it is per call).
 * Throws the core's TypeError when the configuration is invalid (for example a malformed domain).
 */
export function getWebAuth(config: AuthConfig): WebAuthBase {
  const key = configKey(config);
  let client = clients.get(key);
  if (!client) {
    client = new WebAuthBase(clientOptions(config));
    clients.set(key, client);
  }
  return client;
}

/** Forgets every shared client (tests; a page that rotates its configuration). */
export function clearWebAuthClients(): void {
  clients.clear();
}

function clientOptions(config: AuthConfig): WebAuthOptions {
  const options: Record<string, string | boolean> = {};
  for (const key of CLIENT_CONFIG_KEYS) {
    const value = config[key];
    if (value === undefined) continue;
    if (key === 'refreshTokens') {
      options['useRefreshTokens'] = true;
      options['refreshTokenStorage'] = value;
    } else options[key] = value;
  }
  return options as unknown as WebAuthOptions;
}
