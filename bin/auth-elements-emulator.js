#!/usr/bin/env node
// The local identity service's command line. The published package ships the compiled dist/; in a clone,
// `npm run build` (or `npm run build:tsc`) compiles it, and `npm run emulator` runs the sources instead.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/emulator/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error(
    'auth-elements-emulator: dist/emulator/cli.js is missing. Run `npm run build:tsc` first (or `npm run emulator` in a clone).',
  );
  process.exit(1);
}
const { main } = await import(cli.href);
await main(process.argv.slice(2));
