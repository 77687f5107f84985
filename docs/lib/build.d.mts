// Types of build.mjs for the TypeScript tests.
export declare const SITE_SOURCE: string;
export declare const SITE_SCRIPT: string;
export declare const SITE_SCRIPT_URL: { readonly dev: string; readonly build: string };
export declare function buildSite(options: {
  output: string;
  mode: 'dev' | 'build';
  domain: string;
  origin: string;
}): Promise<string[]>;
export declare function sitePages(output: string): Promise<string[]>;
