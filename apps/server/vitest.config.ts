import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The files whose tests measure real time tightly (floods, heartbeats, deadlines, timers, shutdowns, bursts of
 * 10,000 frames): they run one at a time, after the others, with no other file of this suite beside them (on 2
 * shared cores they would be flaky).
 */
const ALONE = [
  'src/server.limits.test.ts',
  'src/server.ping.test.ts',
  'src/server.room-timers.test.ts',
  'src/server.rating.test.ts',
  'src/server.clock-jump.test.ts',
  'src/server.drain.test.ts',
  'src/server.shutdown.test.ts',
  'src/server.install.test.ts',
  'src/server.match.test.ts',
  'src/server.clues.test.ts',
  'src/server.fuzz.test.ts',
  'src/server.hostile.test.ts',
  'src/server.listen-backlog.test.ts',
  'src/matchmaking/rating-driver.test.ts',
  'src/load-bench/lean-player.test.ts',
  // admission control: they overload their own event loop on purpose and time the shedding
  'src/server.admission.test.ts',
  'src/load-bench/lean-player.shed.test.ts',
];

export default defineConfig({
  test: {
    // one throw-away PostgreSQL cluster per run (per project below), started by the first test file that needs it
    globalSetup: ['src/testing/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          // Each test file boots its real servers on free ports, so files can run side by side; these mostly
          // wait on sockets and timers (one file at a time used 0.4 of a core), and their time limits are
          // generous. Two at a time: the longest (the 32 s Redis outage) no longer holds up the others.
          name: 'side-by-side',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ALONE],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
