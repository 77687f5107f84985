// The example's Playwright set-up: the app served on `PORT`, headless Chromium (CHROME_PATH when given,
// else Playwright's own), no retries. Each test gets its own local identity service from the fixture.
import { defineConfig } from '@playwright/test';

const port = Number(process.env['PORT'] ?? 5173);

export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  retries: 0,
  workers: 2,
  reporter: 'list',
  outputDir: '../../test-results/playwright-app',
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    launchOptions: process.env['CHROME_PATH'] ? { executablePath: process.env['CHROME_PATH'] } : {},
  },
  webServer: {
    command: 'node serve.mjs',
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
