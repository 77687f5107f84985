// Types of chromium.mjs for the TypeScript end-to-end tests.
/** The path of a Chromium binary (CHROME_PATH first), or undefined when none is installed. */
export declare function findChromium(): string | undefined;
