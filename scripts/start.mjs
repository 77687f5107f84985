// `npm start`: the local identity service on http://localhost:4000 and the demo on http://localhost:5173.
import { createServer } from 'vite';
import { startEmulator } from '../dist/emulator/index.js';

const DEMO_ORIGIN = 'http://localhost:5173';

const service = await startEmulator({ port: 4000, host: 'localhost' });
const vite = await createServer({
  configFile: false,
  root: new URL('../demo/', import.meta.url).pathname,
  server: { port: 5173, strictPort: true, host: 'localhost' },
  define: { __AUTH_SERVICE_URL__: JSON.stringify(service.url) },
});
await vite.listen();
console.log(`\nDemo:                   ${DEMO_ORIGIN}/`);
console.log(`Local identity service: ${service.url}  (dev inbox: ${service.url}/_dev/inbox)\n`);

async function shutdown() {
  await vite.close();
  await service.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
