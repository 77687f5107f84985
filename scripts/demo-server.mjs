// The demo (demo/, served by Vite) and the local identity service (the workspace package
// auth-elements-emulator: its dist/, built by `npm run build:tsc`, or its src/ through tsx for `npm start`),
// started together. `npm start` runs them on :5173 and :4000; the end-to-end tests run them on free ports
// beside a developer's `npm start`. With `docs`, the documentation site (built by Eleventy from docs/, see
// docs/README.md) is served at `/` beside the demo's pages, its live examples running the elements from src/
// against the service, its script (docs/site/assets/site.ts) served from the source.
//
// The demo's pages name the service as http://localhost:4000 and their own origin as
// http://localhost:5173 (so their source reads like an application's). On other ports both are
// rewritten as Vite serves the pages and the demo's modules, and the service is told the demo's origin
// and the callback URL of every demo page.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { createServer } from 'vite';
import { startOidcProvider } from '../test/servers/oidc-test-provider.mjs';

export const DEFAULT_SERVICE_URL = 'http://localhost:4000';
export const DEFAULT_DEMO_ORIGIN = 'http://localhost:5173';
export const DEMO_USER = { email: 'demo@example.com', password: 'Passw0rd!' };
/** The local company's e-mail domain (its provider signs in any address there) and a user of it. */
export const COMPANY = { domain: 'company.test', user: 'alex@company.test', displayName: 'Company Test' };

const HOST = 'localhost';
const DEMO_ROOT = fileURLToPath(new URL('../demo/', import.meta.url));
const EMULATOR_ENTRY = new URL('../packages/emulator/dist/index.js', import.meta.url);
const EMULATOR_SOURCE = new URL('../packages/emulator/src/index.ts', import.meta.url);

/**
 * @typedef {object} DemoOptions
 * @property {number} [servicePort] the identity service's port (default 4000; 0 picks a free one)
 * @property {number} [demoPort] the demo's port (default 5173; 0 picks a free one)
 * @property {boolean} [quiet] no request logs, no Vite banner
 * @property {boolean} [emulatorFromSource] run the service from packages/emulator/src through tsx instead
 *   of its dist/ (`npm start`: no build first)
 * @property {boolean} [hmr] Vite's hot reload and its WebSocket (default true; tests turn them off so edits
 *   elsewhere in the tree never reload a page under test)
 * @property {boolean} [docs] build the documentation site and serve it at `/` (`npm start`, test/e2e/docs.test.ts)
 * @property {boolean} [company] also run a company's OpenID Provider (test/servers/oidc-test-provider.mjs)
 *   for e-mails at `COMPANY.domain`, the demo client's enterprise connection `company-sso`
 * @property {number} [companyPort] its port (default 4001; 0 picks a free one)
 */

/**
 * @typedef {object} DemoHandle
 * @property {string} serviceUrl the service's origin, e.g. `http://localhost:4000`
 * @property {string} demoUrl the demo's origin, e.g. `http://localhost:5173`
 * @property {string[]} sitePages the documentation site's pages (`/`, `/elements/auth-login/`, …); empty without `docs`
 * @property {object} store the service's tenant (tests change its settings, e.g. `store.data.mfa_policy`)
 * @property {string} [companyUrl] the company provider's issuer, with `company`
 * @property {() => Promise<void>} close stops both servers
 */

/** @returns {Promise<number>} a port nothing listens on right now */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @returns {Promise<string[]>} the demo's pages: `index.html`, `app.html`, … */
async function demoPages() {
  const files = await readdir(DEMO_ROOT);
  return files.filter((file) => file.endsWith('.html')).sort();
}

/**
 * Rewrites the default service URL and demo origin in the demo's HTML and in its own modules (never in
 * the library's sources, which the demo imports from src/).
 * @param {string} serviceUrl
 * @param {string} demoUrl
 * @returns {import('vite').Plugin}
 */
