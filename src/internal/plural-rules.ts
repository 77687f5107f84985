// The plural rules as the language registry loads them with a pack (`import()` in ./i18n.ts). A module
// of its own because the elements whose English counts import ./plural.ts statically: a bundle may not
// import one module both ways.
export { choosePlural } from './plural.js';
