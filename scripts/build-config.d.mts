// Types of build-config.mjs for the Vite configuration files.
import type { InlineConfig } from 'vite';

/** The repository root, with a trailing slash. */
export declare const root: string;
/** Every element: the folders under src/components/ with a `<tag>/<tag>.ts`. */
export declare function componentTags(): string[];
/** The public browser entries by output name: source paths. */
export declare function libEntries(): Record<string, string>;
/** The npm modules' configuration (library mode, one module per source module). */
export declare function libConfig(): InlineConfig;
/** One self-contained minified ESM file for an entry (a path, or a virtual module's code). */
export declare function bundleConfig(options: {
  name: string;
  entry?: string;
  code?: string;
  outDir?: string;
  write?: boolean;
  sourcemap?: boolean | 'hidden';
}): InlineConfig;
/** The CDN bundle's entry module. */
export declare function cdnEntryCode(): string;
/** The CDN autoloader and the chunks it imports (dist/cdn/). */
export declare function autoloaderConfig(options?: {
  outDir?: string;
  write?: boolean;
  sourcemap?: boolean | 'hidden';
}): Promise<InlineConfig>;
