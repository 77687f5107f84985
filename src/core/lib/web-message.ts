// Authorization responses posted to this page: by the service's page in checkSession's hidden iframe
// (response_mode=web_message), or by popup.callback() in a popup. The message is
// `{type: 'authorization_response', response}`; only one from the expected window, from the expected
// origin, carrying our state is taken. The listener, the timer and the caller's window are always
// released, whatever the outcome.
import { AuthError } from '../errors.js';
import { isPlainObject } from './validate.js';

export const AUTHORIZATION_RESPONSE = 'authorization_response';

/** The authorization response's parameters as posted (values are strings or numbers). */
export type PostedResponse = Record<string, unknown>;

export interface ResponseWait {
  /** The only `event.origin` accepted (read when a message arrives; none while it is `undefined`). */
  origin: string | (() => string | undefined);
  /** The window the message must come from, read when it arrives (an iframe's current window). */
  source: () => unknown;
  /** The state sent: the only `response.state` accepted. */
  state: string;
  timeoutMs: number;
  timeout: () => AuthError;
  /** Polled every 250 ms: an error it returns ends the wait (the user closed the popup). */
  poll?: () => AuthError | undefined;
  /** Releases the window (removes the iframe, closes the popup); runs once, on every outcome. */
  release: () => void;
}

/** Resolves with the first matching response; rejects with `timeout()` or the error `poll()` returns. */
export function awaitResponse(wait: ResponseWait): Promise<PostedResponse> {
  return new Promise<PostedResponse>((resolve, reject) => {
    const end = (error: AuthError | undefined, response?: PostedResponse): void => {
      clearTimeout(timer);
      clearInterval(poll);
      globalThis.removeEventListener('message', onMessage);
      wait.release();
      if (error) reject(error);
      else resolve(response!);
    };
    const origin = typeof wait.origin === 'function' ? wait.origin : () => wait.origin as string;
    const onMessage = (event: MessageEvent): void => {
      const data: unknown = event.data;
      if (
        event.origin === origin() &&
        event.source !== null &&
        event.source === wait.source() &&
        isPlainObject(data) &&
        data['type'] === AUTHORIZATION_RESPONSE &&
        isPlainObject(data['response']) &&
        data['response']['state'] === wait.state
      ) {
        end(undefined, data['response']);
      }
    };
    const timer = setTimeout(() => end(wait.timeout()), wait.timeoutMs);
    const poll =
      wait.poll &&
      setInterval(() => {
        const error = wait.poll!();
        if (error) end(error);
      }, 250);
    globalThis.addEventListener('message', onMessage);
  });
}

const webMessageTimeout = (): AuthError =>
  new AuthError({ code: 'timeout', description: 'Timeout during executing web_message communication' });

export interface WebMessageRequest {
  /** The /authorize URL (response_mode=web_message, prompt=none). */
  url: string;
  /** The service origin: the only `event.origin` accepted. */
  origin: string;
  /** The state sent: the only `response.state` accepted. */
  state: string;
  timeoutMs: number;
}

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
  const response = awaitResponse({
    ...request,
    // contentWindow is read when a message arrives: the iframe's current window, never a sibling's.
    source: () => iframe.contentWindow,
    timeout: webMessageTimeout,
    release: () => iframe.remove(),
  });
  iframe.src = request.url;
  (doc.body ?? doc.documentElement).append(iframe);
  return response;
}
