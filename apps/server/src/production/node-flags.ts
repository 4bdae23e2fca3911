/**
 * The Node.js options every production start of the match server passes: the container image (`Dockerfile`), the
 * systemd unit (`deploy/goalguessr@.service`), `npm run start:prod` (root and server workspace) and the load bench,
 * which measures the production server. They are V8 options, which NODE_OPTIONS refuses, so each start spells
 * them out before the entry; `server.node-flags.test.ts` checks that each does.
 *
 * `--no-memory-reducer` (issue 29): V8's memory reducer is made for idle browser tabs. On a busy server its
 * watchdog starts a memory-reducing full collection whenever none ran for 100 s, then a second one 0.5 s later:
 * each marks the whole heap on the server's core (0.5–1 s of it at 10,000 players), the reducing one compacts it
 * in a 270–360 ms pause, and the heap limit it leaves brings the next ones sooner (four full collections in one
 * 150-s window at 10,000 players, and join and match errors). Without it, a full collection comes when the heap
 * reaches its limit, and nothing else changes: the heap is still collected, only not on a timer.
 *
 * `--no-parallel-scavenge` (issue 29, phase 15): a young collection copies the survivors on the main thread
 * alone. A server process is meant to have one core (one process per core, several behind Redis), and there V8's
 * parallel scavenge only adds helper threads that wait for the same core: at 10,000 players on one pinned core
 * (`--trace-gc-nvp`), each young collection's pause was the same with or without them (22–28 ms mean), but with them
 * the helpers spent another 42–62 ms of CPU per collection. Without them the server's CPU per answer fell 4–5 % in
 * three back-to-back pairs, and the old generation and full collections did not change.
 */
export const PRODUCTION_NODE_FLAGS: readonly string[] = ['--no-memory-reducer', '--no-parallel-scavenge'];
