// Types of build.mjs for the TypeScript tests.
export declare const SITE_SOURCE: string;
export declare function buildSite(options: {
  output: string;
  mode: 'dev' | 'build';
  domain: string;
  origin: string;
}): Promise<string[]>;
export declare function sitePages(output: string): Promise<string[]>;
