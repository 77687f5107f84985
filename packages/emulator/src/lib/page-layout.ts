// Layout of the service's server-rendered pages (hosted login, provider picker, dev inbox, errors).
// Everything goes through hono/html's `html` template, which escapes interpolated values; the only
// raw text is this module's own constant CSS, the constant scripts passed to `inlineScript`, and an
// organization's colour rule, built only from a colour that passed a strict pattern (organization-branding.ts).
// Inline styles and scripts are allowed by hash in the Content-Security-Policy (see `pageCsp`).
import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { PageBranding } from './organization-branding.js';
import { ENGLISH } from './hosted-locale.js';
import type { HostedText } from './hosted-locale.js';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** A constant script embedded in a page; its hash goes into the page's CSP. Never put request data in `source`. */
export interface InlineScript {
  readonly source: string;
  readonly hash: string;
}

/** The CSP source (`'sha256-…'`) allowing an inline script or style whose text is exactly `source`. */
export function sha256Source(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export function inlineScript(source: string): InlineScript {
  return { source, hash: sha256Source(source) };
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.45; }
[hidden] { display: none !important; }
body { margin: 0; background: Canvas; color: CanvasText; }
.banner { background: #7a3e00; color: #fff; padding: .5rem 1rem; font-size: .9rem; text-align: center; }
main { max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.4rem; }
form { display: grid; gap: .75rem; }
label { display: grid; gap: .25rem; font-weight: 600; }
input { font: inherit; font-weight: 400; padding: .5rem; border: 1px solid GrayText; border-radius: .375rem; }
input[readonly] { background: light-dark(#f0f0f0, #2b2b2b); border-style: dashed; }
button, .button { font: inherit; padding: .55rem 1rem; border-radius: .375rem; border: 0; background: #2557d6;
  color: #fff; cursor: pointer; text-decoration: none; display: inline-block; text-align: center; }
.error { border: 1px solid #b3261e; background: #fbe9e7; color: #5f1410; padding: .6rem .8rem; border-radius: .375rem; }
.notice { border: 1px solid GrayText; padding: .6rem .8rem; border-radius: .375rem; }
.muted { color: light-dark(#595959, #b3b3b3); font-size: .9rem; }
form .status { margin: 0; }
.passkey { display: grid; gap: .5rem; margin-top: 1rem; }
.passkey p { margin: 0; }
.passkey .or { text-align: center; }
button .muted { color: inherit; font-weight: 400; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
ul.accounts { list-style: none; padding: 0; display: grid; gap: .5rem; }
ul.accounts button { width: 100%; text-align: start; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; padding: .35rem .5rem; border-bottom: 1px solid GrayText; vertical-align: top;
  overflow-wrap: anywhere; }
code { font-family: ui-monospace, monospace; }
ol.steps { padding-inline-start: 1.25rem; display: grid; gap: .75rem; }
img.qr { display: block; margin-top: .5rem; background: #fff; border-radius: .375rem; max-width: 100%; height: auto; }
code.key { display: block; margin-top: .25rem; font-size: 1.05rem; letter-spacing: .06em; overflow-wrap: anywhere; }
.recovery-code { font-family: ui-monospace, monospace; font-size: 1.3rem; font-weight: 600; letter-spacing: .06em;
  text-align: center; padding: .6rem .8rem; border: 1px dashed GrayText; border-radius: .375rem; }
.recovery-code .group { white-space: nowrap; }
label.check { display: flex; gap: .5rem; align-items: center; font-weight: 400; }
img.org-logo { display: block; max-height: 3rem; max-width: 100%; margin: 0 0 .75rem; }
`;

const STYLE_HASH = sha256Source(STYLE);
// Built by concatenation, not inside the html template: a formatter must not touch hashed text.
const STYLE_ELEMENT = raw('<style>' + STYLE + '</style>');

interface CspOptions {
  /** Inline scripts the page runs. */
  scripts?: readonly InlineScript[];
  /** Value of frame-ancestors; `'none'` by default (pages that run in an iframe pass the allowed origins). */
  frameAncestors?: string;
  /** Origins the page may load in an iframe. */
  frameSrc?: readonly string[];
  /** Targets of the page's forms, besides the service itself. */
  formAction?: readonly string[];
  /** Whether the page's script may fetch from the service itself (`connect-src 'self'`). */
  connectSelf?: boolean;
  /** An organization's branding the page shows (its colour's style, its logo's origin). */
  branding?: PageBranding | undefined;
}

/** The Content-Security-Policy for a page made by `page()`. */
export function pageCsp(options: CspOptions = {}): string {
  const directives = [
    "default-src 'none'",
    `style-src ${[STYLE_HASH, options.branding?.style?.hash].filter(Boolean).join(' ')}`,
    `img-src 'self' data: https:${options.branding?.imageOrigin ? ` ${options.branding.imageOrigin}` : ''}`,
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestors ?? "'none'"}`,
  ];
  if (options.scripts?.length) directives.push(`script-src ${options.scripts.map((s) => s.hash).join(' ')}`);
  if (options.frameSrc?.length) directives.push(`frame-src ${options.frameSrc.join(' ')}`);
  if (options.connectSelf) directives.push("connect-src 'self'");
  if (options.formAction) directives.push(`form-action 'self' ${options.formAction.join(' ')}`.trim());
  return directives.join('; ');
}

interface PageOptions {
  /** A constant script run at the end of the body (its hash must be in the response's CSP). */
  script?: InlineScript;
  /** An organization's logo and colour (organization-branding.ts; the response's CSP given the same). */
  branding?: PageBranding | undefined;
  /** The page's language (hosted-locale.ts `hostedText`): its `lang`, `dir`, banner and title; English if absent. */
  text?: HostedText;
}

/**
 * A complete HTML document: the local-development banner, the title as heading, then `body`.
 * Build `body` with hono/html's `html` template so every interpolated value is escaped.
 * Responses carrying HTML get `pageCsp()` by default (app.ts) unless the route set its own header.
 */
export function page(title: string, body: Html, options: PageOptions = {}): Html {
  const text = options.text ?? ENGLISH;
  return html`<!doctype html>
    <html lang="${text.lang}" dir="${text.dir}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>${text.t('documentTitle', { title })}</title>
        ${STYLE_ELEMENT}
        ${options.branding?.style ? raw('<style>' + options.branding.style.source + '</style>') : ''}
      </head>
      <body>
        <div class="banner" role="note">${text.t('banner')}</div>
        <main>
          ${options.branding?.logoUrl ? html`<img class="org-logo" src="${options.branding.logoUrl}" alt="" />` : ''}
          <h1>${title}</h1>
          ${body}
        </main>
        ${options.script ? raw('<script>' + options.script.source + '</script>') : ''}
      </body>
    </html>`;
}
