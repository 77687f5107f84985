// Telemetry: base64url(JSON {name, version}) sent as the `Auth0-Client` header and `auth0Client` parameter.
import * as base64url from './base64url.js';
import type { TelemetryInfo } from '../types.js';
import { optionalBoolean } from './validate.js';

const LIBRARY_NAME = 'auth-elements';
const LIBRARY_VERSION = '0.1.0';
export const TELEMETRY_HEADER = 'Auth0-Client';

function encodeTelemetry(info: TelemetryInfo = { name: LIBRARY_NAME, version: LIBRARY_VERSION }): string {
  return base64url.encode(JSON.stringify(info));
}

/** The `_sendTelemetry` and `_telemetryInfo` options → the encoded value, or undefined when it is off. */
export function telemetryOption(raw: Record<string, unknown>): string | undefined {
  const info = raw['_telemetryInfo'] as TelemetryInfo | undefined;
  if (
    info !== undefined &&
    (typeof info !== 'object' ||
      info === null ||
      typeof info.name !== 'string' ||
      typeof info.version !== 'string')
  ) {
    throw new TypeError('"_telemetryInfo" option must be an object with string name and version');
  }
  return optionalBoolean(raw['_sendTelemetry'], '_sendTelemetry') === false
    ? undefined
    : encodeTelemetry(info);
}
