import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (Playwright cannot download its own browser here) against the
 * production build served by `vite preview`.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Several people (or CI shards) may run suites at once: each picks its own port and build folder. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
/** The match specs start the real match server on this loopback port; the build is pointed at it. */
const MATCH_SERVER_PORT = Number(process.env.E2E_MATCH_PORT ?? 2610);
/**
 * The production build the suite serves, pointed at that match server. `npm test` (scripts/test.mjs) builds it
 * into OUT_DIR beside the lint and type checks and sets E2E_PREBUILT, so the web server only serves it.
 */
const BUILD = process.env.E2E_PREBUILT
  ? ''
  : `VITE_MATCH_SERVER_URL=http://127.0.0.1:${MATCH_SERVER_PORT} npx vite build --outDir ${OUT_DIR} &&`;

/** Specs that start, stop or crash the real match server: they must never run at the same time. */
const MATCH_SERVER_SPECS = [
  '**/match.spec.ts',
  '**/audio-match.spec.ts',
  '**/csp.spec.ts',
  '**/clues.spec.ts',
  '**/layout.spec.ts',
  '**/friends.spec.ts',
  '**/reconnect.spec.ts',
  '**/leaderboard.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_ARTIFACTS ?? './test-results/artifacts',
  fullyParallel: false,
  /**
   * Two workers: the specs that start the real match server on MATCH_SERVER_PORT (one at a time, they stop and
   * crash it) run in their own project limited to one worker, beside the other specs, which share nothing but
   * the static preview server (each test has its own browser context, so its own storage). E2E_WORKERS=1
   * runs everything one after another.
   */
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'match-server', testMatch: MATCH_SERVER_SPECS, workers: 1 },
    { name: 'app', testIgnore: MATCH_SERVER_SPECS },
  ],
  retries: 0,
  /** Generous: two workers share two cores, and an axe pass or a second browser is slow on a loaded machine. */
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    // The first run preselects the device's language: every spec starts as an English-speaking device.
    locale: 'en-US',
    /**
     * A device that asked for reduced motion (theme.css stops every animation, Ionic's page transitions are off):
     * Chromium then stops repainting the Play button's endless pulse and the entrance animations. The specs about
     * what moves on screen (layout.spec.ts: shifts and answers that move within a round; audio-match.spec.ts:
     * the coin cue when the count-up lands) ask for full motion in their files.
     */
    reducedMotion: 'reduce',
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
  webServer: {
    command: `${BUILD} npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
