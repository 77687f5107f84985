// `vite build -c vite.lib.config.ts`: the npm modules in library mode. dist/index.js, dist/core/index.js,
// dist/components/<tag>/<tag>.js (every folder under src/components) and the modules they import, one
// ESM module per source module beside the declarations tsc writes; lit, @lit/context and jose stay
// imports. Settings in scripts/build-config.mjs.
import { defineConfig } from 'vite';
import { libConfig } from './scripts/build-config.mjs';

export default defineConfig(libConfig());
