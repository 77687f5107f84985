// Types of docs-build.mjs for the TypeScript tests.
export declare function buildStaticSite(options: {
  output: string;
  domain: string;
  origin: string;
}): Promise<string[]>;
