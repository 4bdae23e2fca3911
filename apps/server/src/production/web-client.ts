import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import express, { type Application, type Request, type Response, type NextFunction } from 'express';

/** Hashed build files (Vite's `assets/` folder): their name changes with their content. */
const IMMUTABLE_PREFIX = '/assets/';

/** Throws a clear message when `dir` is not a built web client (no index.html), so a bad start fails fast. */
export function checkWebRoot(dir: string): string {
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory() || !existsSync(join(root, 'index.html'))) {
    throw new Error(
      `WEB_ROOT ${root} holds no built web client (index.html missing): run \`npm run build\` first`,
    );
  }
  return root;
}

/**
 * Serves the built web client from `root` on the match server's own origin (the client's production default
 * is the page's origin): hashed `assets/` cached for a year, everything else (index.html, the service worker,
 * the manifest) revalidated on each load so a new release is picked up, and any other GET without a file
 * extension answered with index.html (client-side routes such as /play or /shop). express.static refuses
 * paths that leave the root and never lists directories.
 */
export function serveWebClient(app: Application, root: string): void {
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(compressedFiles(root));
  app.use(
    express.static(root, {
      index: 'index.html',
      redirect: false,
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(join(root, IMMUTABLE_PREFIX));
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const indexHtml = join(root, 'index.html');
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || extname(req.path) !== '') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Brotli or gzip for the build's text files (the JS bundle shrinks about 4×, which decides the first load on a
 * phone), compressed once per file version and kept in memory: the build is a few hundred KB. Anything else
 * (or a client without Accept-Encoding) falls through to express.static.
 */
function compressedFiles(root: string): (req: Request, res: Response, next: NextFunction) => void {
  const cache = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    let path: string;
    try {
      path = decodeURIComponent(req.path === '/' ? '/index.html' : req.path);
    } catch {
      return next();
    }
    const type = COMPRESSIBLE[extname(path)];
    const file = resolve(join(root, path));
    if (encoding === undefined || type === undefined || !file.startsWith(root + sep)) return next();
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return next();
    }
    if (!stat.isFile()) return next();
    let entry = cache.get(file);
    if (entry?.mtimeMs !== stat.mtimeMs) {
      const raw = readFileSync(file);
      entry = {
        mtimeMs: stat.mtimeMs,
        br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(raw, { level: 9 }),
      };
      cache.set(file, entry);
    }
    const body = encoding === 'br' ? entry.br : entry.gzip;
    const immutable = file.startsWith(join(root, IMMUTABLE_PREFIX));
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', String(body.length));
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (req.method === 'HEAD') return void res.end();
    res.end(body);
  };
}
