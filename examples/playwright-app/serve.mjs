// Serves the example React app on `PORT` (localhost) with Vite's dev server: JSX compiled, React and
// auth0-spa-js resolved from node_modules.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const server = await createServer({
  root: fileURLToPath(new URL('./', import.meta.url)),
  configFile: false,
  logLevel: 'warn',
  esbuild: { jsx: 'automatic' },
  server: { host: 'localhost', port: Number(process.env.PORT ?? 5173), strictPort: true },
  optimizeDeps: { include: ['react', 'react-dom/client', '@auth0/auth0-spa-js'] },
});
await server.listen();
