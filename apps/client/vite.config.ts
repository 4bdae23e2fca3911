import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

import { buildConfigProblems, buildTargetOfMode } from './src/build-config';
import { offlinePlugin } from './pwa/offline-plugin';

export default defineConfig(({ command, mode }) => {
  // `vite build --mode native` / `--mode release` (npm run build:native / build:release) check their
  // configuration first: a native app without a match server address, or a release with test ids, never builds.
  const target = buildTargetOfMode(mode);
  if (command === 'build') {
    const problems = buildConfigProblems(
      loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'),
      target,
    );
    if (problems.length > 0) {
      throw new Error(
        `The ${target} build of the client is not configured:\n- ${problems.join('\n- ')}\n` +
          'See "Native builds" in the README.',
      );
    }
  }
  return {
    plugins: [react(), offlinePlugin()],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: false },
  };
});
