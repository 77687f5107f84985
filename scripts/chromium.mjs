// Where Debian's Chromium (or the one named by CHROME_PATH) lives. No tool downloads a browser of its own.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {string | undefined} the path of a Chromium binary, or undefined when none is installed */
export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * The flags every headless Chromium of the project starts with (tests and benchmarks): no GPU, no QUIC,
 * none of the browser's own background traffic. `--no-sandbox` is added by the caller when running as root.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The tests' made-up tenants (tenant.example.com and the like) fail at once, never reaching the network.
  '--host-resolver-rules=MAP example.com ~NOTFOUND, MAP *.example.com ~NOTFOUND',
]);
