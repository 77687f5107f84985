// Builds the documentation site with Eleventy: `npm start` (through scripts/demo-server.mjs) builds it for
// the local service into a scratch folder and Vite serves it with the elements from src/ and the site's
// script (SITE_SCRIPT) from its source; `npm run docs:build` (scripts/docs-build.mjs) builds it for a
// configured domain into docs/_site and bundles the site's script beside it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Eleventy from '@11ty/eleventy';
import { docsConfig } from '../eleventy.config.mjs';

export const SITE_SOURCE = fileURLToPath(new URL('../site/', import.meta.url));
/** The site's script (TypeScript, beside its styles; not copied into the site, but served or bundled). */
export const SITE_SCRIPT = fileURLToPath(new URL('../site/assets/site.ts', import.meta.url));
/** Where the pages load the script from: Vite's transform of SITE_SCRIPT (`dev`), the bundle (`build`). */
export const SITE_SCRIPT_URL = { dev: '/assets/site.ts', build: '/assets/site.js' };

/**
 * @typedef {object} SiteOptions
 * @property {string} output the folder to write into
 * @property {'dev' | 'build'} mode `dev`: Vite serves SITE_SCRIPT as `/assets/site.ts`; `build`: `/assets/site.js`
 * @property {string} domain the identity service the examples talk to
 * @property {string} origin the site's own origin (the examples' redirect URIs)
 */

/** @param {SiteOptions} options @returns {Promise<string[]>} the site's pages, as paths (`/`, `/guides/theming/`) */
export async function buildSite({ output, mode, domain, origin }) {
  const site = { mode, domain, origin, script: SITE_SCRIPT_URL[mode] };
  const eleventy = new Eleventy(
    relative(process.cwd(), SITE_SOURCE),
    relative(process.cwd(), output) || '.',
    {
      quietMode: true,
      config: (eleventyConfig) => docsConfig(eleventyConfig, site),
    },
  );
  // Its build report and timing warnings would fill `npm start`'s output; errors still throw.
  eleventy.disableLogger();
  await eleventy.write();
  const pages = await sitePages(output);
  await writeFile(join(output, 'search-index.json'), JSON.stringify(await searchIndex(output, pages)));
  return pages;
}

/** Text without tags or entities. */
const plain = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The search index the site's script queries: each page's title, its headings with their anchors, and
 * its text (the main content only), read back from the built pages.
 */
export async function searchIndex(output, pages) {
  const entries = [];
  for (const path of pages) {
    const html = await readFile(join(output, path.endsWith('/') ? `${path}index.html` : path), 'utf8');
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    const title = plain(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? path);
    const headings = [...main.matchAll(/<h([23])[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)].map(
      (match) => ({
        id: match[2],
        text: plain(match[3]),
      }),
    );
    const text = plain(main.replace(/<(pre|script|style)[\s\S]*?<\/\1>/g, ' ')).slice(0, 20000);
    entries.push({ url: path, title, headings, text });
  }
  return entries;
}

/** @returns {Promise<string[]>} the HTML pages under a built site, as URL paths */
export async function sitePages(output) {
  const entries = await readdir(output, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('.html'))
    .map((entry) => `/${entry.split('\\').join('/')}`.replace(/index\.html$/, ''))
    .sort();
}
