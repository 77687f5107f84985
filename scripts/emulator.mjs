// `npm run emulator -- [flags]`: the local identity service's CLI from src/emulator through tsx, so a clone
// needs no build first (the published package runs the compiled dist/emulator/cli.js through its bin).
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/emulator/cli.ts', import.meta.url);
await main(process.argv.slice(2));
