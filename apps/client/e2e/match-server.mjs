/**
 * Test-only launcher of the real match server for the match e2e specs (run with `npx tsx`, never shipped):
 * the production server and question bank, configured from the environment like the real entry point
 * (PORT, BOT_WAIT_MS, DUEL_TIMINGS), except that every question lists its correct answer first so the
 * specs can steer outcomes (win, lose, draw). SIGTERM voids running matches at once (no drain wait); a "cut"
 * line on stdin drops every client's socket (a network loss), "cut NAME" that player's only.
 */
import { createInterface } from 'node:readline';

import { matchMaker } from '@colyseus/core';

import { readConfig } from '../../server/src/config.ts';
import { createQuestionSource } from '../../server/src/questions.ts';
import { startServer } from '../../server/src/server.ts';

const config = readConfig();
const bank = createQuestionSource();

/** The answer moved to the first place of a per-option list (the options, and their facts for the reveal). */
const answerFirst = (list, correctIndex) => [
  list[correctIndex],
  ...list.filter((_, index) => index !== correctIndex),
];

/** The bank's questions with the answer moved to the first option. */
const correctFirst = (input) =>
  bank(input).map((question) => ({
    ...question,
    options: answerFirst(question.options, question.correctIndex),
    optionFacts: question.optionFacts && answerFirst(question.optionFacts, question.correctIndex),
    correctIndex: 0,
  }));

const running = await startServer({
  port: config.port,
  host: '127.0.0.1',
  timings: config.timings,
  questions: correctFirst,
  // the specs find the right option in first place: keep the source's order (production shuffles it)
  keepOptionOrder: true,
  ...(config.reportsFile !== undefined ? { reportsFile: config.reportsFile } : {}),
  // a spec that restarts the server after a crash keeps its database in a file (else in memory)
  ...(process.env.DATABASE_FILE !== undefined ? { database: { file: process.env.DATABASE_FILE } } : {}),
  // the leaderboard spec's browsers name their own client addresses (X-Forwarded-For), as behind a proxy
  trustedProxies: config.trustedProxies,
  handleSignals: true,
  // stop() (SIGTERM) voids running matches at once, as the specs expect; the drain is server.drain.test.ts's
  drainTimeoutMs: 0,
});
// Test hook: a "cut" line on stdin drops every client socket without a close handshake, as a lost network
// would (signals are taken: Colyseus shuts down on SIGTERM, SIGINT and SIGUSR2); "cut NAME" drops only the
// socket of the player of that username (one player's network going away while the other's stays).
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, name] = line.trim().split(/\s+/);
  if (command !== 'cut') return;
  if (name === undefined) {
    for (const socket of running.server.transport.wss.clients) socket.terminate();
    return;
  }
  void matchMaker.query({}).then((listings) => {
    for (const listing of listings) {
      const room = matchMaker.getLocalRoomById(listing.roomId);
      const player = room?.engine.snapshot().players.find((p) => p.username === name);
      if (player !== undefined) room.clients.find((c) => c.sessionId === player.sessionId)?.ref.terminate();
    }
  });
});
console.log(`match e2e server on ${running.url}`);
