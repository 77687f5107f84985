// `vite build -c vite.cdn.config.ts`: dist/auth-elements.min.js, one self-contained minified ESM file
// with every element, the core and Lit; jose's verifier (dist/auth-elements.jose.min.js) and the
// language packs (dist/auth-elements.<lang>.min.js) beside it, loaded on demand.
// `vite build -c vite.cdn.config.ts --mode autoloader`: the CDN autoloader and its chunks in dist/cdn/.
// Settings in scripts/build-config.mjs.
import { defineConfig } from 'vite';
import { autoloaderConfig, bundleConfig, cdnEntryCode } from './scripts/build-config.mjs';

export default defineConfig(({ mode }) =>
  mode === 'autoloader' ? autoloaderConfig() : bundleConfig({ name: 'auth-elements', code: cdnEntryCode() }),
);
