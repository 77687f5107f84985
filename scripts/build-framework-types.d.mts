// Types of build-framework-types.mjs for the Node test that compares the generated typings.

/** The absolute path of src/frameworks/react.ts, the entry of the React typings. */
export declare const REACT_TYPES_FILE: string;
/** The absolute path of src/frameworks/react/, the entry's generated parts. */
export declare const REACT_TYPES_DIR: string;
/**
 * The generated files for a custom-elements.json manifest, `{ absolute path: text }`: the entry
 * src/frameworks/react.ts, src/frameworks/react/shared.ts and one src/frameworks/react/<tag>.ts per element.
 */
export declare function renderReactTypes(manifest: unknown): Promise<Record<string, string>>;
/** The absolute paths of the generated files on disk: the entry and every `.ts` file in src/frameworks/react/. */
export declare function generatedReactFiles(): string[];
