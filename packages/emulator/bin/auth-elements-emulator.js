#!/usr/bin/env node
// The local identity service's command line (auth-elements-emulator). It runs the compiled service in dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error(
    'auth-elements-emulator: dist/cli.js is missing: this package was not built (in its repository: npm run build).',
  );
  process.exit(1);
}
const { main } = await import(cli.href);
await main(process.argv.slice(2));
