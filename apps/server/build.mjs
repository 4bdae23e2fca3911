// `npm run build -w apps/server`: bundles the match server into one ES module runnable with plain Node,
// `dist/server/index.mjs`, and copies the footballer dataset beside it (`dist/data/players.json`, where the
// bundled `new URL('../data/players.json', import.meta.url)` of @goalguessr/footballers looks for it).
//
// Why esbuild and not `tsc` emit: the workspace packages (game-core, protocol, footballers) export their
// TypeScript sources, which plain Node cannot import from node_modules; compiling each of them to JS would
// mean changing their package exports (and the client's and the tests' view of them) for the server's sake.
// Bundling resolves them at build time instead and leaves them untouched. npm dependencies (Colyseus, zod,
// prom-client, express, ioredis) stay external and load from node_modules as usual. Type checking stays
// with `tsc -b` (`npm run check`); esbuild only strips types (it honours the decorators setting of
// tsconfig.json, which the Colyseus schema needs).
//
// `node build.mjs --outdir <dir>` builds elsewhere (the tests build into a temporary folder).
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = resolve(values.outdir ?? join(here, 'dist'));

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(outdir, 'server/index.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  tsconfig: join(here, 'tsconfig.json'),
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        // bare imports are npm packages, except our own workspace packages, which are bundled from source
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@goalguessr/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
mkdirSync(join(outdir, 'data'), { recursive: true });
copyFileSync(
  fileURLToPath(import.meta.resolve('@goalguessr/footballers/data/players.json')),
  join(outdir, 'data/players.json'),
);
console.log(`server built: ${join(outdir, 'server/index.mjs')}`);
