// Types of size.mjs for the Node tests.
import type { Rollup } from 'vite';

/** Where a bundle's bytes come from: a package or a folder of src/. */
export interface Group {
  name: string;
  /** Exact: the minified bytes the source map attributes to it. */
  minified: number;
  /** Its minified bytes gzipped on their own. */
  gzip: number;
  /** Its largest modules. */
  modules: { id: string; minified: number }[];
}

/** One line of the size table. */
export interface Row {
  /** Its key in bench/size.json: `page`, `cdn`, `webAuth`, `cdn/common.js`, … */
  id: string;
  name: string;
  /** gzip bytes */
  value: number;
  unit: string;
  budget: number | null;
  ok: boolean;
  detail: string;
  minified: number;
  target: number | null;
  breakdown?: Group[];
}

/** bench/size.json: every row of a run, and where the bundles' bytes come from. */
export interface Figures {
  rows: {
    id: string;
    name: string;
    minified: number;
    gzip: number;
    limit: number | null;
    target: number | null;
  }[];
  breakdown: Record<string, Omit<Group, 'modules'>[]>;
}

/** The file `npm run size` writes its figures to. */
export declare const FIGURES_FILE: URL;
/** The figures of a run, as bench/size.json holds them. */
export declare function figures(rows: Row[]): Figures;

/** One entry bundled in memory as the CDN build does; `sourcemap` for {@link breakdown}. */
export declare function bundle(options: {
  name: string;
  entry?: string;
  code?: string;
  sourcemap?: boolean | 'hidden';
}): Promise<{
  entry: Rollup.OutputChunk | undefined;
  chunks: Rollup.OutputChunk[];
}>;
/** gzip bytes at level 9. */
export declare function gzipSize(code: string | Uint8Array): number;
/** The minified bytes of a chunk per source module (from its source map), grouped. */
export declare function breakdown(chunk: {
  code: string;
  map: { sources: string[]; mappings: string };
}): Group[];
/** Measures every target; `check` compares with bench/budgets.json. */
export declare function runSize(options?: {
  check?: boolean;
  strict?: boolean;
  log?: (message: string) => void;
}): Promise<Row[]>;
