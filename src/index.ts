// The all-in-one entry: the core, and (as they land) every element registered.
export * from './core/index.js';
