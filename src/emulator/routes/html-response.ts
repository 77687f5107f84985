// Sending the server-rendered pages of these routes: the shared layout, a strict CSP that forbids framing,
// no caching (the pages carry single-use tickets) and no Referer leak of the ticket in the address.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Html } from '../ui.js';
import { page, pageCsp } from '../ui.js';

/** A constant style sheet a page adds to the shared layout; allowed by its hash in the CSP. */
export interface PageStyle {
  readonly source: string;
  readonly hash: string;
}

export function pageStyle(source: string): PageStyle {
  return { source, hash: `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'` };
}

export function sendPage(
  c: Context,
  title: string,
  body: Html,
  status: ContentfulStatusCode = 200,
  style?: PageStyle,
): Promise<Response> | Response {
  let csp = pageCsp({ frameAncestors: "'none'" });
  if (style) csp = csp.replace('style-src ', `style-src ${style.hash} `);
  c.header('Content-Security-Policy', csp);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  const content = style
    ? html`<style>
          ${raw(style.source)}</style
        >${body}`
    : body;
  return c.html(page(title, content), status);
}
