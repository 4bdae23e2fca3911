import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // one throw-away PostgreSQL cluster per run, started by the first test file that needs it
    globalSetup: ['src/testing/postgres-global-setup.ts'],
    // Each test file boots real servers on free ports; files run one at a time anyway, because the flood,
    // reconnection and deadline tests measure real time and 2 shared cores would make them flaky.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
