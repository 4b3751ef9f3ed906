import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '8091';
// Instance B: a second DrawDesk that instance A distributes posted amounts to (posting.spec.ts).
const portB = process.env.E2E_PORT_B ?? '8092';

// Debian's Chromium (TOOLCHAIN.md): Playwright downloads no browser here.
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1920, height: 1080 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'screens', testIgnore: /(budget|remote-compat)\.spec\.ts$/ },
    // The compatibility tests publish and roll out other builds of a remote, which every user of the
    // server would then load: they run once the screens are done, with no other test beside them.
    {
      name: 'rollouts',
      testMatch: /remote-compat\.spec\.ts$/,
      dependencies: ['screens'],
      fullyParallel: false,
      workers: 1,
    },
    // The budgets measure time: they run after every other test, one at a time, with no other
    // browser competing for the two cores.
    {
      name: 'budgets',
      testMatch: /budget\.spec\.ts$/,
      dependencies: ['rollouts'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node start-server.mjs',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node start-server.mjs',
      env: { E2E_INSTANCE: 'b', E2E_PORT_B: portB },
      url: `http://127.0.0.1:${portB}/readyz`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
