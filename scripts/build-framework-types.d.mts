// Types of build-framework-types.mjs for the Node test that compares the generated typings.

/** The absolute path of src/frameworks/react.ts. */
export declare const REACT_TYPES_FILE: string;
/** The text of src/frameworks/react.ts for a custom-elements.json manifest. */
export declare function renderReactTypes(manifest: unknown): Promise<string>;
