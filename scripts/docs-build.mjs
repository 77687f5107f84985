// `npm run docs:build`: the documentation site as static files in docs/_site, for any static host. The
// examples talk to the identity service named by DOCS_DOMAIN (default: the local one, http://localhost:4000)
// and come back to the site at DOCS_ORIGIN (default http://localhost:8080, where `npm run docs:preview`
// serves it); that service must list DOCS_ORIGIN as an allowed web origin and each element page as a
// callback URL. The site's script (docs/site/assets/site.ts with the elements) is bundled by Vite into
// assets/, and the demo's popup-callback.html beside the pages.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { SITE_SCRIPT, buildSite } from '../docs/lib/build.mjs';

const OUTPUT = fileURLToPath(new URL('../docs/_site/', import.meta.url));
const DOCS_ROOT = fileURLToPath(new URL('../docs/', import.meta.url));
const DEMO_ROOT = fileURLToPath(new URL('../demo/', import.meta.url));

/** An absolute http(s) origin from the environment, or the default. */
function origin(name, fallback) {
  const value = process.env[name] || fallback;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${name} must be an absolute URL such as https://tenant.example.com, not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`${name} must be an http(s) URL, not "${value}"`);
  }
  return url.origin;
}

/**
 * Builds the static site into `output`: Eleventy's pages, then the site's script bundled beside them.
 * @param {{ output: string, domain: string, origin: string }} options
 * @returns {Promise<string[]>} the pages
 */
export async function buildStaticSite({ output, domain, origin: siteOrigin }) {
  await rm(output, { recursive: true, force: true });
  const pages = await buildSite({ output, mode: 'build', domain, origin: siteOrigin });
  await build({
    configFile: false,
    root: DOCS_ROOT,
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      {
        // package.json's sideEffects names dist/, not src/: keep the modules that register the elements.
        name: 'auth-elements-docs-side-effects',
        transform: (code, id) =>
          id.includes('/src/') ? { code, map: null, moduleSideEffects: true } : undefined,
      },
    ],
    build: {
      outDir: join(output, 'assets'),
      emptyOutDir: false,
      target: 'es2022',
      rollupOptions: {
        input: SITE_SCRIPT,
        // assets/site.js: SITE_SCRIPT_URL.build, which the pages load.
        output: { entryFileNames: 'site.js', chunkFileNames: 'chunks/[name]-[hash].js' },
        preserveEntrySignatures: 'strict',
      },
    },
  });
  // The page popups come back to (the popup login, linking an account), as the demo has it.
  await build({
    configFile: false,
    root: DEMO_ROOT,
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      {
        name: 'auth-elements-docs-domain',
        transform: (code, id) =>
          id.startsWith(DEMO_ROOT)
            ? { code: code.replaceAll('http://localhost:4000', domain), map: null }
            : undefined,
      },
    ],
    build: {
      outDir: output,
      emptyOutDir: false,
      assetsDir: 'assets/popup-callback',
      target: 'es2022',
      rollupOptions: { input: fileURLToPath(new URL('../demo/popup-callback.html', import.meta.url)) },
    },
  });
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const domain = origin('DOCS_DOMAIN', 'http://localhost:4000');
  const siteOrigin = origin('DOCS_ORIGIN', 'http://localhost:8080');
  const pages = await buildStaticSite({ output: OUTPUT, domain, origin: siteOrigin });
  console.log(`docs/_site: ${pages.length} pages; examples against ${domain}, the site at ${siteOrigin}`);
}
