// response_mode=web_message: /authorize runs in a hidden iframe and the service's page posts
// `{type: 'authorization_response', response}` to the redirect_uri's origin. This module owns the iframe,
// the message listener and the timeout; it always removes all three, whatever the outcome.
import { AuthError } from '../errors.js';
import { isPlainObject } from './validate.js';

export const AUTHORIZATION_RESPONSE = 'authorization_response';

/** The authorization response's parameters as posted (values are strings or numbers). */
export type PostedResponse = Record<string, unknown>;

/**
 * `data.response` when `data` is `{type: 'authorization_response', response}` and the response
 * carries `state`; null for anything else (other messages on the page are none of our business).
 */
export function authorizationResponse(data: unknown, state: string): PostedResponse | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; response?: unknown };
  if (message.type !== AUTHORIZATION_RESPONSE) return null;
  const response = message.response;
  return isPlainObject(response) && response['state'] === state ? response : null;
}

export interface WebMessageRequest {
  /** The /authorize URL (response_mode=web_message, prompt=none). */
  url: string;
  /** The service origin: the only `event.origin` accepted. */
  origin: string;
  /** The state sent: the only `response.state` accepted. */
  state: string;
  timeoutMs: number;
}

export const webMessageTimeout = (): AuthError =>
  new AuthError({ code: 'timeout', description: 'Timeout during executing web_message communication' });

/**
 * Loads `request.url` in a hidden iframe and resolves with the first authorization response that comes
 * from that iframe's window, from the service origin, with our state. Rejects with `timeout` after
 * `timeoutMs`. Needs a document.
 */
export function runWebMessage(request: WebMessageRequest): Promise<PostedResponse> {
  const doc = globalThis.document;
  const iframe = doc.createElement('iframe');
  iframe.hidden = true;
  iframe.style.display = 'none';
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.title = 'Session check';

  return new Promise<PostedResponse>((resolve, reject) => {
    const cleanup = (): void => {
      clearTimeout(timer);
      globalThis.removeEventListener('message', onMessage);
      iframe.remove();
    };
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== request.origin) return;
      // contentWindow is read now: it is the iframe's current window, never a sibling's.
      if (event.source === null || event.source !== iframe.contentWindow) return;
      const response = authorizationResponse(event.data, request.state);
      if (!response) return;
      cleanup();
      resolve(response);
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(webMessageTimeout());
    }, request.timeoutMs);
    globalThis.addEventListener('message', onMessage);
    iframe.src = request.url;
    (doc.body ?? doc.documentElement).append(iframe);
  });
}
