// Makes sure a Chromium is there before the browser tests start. As root with apt available it installs
// Debian's package; otherwise it says exactly how to get one and fails.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const HOW_TO =
  'The browser tests need Chromium. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
  'or point CHROME_PATH at a Chromium or Chrome binary.';

const found = findChromium();
if (found && existsSync(found)) process.exit(0);
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to "${process.env.CHROME_PATH}", but no file is there. ${HOW_TO}`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian\'s "chromium" package with apt-get...');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Installing Chromium with apt-get failed. ${HOW_TO}`);
    process.exit(1);
  }
  if (findChromium()) process.exit(0);
}
console.error(`No Chromium found. ${HOW_TO}`);
process.exit(1);