function demoUrlsPlugin(serviceUrl, demoUrl) {
  /** @param {string} text */
  const rewrite = (text) =>
    text.replaceAll(DEFAULT_SERVICE_URL, serviceUrl).replaceAll(DEFAULT_DEMO_ORIGIN, demoUrl);
  const identity = serviceUrl === DEFAULT_SERVICE_URL && demoUrl === DEFAULT_DEMO_ORIGIN;
  return {
    name: 'auth-elements-demo-urls',
    transformIndexHtml: (html) => (identity ? html : rewrite(html)),
    transform(code, id) {
      if (identity || !id.startsWith(DEMO_ROOT) || !/\.[cm]?[jt]s$/.test(id.split('?')[0] ?? '')) return;
      return { code: rewrite(code), map: null };
    },
  };
}

/**
 * Without hot reload (the tests), Vite's client would only fail to open its WebSocket, an error in every
 * page's console: the pages (the demo's and the site's) go without it.
 * @returns {import('vite').Plugin}
 */
function withoutViteClientPlugin() {
  return {
    name: 'auth-elements-without-vite-client',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<script type="module" src="/@vite/client"></script>', ''),
    },
  };
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.js': 'text/javascript; charset=utf-8',
};

/** What the site is built from: docs/ (its pages, examples and script) and the manifest. */
const DOCS_SOURCES = [
  fileURLToPath(new URL('../docs/', import.meta.url)),
  fileURLToPath(new URL('../custom-elements.json', import.meta.url)),
];
const DOCS_OUTPUT = fileURLToPath(new URL('../docs/_site/', import.meta.url));

/**
 * Serves the built documentation site (`/`, `/elements/auth-login/`, `/assets/site.css`, …) before Vite's
 * own files; its pages go through Vite's HTML transforms like the demo's (so the site's script, requested
 * as `/assets/site.ts`, and the elements load from the sources, and the addresses are rewritten for other
 * ports). With hot reload, an edit of the docs, an example or the manifest rebuilds the site (one build at
 * a time) and reloads the page.
 * @param {string} siteRoot
 * @param {typeof import('../docs/lib/build.mjs')} site the site's builder, its script and the script's URLs
 * @param {() => Promise<unknown>} rebuild
 * @returns {import('vite').Plugin}
 */
