// `node scripts/precompress.mjs <dir>` (part of `npm run build`): writes `<file>.br` (brotli, quality 11) and
// `<file>.gz` (gzip, level 9) beside every text file of a web build worth compressing, so the production server
// sends them as they are (apps/server/src/production/web-client.ts) instead of compressing on its main thread
// (issue 28: ~2.7 s of CPU for the first fetch of every file after each start). Idempotent: a variant that is
// newer than its file is kept. Compression runs on libuv's thread pool, several files at once.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, fonts and sounds are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 512;
/** A variant is kept only when it is at most this share of the original. */
const MAX_RATIO = 0.9;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressOne(path, info) {
  const raw = await readFile(path);
  const written = [];
  for (const [suffix, compress] of [
    [
      '.br',
      () =>
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
    ],
    ['.gz', () => gzipAsync(raw, { level: 9 })],
  ]) {
    const target = path + suffix;
    const existing = await stat(target).catch(() => undefined);
    if (existing !== undefined && existing.mtimeMs >= info.mtimeMs) continue;
    const body = await compress();
    if (body.length > raw.length * MAX_RATIO) continue;
    await writeFile(target, body);
    written.push({ suffix, bytes: body.length });
  }
  return { raw: raw.length, written };
}

/** Compresses every eligible file under `dir`; returns what it wrote. */
export async function precompress(dir) {
  const jobs = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(path))) continue;
    const info = await stat(path);
    if (info.size < MIN_BYTES) continue;
    jobs.push(compressOne(path, info).then((result) => ({ path: relative(dir, path), ...result })));
  }
  return Promise.all(jobs);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dir = process.argv[2];
  if (dir === undefined) {
    console.error('usage: node scripts/precompress.mjs <web build directory>');
    process.exit(2);
  }
  const startedMs = Date.now();
  const results = await precompress(dir);
  let raw = 0;
  let br = 0;
  for (const result of results) {
    for (const { suffix, bytes } of result.written) {
      if (suffix === '.br') {
        raw += result.raw;
        br += bytes;
      }
    }
  }
  const count = results.filter((result) => result.written.length > 0).length;
  console.log(
    `precompressed ${count} file(s) in ${dir} (${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli) ` +
      `in ${((Date.now() - startedMs) / 1000).toFixed(1)} s`,
  );
}
