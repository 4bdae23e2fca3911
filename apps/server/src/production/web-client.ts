import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
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
  app.use(precompressedFiles(root));
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

/** Content types of the text files a build may carry precompressed copies of (`<file>.br`, `<file>.gz`). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** The precompressed copies of one file: absolute paths by encoding. */
interface Variants {
  br?: string;
  gzip?: string;
}

/** Every `<file>.br` / `<file>.gz` under `root` beside its `<file>`, read once at start (a build never changes). */
function findVariants(root: string): Map<string, Variants> {
  const found = new Map<string, Variants>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const encoding = entry.name.endsWith('.br') ? 'br' : entry.name.endsWith('.gz') ? 'gzip' : undefined;
      if (encoding === undefined) continue;
      const original = path.slice(0, -3); // both suffixes are 3 characters
      if (TEXT_TYPES[extname(original)] === undefined || !existsSync(original)) continue;
      found.set(original, { ...found.get(original), [encoding]: path });
    }
  };
  walk(root);
  return found;
}

/**
 * Brotli or gzip for the build's text files, as the client asks, from the copies the build wrote beside them
 * (`apps/client/scripts/precompress.mjs`, part of `npm run build`): the JS bundle shrinks about 4×, which
 * decides the first load on a phone, and nothing is compressed here — compressing each file on its first
 * request took ~2.7 s of the event loop after every start (issue 28). The file is streamed (`res.sendFile`:
 * ETag, Last-Modified, HEAD). A file without a copy, or a client that accepts neither, falls through to
 * express.static.
 */
function precompressedFiles(root: string): (req: Request, res: Response, next: NextFunction) => void {
  const variants = findVariants(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path === '/' ? '/index.html' : req.path);
    } catch {
      return next();
    }
    const file = resolve(join(root, path));
    const available = file.startsWith(root + sep) ? variants.get(file) : undefined;
    if (available === undefined) return next();
    // a cache in between must keep the encodings apart, whichever one this answer is
    res.setHeader('Vary', 'Accept-Encoding');
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding =
      /\bbr\b/.test(accepted) && available.br !== undefined
        ? 'br'
        : /\bgzip\b/.test(accepted) && available.gzip !== undefined
          ? 'gzip'
          : undefined;
    const variant = encoding !== undefined ? available[encoding] : undefined;
    if (encoding === undefined || variant === undefined) return next();
    const immutable = file.startsWith(join(root, IMMUTABLE_PREFIX));
    res.setHeader('Content-Type', TEXT_TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(variant, {
      dotfiles: 'allow',
      headers: { 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
    });
  };
}
