// Sending the service's own server-rendered pages (home, inbox, reset, unblock): the shared layout, a
// strict CSP that forbids framing, no caching (the pages carry single-use tickets) and no Referer leak
// of the ticket in the address.
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Html, InlineScript } from './page-layout.js';
import { page, pageCsp, sha256Source } from './page-layout.js';
import type { HostedText } from './hosted-locale.js';

/** A constant style sheet a page adds to the shared layout; allowed by its hash in the CSP. */
interface PageStyle {
  readonly source: string;
  readonly hash: string;
}

export function pageStyle(source: string): PageStyle {
  return { source, hash: sha256Source(source) };
}

interface SendPageOptions {
  /** A constant style sheet added to the layout's. */
  style?: PageStyle;
  /** A constant script run at the end of the body. */
  script?: InlineScript;
  /** Let the page's script fetch from the service itself (`connect-src 'self'`). */
  connectSelf?: boolean;
  /** The page's language (a hosted page's `hostedText(c)`); English if absent. */
  text?: HostedText;
}

export function sendPage(
  c: Context,
  title: string,
  body: Html,
  status: ContentfulStatusCode = 200,
  { style, script, connectSelf = false, text }: SendPageOptions = {},
): Promise<Response> | Response {
  let csp = pageCsp({ frameAncestors: "'none'", ...(script ? { scripts: [script] } : {}) });
  if (style) csp = csp.replace('style-src ', `style-src ${style.hash} `);
  if (connectSelf) csp += "; connect-src 'self'";
  c.header('Content-Security-Policy', csp);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  // Built by concatenation, not inside the html template: the hashed text must be sent byte for byte.
  const content = style ? html`${raw('<style>' + style.source + '</style>')}${body}` : body;
  return c.html(page(title, content, { ...(script ? { script } : {}), ...(text ? { text } : {}) }), status);
}
