import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
};

/**
 * A static file server for a built client whose folder can be swapped while it runs, as a deployment
 * replaces the files behind the same address (e2e/pwa-update.spec.ts). Paths without a file fall back to
 * index.html (a single-page app); a missing file with an extension answers 404. Nothing is cached by HTTP.
 */
export interface SwappableServer {
  url: string;
  /** Serves `dir` from now on. */
  serve(dir: string): void;
  close(): Promise<void>;
}

export async function startSwappableServer(port: number, dir: string): Promise<SwappableServer> {
  let root = dir;
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (path.extname(pathname) !== '') {
        response.writeHead(404).end();
        return;
      }
      file = path.join(root, 'index.html');
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    serve(next) {
      root = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
