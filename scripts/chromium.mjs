// Where Debian's Chromium (or the one named by CHROME_PATH) lives. No tool downloads a browser of its own.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {string | undefined} the path of a Chromium binary, or undefined when none is installed */
export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}
