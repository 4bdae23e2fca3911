import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

import { footballerDataPlugin } from './pwa/footballer-data-plugin';

export default defineConfig({
  plugins: [react(), footballerDataPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
