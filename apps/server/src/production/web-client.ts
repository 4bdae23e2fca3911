import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import express, { type Application } from 'express';

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
