// `vite build -c vite.cdn.config.ts`: dist/auth-elements.min.js, one self-contained minified ESM file
// with every element, the core, Lit and the parts of jose it uses; the language packs beside it as
// dist/auth-elements.<lang>.min.js, loaded on demand. Settings in scripts/build-config.mjs.
import { defineConfig } from 'vite';
import { bundleConfig, cdnEntryCode } from './scripts/build-config.mjs';

export default defineConfig(bundleConfig({ name: 'auth-elements', code: cdnEntryCode() }));
