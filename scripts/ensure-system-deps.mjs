// Browser tests need Debian's Chromium (with fonts for CJK, Arabic and Devanagari screenshots), the
// multi-process server tests need redis-server, and the database tests PostgreSQL (they start a throw-away cluster
// of their own with its initdb; Debian's default cluster is not used). Playwright cannot download a browser here, so we use the system one.
// As root with apt available we install what is missing; otherwise we stop and say exactly what to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const APT_PACKAGES = [
  'chromium',
  'redis-server',
  'postgresql',
  'tini',
  'fonts-liberation',
  'fonts-noto-core',
  'fonts-noto-cjk',
];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const missing = [];
if (!existsSync(chromium)) missing.push('chromium');
if (!has('redis-server')) missing.push('redis-server');
// the production image's init (Dockerfile): the install test starts the server under it, as the image does
if (!has('tini')) missing.push('tini');
const postgresRoot = '/usr/lib/postgresql';
const hasPostgres =
  existsSync(postgresRoot) &&
  readdirSync(postgresRoot).some((version) => existsSync(`${postgresRoot}/${version}/bin/initdb`));
if (!hasPostgres) missing.push('postgresql');
const fontsOk =
  spawnSync('sh', [
    '-c',
    'fc-list 2>/dev/null | grep -qi "Noto Sans CJK" && fc-list | grep -qi "Noto Sans Arabic"',
  ]).status === 0;
if (!fontsOk) missing.push('fonts');

if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const command = `apt-get update && apt-get install -y ${APT_PACKAGES.join(' ')}`;
if (isRoot && has('apt-get')) {
  console.log(`Installing test dependencies (${missing.join(', ')}): ${command}`);
  execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: 'inherit' });
  process.exit(0);
}
console.error(
  `The tests need ${missing.join(', ')}, which ${isRoot ? 'apt-get cannot install here' : 'need root to install'}.\n` +
    `Install them with:\n  sudo sh -c '${command}'\n` +
    'or point CHROMIUM_PATH at an existing Chromium binary.',
);
process.exit(1);
