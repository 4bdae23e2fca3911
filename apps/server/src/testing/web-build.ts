import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The client's build step that writes .br/.gz copies beside a web build's text files. */
const PRECOMPRESS_SCRIPT = fileURLToPath(new URL('../../../client/scripts/precompress.mjs', import.meta.url));

/** Runs `apps/client/scripts/precompress.mjs <dir>` (what `npm run build` runs after vite) with this Node. */
export function precompressWebBuild(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PRECOMPRESS_SCRIPT, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`precompress.mjs failed (${String(code)}):\n${output}`)),
    );
  });
}
