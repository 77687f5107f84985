// The framework-free client. Importable in Node: nothing here touches window, document or storage
// at import time.
export { WebAuth } from './web-auth.js';
export { Authentication } from './authentication.js';
export { AuthError, AUTH_ERROR_CODES, isAuthErrorCode } from './errors.js';
export type { AuthErrorCode, AuthErrorInit } from './errors.js';
export type {
  AuthorizeOptions,
  AuthResult,
  Callback,
  HandleRedirectCallbackOptions,
  IdTokenPayload,
  LogoutOptions,
  OAuthTokenOptions,
  ParseHashOptions,
  ResponseMode,
  TelemetryInfo,
  TokenResponse,
  UserProfile,
  WebAuthOptions,
} from './types.js';
