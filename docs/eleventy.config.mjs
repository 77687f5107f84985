// Eleventy's configuration for the documentation site (docs/lib/build.mjs runs Eleventy with it): Nunjucks layouts and Markdown guides in
// docs/site, ids on every heading, tables and code blocks that scroll inside themselves at 375 px, and
// the demo's addresses (the service on :4000, the site on :5173) replaced by the ones the site is built
// for (docs/lib/build.mjs passes them in the global `site` data).
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IdAttributePlugin } from '@11ty/eleventy';
import markdownIt from 'markdown-it';

const DEFAULT_SERVICE_URL = 'http://localhost:4000';
const DEFAULT_SITE_ORIGIN = 'http://localhost:5173';

/** A path of the project as Eleventy wants it: relative to the working directory. */
const local = (path) => relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url))) || '.';

const markdown = markdownIt({ html: true, linkify: false, typographer: false });

/**
 * @param {any} eleventyConfig
 * @param {{ domain: string, origin: string, mode: 'dev' | 'build', script: string }} site
 */
export function docsConfig(eleventyConfig, site) {
  eleventyConfig.addGlobalData('site', site);
  eleventyConfig.setQuietMode(true);
  // npm start rebuilds in the same process when a source changes: read every template afresh.
  eleventyConfig.setUseTemplateCache(false);
  eleventyConfig.setIncludesDirectory('_includes');
  eleventyConfig.setDataDirectory('_data');
  eleventyConfig.setTemplateFormats(['md', 'njk', '11ty.js']);
  eleventyConfig.setLibrary('md', markdown);
  eleventyConfig.addPlugin(IdAttributePlugin);
  // The styles as they are; the script (site.ts) is Vite's to serve or bundle (docs/lib/build.mjs).
  eleventyConfig.addPassthroughCopy({ [local('./site/assets')]: 'assets' }, { filter: ['**', '!**/*.ts'] });
  eleventyConfig.addPassthroughCopy({ [local('../demo/public/favicon.svg')]: 'favicon.svg' });
  eleventyConfig.addFilter('markdown', (text) => markdown.render(text ?? ''));
  eleventyConfig.addFilter('markdownInline', (text) => markdown.renderInline(text ?? ''));
  eleventyConfig.addFilter('json', (value) => JSON.stringify(value));

  eleventyConfig.addTransform('site-addresses', function (content) {
    if (!this.page.outputPath?.endsWith('.html')) return content;
    let html = content;
    // Scrollable regions are reachable from the keyboard (axe: scrollable-region-focusable).
    // Each named after the heading above it (landmarks need distinct names).
    const names = new Map();
    html = html.replace(/<table>([\s\S]*?)<\/table>/g, (table, body, offset) => {
      const headings = [...html.slice(0, offset).matchAll(/<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/g)];
      const heading = (headings.at(-1)?.[1] ?? 'Table')
        .replace(/<[^>]+>/g, '')
        .replace(/"/g, '&quot;')
        .trim();
      const count = (names.get(heading) ?? 0) + 1;
      names.set(heading, count);
      const name = count > 1 ? `${heading} (table ${count})` : heading;
      return `<div class="table-wrap" tabindex="0" role="region" aria-label="${name}"><table>${body}</table></div>`;
    });
    html = html.replace(/<pre>/g, '<pre tabindex="0">');
    if (typeof site.domain === 'string' && site.domain !== DEFAULT_SERVICE_URL) {
      html = html.replaceAll(DEFAULT_SERVICE_URL, site.domain);
    }
    if (typeof site.origin === 'string' && site.origin !== DEFAULT_SITE_ORIGIN) {
      html = html.replaceAll(DEFAULT_SITE_ORIGIN, site.origin);
    }
    return html;
  });
}
