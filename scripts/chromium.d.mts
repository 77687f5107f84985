// Types of chromium.mjs for the TypeScript end-to-end tests.
/** The path of a Chromium binary (CHROME_PATH first), or undefined when none is installed. */
export declare function findChromium(): string | undefined;
/** The flags every headless Chromium of the project starts with (without `--no-sandbox`). */
export declare const CHROMIUM_ARGS: readonly string[];
