// Third-party notices: the licence of every npm package a build ships, from the package's own files.
// - The web client's Vite plugin (apps/client/pwa/third-party-notices-plugin.ts) passes the packages whose
//   modules ended up in the bundle; the file lands in the build as `third-party-notices.txt`, which Settings →
//   Credits links to.
// - The server build (apps/server/build.mjs) passes the packages the server-only install brings (its production
//   dependency tree from package-lock.json); the file lands beside the bundle.
// A package without a licence file gets its package.json `license` field and a note; the list is sorted and
// carries no date, so the same packages give the same file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve as resolvePath, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt|markdown))?$/i;

/** The folder of the package that holds `file` (a path inside node_modules), or undefined. */
export function packageDirOf(file) {
  const marker = `${sep}node_modules${sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return undefined;
  const rest = file.slice(at + marker.length).split(sep);
  const depth = rest[0]?.startsWith('@') ? 2 : 1;
  if (rest.length <= depth) return undefined;
  return file.slice(0, at + marker.length) + rest.slice(0, depth).join(sep);
}

function licenceTexts(dir) {
  const texts = [];
  for (const name of readdirSync(dir).sort()) {
    if (LICENCE_FILE.test(name)) texts.push(readFileSync(join(dir, name), 'utf8').trim());
  }
  return texts;
}

/** One notice per package folder (deduplicated by name@version). */
export function collectNotices(packageDirs) {
  const notices = new Map();
  for (const dir of packageDirs) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof pkg.name !== 'string' || pkg.name.startsWith('@goalguessr/')) continue;
    const key = `${pkg.name}@${pkg.version}`;
    if (notices.has(key)) continue;
    const licence =
      typeof pkg.license === 'string'
        ? pkg.license
        : (pkg.license?.type ??
          (Array.isArray(pkg.licenses) ? pkg.licenses.map((l) => l.type).join(' OR ') : ''));
    const repository = typeof pkg.repository === 'string' ? pkg.repository : (pkg.repository?.url ?? '');
    notices.set(key, { name: pkg.name, version: pkg.version, licence, repository, texts: licenceTexts(dir) });
  }
  return [...notices.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

/** The notices file's text. */
export function renderNotices(title, notices) {
  const rule = '-'.repeat(78);
  const parts = [
    `${title}`,
    '',
    `This software includes the following ${notices.length} third-party packages, each under its own licence,`,
    "reproduced below from the package itself. GoalGuessr's own code is MIT-licensed (LICENSE); the footballer",
    'data is built from public-domain (CC0) sources (packages/footballers/CREDITS.md).',
    '',
    ...notices.map((n) => `- ${n.name} ${n.version} (${n.licence || 'licence not stated'})`),
  ];
  for (const n of notices) {
    parts.push('', rule, `${n.name} ${n.version} — ${n.licence || 'licence not stated'}`);
    if (n.repository) parts.push(n.repository.replace(/^git\+/, ''));
    parts.push('');
    parts.push(
      n.texts.length > 0
        ? n.texts.join('\n\n')
        : `No licence file is shipped with this package; its package.json declares: ${n.licence || 'nothing'}.`,
    );
  }
  return parts.join('\n') + '\n';
}

/**
 * The folders of the packages a production install of `workspace` brings, from the lockfile: its
 * dependencies and optional dependencies (and those of the workspace packages it depends on), resolved the
 * way Node does (nested node_modules first, then upwards).
 */
export function productionPackageDirs(root, workspace) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const entries = lock.packages ?? {};
  const found = new Set();
  const resolve = (fromPath, name) => {
    let base = fromPath;
    for (;;) {
      const candidate = (base === '' ? '' : `${base}/`) + `node_modules/${name}`;
      if (entries[candidate] !== undefined) return candidate;
      if (base === '') return undefined;
      const at = base.lastIndexOf('/node_modules/');
      base = at >= 0 ? base.slice(0, at) : '';
    }
  };
  const visit = (path) => {
    const entry = entries[path];
    if (entry === undefined) return;
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const resolved = resolve(path, name);
      if (resolved === undefined || found.has(resolved)) continue;
      found.add(resolved);
      const target = entries[resolved];
      // a workspace package is a link: follow it to its folder's own dependencies
      if (target?.link === true && typeof target.resolved === 'string') visit(target.resolved);
      else visit(resolved);
    }
  };
  visit(workspace);
  return [...found]
    .filter((path) => entries[path]?.link !== true && existsSync(join(root, path)))
    .map((path) => join(root, path));
}

// `node scripts/third-party-notices.mjs apps/server`: print the server install's notices (a check by hand)
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolvePath(process.argv[1])) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const workspace = process.argv[2] ?? 'apps/server';
  process.stdout.write(
    renderNotices(
      `Third-party notices: ${workspace}`,
      collectNotices(productionPackageDirs(root, workspace)),
    ),
  );
}
