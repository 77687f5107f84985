#!/usr/bin/env node
// The local identity service's command line. The TypeScript sources are compiled to dist/ by `npm install`
// (the `prepare` script) or `npm run build`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/emulator/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error(
    'auth-elements-emulator: dist/emulator/cli.js is missing. Run `npm install` or `npm run build` first.',
  );
  process.exit(1);
}
const { main } = await import(cli.href);
await main(process.argv.slice(2));
