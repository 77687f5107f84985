// `<auth-login mode="popup">`'s log-in: the core's popup (`popupOf`) over the element's client. Loaded
// when an element in popup mode first renders (src/internal/chunks.ts), long before its first click, so
// a page that logs in otherwise downloads no popup code (about 0.7 KB gzip of the login page, measured
// with the CDN autoloader).
import type { AuthResult } from '../../core/index.js';
import { popupOf } from '../../core/popup.js';
import type { WebAuthBase } from '../../core/web-auth-base.js';

export type PopupLogin = typeof popupLogin;

/** Opens the popup at once (call it in the click's task) and resolves with its checked result. */
export const popupLogin = (webAuth: WebAuthBase, connection: string): Promise<AuthResult> =>
  popupOf(webAuth).authorize({ connection });
