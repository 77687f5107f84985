// The QR code of an authenticator app's key (the `otpauth://` URI the service answers), drawn here as
// SVG from the module matrix that uqr (unjs/uqr, MIT) computes: nothing is fetched from anyone, and no
// markup is built from the data (one `<path>` whose `d` lists the dark modules, bound as an attribute).
// Loaded on demand when the user starts setting up an authenticator app (two-step.ts), never with the
// element: this chunk is this module and uqr's `encode` (`npm run size`: the `qr-code` rows; limit `qrCode`
// in bench/budgets.json).
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { encode } from 'uqr';

/** The quiet zone around the code, in modules (the standard asks for 4). */
const BORDER = 4;

/** The path of the dark modules of `text`'s QR code (error correction M), and its size in modules. */
export function qrPath(text: string): { readonly d: string; readonly size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      runs.push(`M${start + BORDER} ${y + BORDER}h${x - start}v1h-${x - start}z`);
    }
  });
  return { d: runs.join(''), size: size + 2 * BORDER };
}

/** `text` as a QR code: dark modules on a light square (light in dark mode too, as scanners expect). */
export function qrCode(text: string, label: string): TemplateResult {
  const { d, size } = qrPath(text);
  return html`<svg
    part="qr-code"
    role="img"
    aria-label=${label}
    viewBox="0 0 ${size} ${size}"
    width="200"
    height="200"
    shape-rendering="crispEdges"
  >
    <rect width=${size} height=${size} fill="#fff" />
    <path d=${d} fill="#000" />
  </svg>`;
}
