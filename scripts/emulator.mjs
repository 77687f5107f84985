// `npm run emulator -- [flags]`: the local identity service's CLI from packages/emulator/src through tsx, so a clone
// needs no build first (the published package runs the compiled dist/cli.js through its bin).
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../packages/emulator/src/cli.ts', import.meta.url);
await main(process.argv.slice(2));
