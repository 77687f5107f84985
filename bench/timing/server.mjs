// The benchmark's own static server on 127.0.0.1 (a free port): the CDN bundle and the chunks it loads
// on demand, the in-page probe and the pages the benchmark drives. Nothing is cached (`no-store`), and
// each `?run=` of the bundle gets a distinct last line, so every load of it is a real fetch and a fresh
// compile (no code cache hit).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** The bundle's path on this server; a query string (`?run=3`) makes each load a distinct module. */
export const BUNDLE_PATH = '/auth-elements.min.js';

/**
 * The headers that make a page cross-origin isolated, so that `performance.now()` has a 5 µs resolution
 * instead of 100 µs. Only for the pages that never embed the service in an iframe (COEP would block it).
 */
const ISOLATION_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

/**
 * @typedef {object} BenchServer
 * @property {string} origin e.g. `http://127.0.0.1:41234`
 * @property {() => Promise<void>} close
 */

/**
 * @param {object} options
 * @param {string} options.bundleFile the bundle to serve
 * @param {{ serviceUrl?: string }} options.settings read at each request: the identity service's origin,
 *   written into app.html (the service is started once this server's origin is known)
 * @returns {Promise<BenchServer>}
 */
export async function startBenchServer({ bundleFile, settings }) {
  const bundle = await readFile(bundleFile, 'utf8');
  // The chunks it loads on demand, beside it: jose's verifier and the language packs.
  const chunk = (name) => readFile(new URL(name, pathToFileURL(bundleFile)));
  const probe = await readFile(new URL('./probe.js', import.meta.url), 'utf8');
  const appTemplate = await readFile(new URL('./app.html', import.meta.url), 'utf8');
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const send = (status, type, body, headers = {}) => {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'cross-origin-resource-policy': 'same-origin',
        ...headers,
      });
      response.end(body);
    };
    const run = url.searchParams.get('run');
    if (path === BUNDLE_PATH) send(200, JS, run === null ? bundle : `${bundle}\n// run ${run}\n`);
    else if (path === '/probe.js') send(200, JS, probe);
    else if (/^\/auth-elements\.[a-z]+\.min\.js$/.test(path)) {
      chunk(path.slice(1)).then(
        (code) => send(200, JS, code),
        () => send(404, 'text/plain', 'Not found'),
      );
    } else if (path === '/isolated.html')
      send(200, 'text/html; charset=utf-8', BLANK_PAGE, ISOLATION_HEADERS);
    else if (path === '/blank.html') send(200, 'text/html; charset=utf-8', BLANK_PAGE);
    else if (path === '/app.html') {
      const page = appTemplate
        .replaceAll('{{SERVICE_URL}}', settings.serviceUrl ?? '')
        .replaceAll('{{APP_URL}}', `http://${request.headers.host}/app.html`);
      send(200, 'text/html; charset=utf-8', page);
    } else if (path === '/favicon.ico') send(204, 'image/x-icon', '');
    else send(404, 'text/plain', 'Not found');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const JS = 'text/javascript; charset=utf-8';

/** A page with only the probe: the benchmark loads the bundle into it itself, to time the load. */
const BLANK_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>auth-elements timing benchmark</title></head>
  <body><script type="module" src="/probe.js"></script></body>
</html>
`;
