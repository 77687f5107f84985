// Removes dist/ before a build, so what it holds (and `npm pack` ships) is only what this build wrote.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
