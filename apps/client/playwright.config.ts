import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (Playwright cannot download its own browser here) against the
 * production build served by `vite preview`.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Several people (or CI shards) may run suites at once: each picks its own ports and build folder. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
/** The match specs start the real match server on this loopback port; the build is pointed at it. */
const MATCH_SERVER_PORT = Number(process.env.E2E_MATCH_PORT ?? 2610);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * A lane: a production build pointed at one match server port, served by `vite preview` on its own port. The
 * specs that start, stop or crash the real match server take turns within a lane, and the two lanes run side by
 * side, so the suite is not one long queue of real-time matches. The second lane is 10 ports above the first
 * and builds into `<E2E_OUT_DIR>-b` (scripts/test.mjs builds the same two). With one worker nothing runs side by
 * side: one lane, one build.
 */
interface Lane {
  port: number;
  outDir: string;
  matchPort: number;
}
const FIRST: Lane = { port: PORT, outDir: OUT_DIR, matchPort: MATCH_SERVER_PORT };
const SECOND: Lane =
  WORKERS > 1 ? { port: PORT + 10, outDir: `${OUT_DIR}-b`, matchPort: MATCH_SERVER_PORT + 10 } : FIRST;
const LANES = SECOND === FIRST ? [FIRST] : [FIRST, SECOND];
const url = (lane: Lane) => `http://127.0.0.1:${lane.port}`;

/**
 * `npm test` (scripts/test.mjs) builds the lanes' builds beside the lint and type checks and sets
 * E2E_PREBUILT, so the web servers only serve them.
 */
const build = (lane: Lane) =>
  process.env.E2E_PREBUILT
    ? ''
    : `VITE_MATCH_SERVER_URL=http://127.0.0.1:${lane.matchPort} npx vite build --outDir ${lane.outDir} &&`;

/**
 * The specs that start the real match server (in a hook or a test, on their project's port: match-helpers'
 * matchPort()), split between the lanes by their measured times (about 210 s and 240 s of the suite's 850 s).
 */
const FIRST_LANE_SPECS = ['**/match.spec.ts', '**/csp.spec.ts', '**/clues.spec.ts', '**/audio-match.spec.ts'];
const SECOND_LANE_SPECS = [
  '**/layout-duel.spec.ts',
  '**/friends.spec.ts',
  '**/reconnect.spec.ts',
  '**/leaderboard.spec.ts',
];
/**
 * The other specs' longest (solo 73 s, screens 66, layout-languages 45, shell 38): queued before the rest, so the
 * short ones fill the end (a worker takes the first spec in the queue; in one project they would go
 * alphabetically, solo last).
 */
const LONG_APP_SPECS = [
  '**/solo.spec.ts',
  '**/screens.spec.ts',
  '**/layout-languages.spec.ts',
  '**/shell.spec.ts',
];

/** A lane's match server specs: one worker, one at a time (they stop and crash the server). */
const matchServerProject = (name: string, testMatch: string[], lane: Lane) => ({
  name,
  testMatch,
  workers: 1,
  use: { baseURL: url(lane) },
  metadata: { matchPort: lane.matchPort },
});

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_ARTIFACTS ?? './test-results/artifacts',
  fullyParallel: false,
  /**
   * Two workers, one per core. Each lane's match server specs are a project of one worker, queued first, so the
   * two lanes start at once; the other specs share nothing but the first lane's static preview server (each test
   * has its own browser context, so its own storage) and fill the workers as the lanes finish. In one lane the
   * match server specs (600 s) outlasted all the others together (390 s) and left a core idle at the end. The
   * suite is CPU-bound on 2 cores: a third worker made every test slower and finished no sooner. E2E_WORKERS=1
   * runs everything one after another.
   */
  workers: WORKERS,
  projects: [
    matchServerProject('match-server-a', FIRST_LANE_SPECS, FIRST),
    matchServerProject('match-server-b', SECOND_LANE_SPECS, SECOND),
    { name: 'app-long', testMatch: LONG_APP_SPECS },
    { name: 'app', testIgnore: [...FIRST_LANE_SPECS, ...SECOND_LANE_SPECS, ...LONG_APP_SPECS] },
  ],
  retries: 0,
  /** Generous: two workers share two cores, and an axe pass or a second browser is slow on a loaded machine. */
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: url(FIRST),
    viewport: { width: 390, height: 844 },
    // The first run preselects the device's language: every spec starts as an English-speaking device.
    locale: 'en-US',
    /**
     * A device that asked for reduced motion (theme.css stops every animation, Ionic's page transitions are off):
     * Chromium then stops repainting the Play button's endless pulse and the entrance animations. The specs about
     * what moves on screen (layout.spec.ts and layout-duel.spec.ts: shifts and answers that move within a round;
     * audio-match.spec.ts: the coin cue when the count-up lands) ask for full motion in their files.
     */
    reducedMotion: 'reduce',
    /**
     * No service worker: in a fresh context (every test opens some) it precaches the whole build in the background,
     * 362 files and 3.6 MB, which cost the suite more CPU than anything else on its 2 cores (shell, buy and ads
     * specs: 127 CPU-seconds with it, 73 without). The specs about the service worker and what it makes possible
     * (pwa, pwa-update, offline solo and daily, the app under the Content-Security-Policy) allow it in their files.
     */
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: LANES.map((lane) => ({
    command: `${build(lane)} npx vite preview --outDir ${lane.outDir} --port ${lane.port} --strictPort`,
    url: url(lane),
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  })),
});
