import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Every screen a journey visits is also checked by axe (fixtures.ts), which takes seconds on the
  // longest lists of a slow phone profile: room for it, so a slow machine is not a failed test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'es-PA',
    timezoneId: 'America/Panama',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    // Each journey comes from a client address of its own (fixtures.ts), as different people would.
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
      },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        channel: undefined,
      },
    },
  ],
  webServer: {
    // A fresh in-memory database with the demo data for every run.
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: 'memory://e2e',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
