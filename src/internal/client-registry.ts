// One shared WebAuth client per configuration, so that every element on a page configured the same
// way (directly or through <auth-provider>) talks to the service through the same instance.
import { WebAuth } from '../core/index.js';
import type { WebAuthOptions } from '../core/index.js';
import { CLIENT_CONFIG_KEYS, configKey } from './config.js';
import type { AuthConfig } from './config.js';

const clients = new Map<string, WebAuth>();

/**
 * The shared `WebAuth` for `config`, created on first use. Two configurations with the same
 * {@link configKey} get the same instance; `connection` is not part of the key (it is per call).
 * Throws the core's TypeError when the configuration is invalid (for example a malformed domain).
 */
export function getWebAuth(config: AuthConfig): WebAuth {
  const key = configKey(config);
  let client = clients.get(key);
  if (!client) {
    client = new WebAuth(clientOptions(config));
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
