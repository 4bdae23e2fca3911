import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

import { offlinePlugin } from './pwa/offline-plugin';

export default defineConfig({
  plugins: [react(), offlinePlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});
