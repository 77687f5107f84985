// Runs the example's Playwright tests: a free port for the app, the machine's Chromium (no browser
// download), offline.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../../scripts/chromium.mjs';

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, 'localhost', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const chromium = findChromium();
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: fileURLToPath(new URL('./', import.meta.url)),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    ...(chromium ? { CHROME_PATH: chromium } : {}),
  },
});
child.on('exit', (code) => process.exit(code ?? 1));
