import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The fairness checks draw thousands of questions per seed: over vitest's 5 s on a loaded 2-core machine.
    testTimeout: 60_000,
  },
});
