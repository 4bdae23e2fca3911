import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

import { footballerDataPlugin } from './pwa/footballer-data-plugin';

export default defineConfig({
  plugins: [react(), footballerDataPlugin()],
  test: {
    environment: 'jsdom',
    // One jsdom per worker instead of one per file (each file still runs in its own VM context): the suite
    // spent 43 % of its time creating jsdom, 107 s → 38 s on this 2-core machine with the same 413 tests.
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
