// Telemetry: base64url(JSON {name, version}) sent as the `Auth0-Client` header and `auth0Client` parameter.
import { base64url } from 'jose';
import type { TelemetryInfo } from '../types.js';

export const LIBRARY_NAME = 'auth-elements';
export const LIBRARY_VERSION = '0.1.0';
export const TELEMETRY_HEADER = 'Auth0-Client';

export function encodeTelemetry(
  info: TelemetryInfo = { name: LIBRARY_NAME, version: LIBRARY_VERSION },
): string {
  return base64url.encode(JSON.stringify(info));
}
