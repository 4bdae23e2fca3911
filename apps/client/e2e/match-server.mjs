/**
 * Test-only launcher of the real match server for the match e2e specs (run with `npx tsx`, never shipped):
 * the production server and question bank, configured from the environment like the real entry point
 * (PORT, BOT_WAIT_MS, DUEL_TIMINGS), except that every question lists its correct answer first so the
 * specs can steer outcomes (win, lose, draw). SIGTERM voids running matches, as in production.
 */
import { readConfig } from '../../server/src/config.ts';
import { createQuestionSource } from '../../server/src/questions.ts';
import { startServer } from '../../server/src/server.ts';

const config = readConfig();
const bank = createQuestionSource();

/** The bank's questions with the answer moved to the first option. */
const correctFirst = (input) =>
  bank(input).map((question) => {
    const answer = question.options[question.correctIndex];
    const others = question.options.filter((_, index) => index !== question.correctIndex);
    return { ...question, options: [answer, ...others], correctIndex: 0 };
  });

const running = await startServer({
  port: config.port,
  host: '127.0.0.1',
  timings: config.timings,
  questions: correctFirst,
  handleSignals: true,
});
console.log(`match e2e server on ${running.url}`);
