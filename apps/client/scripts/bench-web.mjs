// `npm run bench:web` (also part of `npm run bench`): Lighthouse's mobile performance run (simulated slow 4G
// and a 4x slower CPU, Lighthouse's defaults) on our production build, and on a blank Ionic React app built in
// the same run with the same Vite, served the same way: both by the production server (`apps/server`
// bundle, WEB_ROOT), so compression and cache headers are what players get. Prints score, FCP, LCP, TBT,
// CLS, Speed Index, bytes transferred (all, and JavaScript) and main-thread work for each (median of --runs),
// side by side.
//
//   npm run bench:web -w apps/client -- --runs 3
//   CHROME_PATH=/usr/bin/chromium (Debian's, the default)
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = join(clientDir, '..', '..');
const cacheDir = join(repoDir, 'node_modules', '.cache', 'goalguessr-bench-web');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
const hardStop = setTimeout(() => {
  console.error('bench:web: stopped after 10 minutes');
  process.exit(2);
}, 600_000);
hardStop.unref();

/** The Ionic "blank" starter, reduced to its first screen: IonApp, router outlet, one page with a header. */
const BLANK_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Ionic App</title>
<meta name="viewport" content="viewport-fit=cover, width=device-width, initial-scale=1.0, minimum-scale=1.0, maximum-scale=1.0, user-scalable=no" />
</head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>`;
const BLANK_MAIN = `import React from 'react';
import { createRoot } from 'react-dom/client';
import { IonApp, IonContent, IonHeader, IonPage, IonRouterOutlet, IonTitle, IonToolbar, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { Route } from 'react-router-dom';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
setupIonicReact();
function Home() {
  return (
    <IonPage>
      <IonHeader><IonToolbar><IonTitle>Blank</IonTitle></IonToolbar></IonHeader>
      <IonContent fullscreen><div id="container"><strong>Ready to create an app?</strong></div></IonContent>
    </IonPage>
  );
}
createRoot(document.getElementById('root')).render(
  <IonApp><IonReactRouter><IonRouterOutlet><Route path="/" element={<Home />} /></IonRouterOutlet></IonReactRouter></IonApp>,
);
`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

/** Starts the production server bundle on `webRoot`; resolves with its origin once it listens. */
async function serve(entry, webRoot) {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: repoDir,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), WEB_ROOT: webRoot },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('GoalGuessr match server on')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return `http://127.0.0.1:${port}/`;
}

/**
 * Requests every text file of `dir` once, compressed: the server compresses a file on its first request and
 * keeps the result, so a Lighthouse run never times that one-off work (seconds on a loaded machine) as the
 * server's response time. Both apps get the same treatment.
 */
async function warm(url, dir) {
  const files = readdirSync(dir, { recursive: true }).filter((f) =>
    /\.(js|css|html|json|webmanifest)$/.test(f),
  );
  for (const file of files) {
    const response = await fetch(new URL(file.split(sep).join('/'), url), {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
  }
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

rmSync(cacheDir, { recursive: true, force: true });
mkdirSync(join(cacheDir, 'blank', 'src'), { recursive: true });
console.log('building our client, a blank Ionic React app and the server bundle …');
await build({
  root: clientDir,
  logLevel: 'warn',
  build: { outDir: join(cacheDir, 'ours'), emptyOutDir: true },
});
writeFileSync(join(cacheDir, 'blank', 'index.html'), BLANK_HTML);
writeFileSync(join(cacheDir, 'blank', 'src', 'main.jsx'), BLANK_MAIN);
await build({
  root: join(cacheDir, 'blank'),
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: join(cacheDir, 'blank-dist'), emptyOutDir: true, target: 'es2022' },
});
await run(process.execPath, ['apps/server/build.mjs', '--outdir', join(cacheDir, 'server')]);
const entry = join(cacheDir, 'server', 'server', 'index.mjs');
const apps = [
  { name: 'GoalGuessr (production build)', slug: 'ours', dir: join(cacheDir, 'ours') },
  { name: 'blank Ionic React app', slug: 'blank', dir: join(cacheDir, 'blank-dist') },
];
for (const app of apps) {
  app.url = await serve(entry, app.dir);
  app.results = [];
}
for (const app of apps) await warm(app.url, app.dir);

const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
try {
  for (let i = 0; i < runs; i++) {
    for (const app of apps) {
      const result = await lighthouse(app.url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const { lhr } = result;
      // The whole report, for a closer look (e.g. in https://googlechrome.github.io/lighthouse/viewer/).
      writeFileSync(join(cacheDir, `lighthouse-${app.slug}-${i + 1}.json`), JSON.stringify(lhr));
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      app.results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        bytes: audit('total-byte-weight'),
        // JavaScript as transferred (compressed) during the load, and the main thread's work in it.
        jsBytes: (lhr.audits['network-requests']?.details?.items ?? [])
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        mainThread: audit('mainthread-work-breakdown'),
      });
      const last = app.results.at(-1);
      console.log(
        `run ${i + 1} ${app.name}: score ${last.score}, LCP ${(last.lcp / 1000).toFixed(2)} s, TBT ${last.tbt.toFixed(0)} ms`,
      );
    }
  }
} finally {
  chrome.kill();
}

const load = (await import('node:os'))
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(`\nLighthouse mobile (median of ${runs}; load average ${load}; reports in ${cacheDir})`);
console.log(
  '| app | score | FCP s | LCP s | TBT ms | CLS | Speed Index s | transfer KiB | JS KiB | main thread s |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const app of apps) {
  const m = (key) => median(app.results.map((r) => r[key]));
  console.log(
    `| ${app.name} | ${m('score')} | ${(m('fcp') / 1000).toFixed(2)} | ${(m('lcp') / 1000).toFixed(2)} | ${m('tbt').toFixed(0)} | ` +
      `${m('cls').toFixed(3)} | ${(m('si') / 1000).toFixed(2)} | ${(m('bytes') / 1024).toFixed(0)} | ` +
      `${(m('jsBytes') / 1024).toFixed(0)} | ${(m('mainThread') / 1000).toFixed(2)} |`,
  );
}
process.exit(0);