function docsSitePlugin(siteRoot, { SITE_SCRIPT, SITE_SCRIPT_URL }, rebuild) {
  return {
    name: 'auth-elements-docs-site',
    // The script lives with the site (docs/), outside the demo's root.
    resolveId: (id) => (id === SITE_SCRIPT_URL.dev ? SITE_SCRIPT : undefined),
    configureServer(server) {
      if (server.config.server.hmr !== false) {
        server.watcher.add(DOCS_SOURCES);
        let running = Promise.resolve();
        let queued = false;
        // The script is a module Vite reloads itself; the pages do not change with it.
        const onChange = (file) => {
          const source =
            DOCS_SOURCES.some((path) => file.startsWith(path)) &&
            !file.startsWith(DOCS_OUTPUT) &&
            file !== SITE_SCRIPT;
          if (!source || queued) return;
          queued = true;
          running = running.then(async () => {
            queued = false;
            try {
              await rebuild();
              server.ws.send({ type: 'full-reload' });
            } catch (error) {
              server.config.logger.error(`The documentation did not build: ${error}`);
            }
          });
        };
        server.watcher.on('change', onChange);
        server.watcher.on('add', onChange);
      }
      server.middlewares.use(async (req, res, next) => {
        try {
          const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
          if (path.includes('..')) return next();
          const file = join(siteRoot, path.endsWith('/') ? `${path}index.html` : path);
          const info = await stat(file).catch(() => undefined);
          if (!info?.isFile()) return next();
          const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
          let body = await readFile(file);
          if (extname(file) === '.html') {
            body = Buffer.from(await server.transformIndexHtml(req.url ?? path, body.toString('utf8')));
          }
          res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/** @returns {Promise<typeof import('../packages/emulator/dist/index.js')>} */
async function loadEmulator(fromSource) {
  if (fromSource) {
    const { tsImport } = await import('tsx/esm/api');
    return tsImport(EMULATOR_SOURCE.href, import.meta.url);
  }
  try {
    return await import(EMULATOR_ENTRY.href);
  } catch (error) {
    throw new Error('The local identity service is not built: run `npm run build:tsc` first.', {
      cause: error,
    });
  }
}

/**
 * Starts the local identity service and the demo.
 * @param {DemoOptions} [options]
 * @returns {Promise<DemoHandle>}
 */
export async function startDemo({
  servicePort = 4000,
  demoPort = 5173,
  quiet = false,
  hmr = true,
  emulatorFromSource = false,
  docs = false,
  company = false,
  companyPort = 4001,
} = {}) {
  const { startEmulator } = await loadEmulator(emulatorFromSource);
  // The service's client at the company provider: its secret made here, known to the two servers only.
  const companyClient = {
    clientId: 'local-identity-service',
    clientSecret: randomBytes(24).toString('base64url'),
  };
  const companyProvider = company
    ? await startOidcProvider({ port: companyPort, emailDomain: COMPANY.domain, company: companyClient })
    : undefined;
  const port = demoPort === 0 ? await freePort() : demoPort;
  const demoUrl = `http://${HOST}:${port}`;
  const pages = await demoPages();
  // The site is built for the default addresses; the URL plugin rewrites them as Vite serves its pages.
  const siteRoot = docs ? await mkdtemp(join(tmpdir(), 'auth-elements-docs-')) : undefined;
  // Eleventy only loads when the site is served.
  const site = docs ? await import('../docs/lib/build.mjs') : undefined;
  const sitePaths = [];
  const buildDocs = () =>
    site.buildSite({
      output: siteRoot,
      mode: 'dev',
      domain: DEFAULT_SERVICE_URL,
      origin: DEFAULT_DEMO_ORIGIN,
    });
  if (siteRoot) sitePaths.push(...(await buildDocs()));
  const service = await startEmulator({
    port: servicePort,
    host: HOST,
    quiet,
    appOrigins: [demoUrl],
    callbackUrls: [
      `${demoUrl}/`,
      ...pages.map((page) => `${demoUrl}/${page}`),
      ...sitePaths.map((path) => `${demoUrl}${path}`),
    ],
    crossOriginLocation: `${demoUrl}/cross-origin-verification.html`,
    ...(companyProvider
      ? {
          companyProvider: {
            issuer: companyProvider.issuer,
            ...companyClient,
            domain: COMPANY.domain,
            displayName: COMPANY.displayName,
          },
        }
      : {}),
  }).catch(async (error) => {
    await companyProvider?.close();
    throw error;
  });
  let vite;
  try {
    vite = await createServer({
      configFile: false,
      root: DEMO_ROOT,
      clearScreen: false,
      logLevel: quiet ? 'silent' : 'info',
      // A cache of its own on free ports, so a test run never fights `npm start` over pre-bundled deps.
      cacheDir: fileURLToPath(
        new URL(`../node_modules/.vite/${demoPort === 0 ? 'demo-free-port' : 'demo'}`, import.meta.url),
      ),
      server: {
        port,
        strictPort: true,
        host: HOST,
        hmr,
        ...(hmr ? {} : { ws: false }),
        // Transform the demo's modules (and the site's script) and the library behind them while the
        // first browser starts.
        warmup: { clientFiles: ['./*.ts', ...(site ? [site.SITE_SCRIPT] : [])] },
      },
      plugins: [
        demoUrlsPlugin(service.url, demoUrl),
        ...(siteRoot ? [docsSitePlugin(siteRoot, site, buildDocs)] : []),
        ...(hmr ? [] : [withoutViteClientPlugin()]),
      ],
    });
    await vite.listen();
  } catch (error) {
    await Promise.allSettled([vite?.close(), service.close(), companyProvider?.close()]);
    if (siteRoot) await rm(siteRoot, { recursive: true, force: true });
    throw error;
  }

  let closed;
  return {
    serviceUrl: service.url,
    demoUrl,
    sitePages: sitePaths,
    store: service.store,
    ...(companyProvider ? { companyUrl: companyProvider.issuer } : {}),
    close() {
      closed ??= Promise.allSettled([
        vite.close(),
        service.close(),
        companyProvider?.close(),
        siteRoot ? rm(siteRoot, { recursive: true, force: true }) : undefined,
      ]).then(() => undefined);
      return closed;
    },
  };
}
