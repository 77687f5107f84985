// Removes dist/ so `npm pack` and `npm publish` (prepack) ship only what this build wrote.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
