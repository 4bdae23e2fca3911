import { TEST_TIMINGS, fakeQuestionSource } from '../match/test-support';
import { startServer, type RunningServer } from '../server';
import { collectingLogger } from './duel-client';

/**
 * The real server on loopback for the hostile-input suites: every message must reach the handlers and
 * validators, and an attacker re-joins after every cut-off from one address, so the flood limit and the
 * per-address limits are lifted (each has its own tests); bots pair a lone client quickly and reveals are
 * short, so matches move through every phase while attacked. What the server logs is collected, not printed.
 */
export async function startHostileTestServer(
  roundDurationMs: number,
): Promise<{ running: RunningServer; log: ReturnType<typeof collectingLogger> }> {
  const log = collectingLogger();
  const running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 100, roundDurationMs, revealMs: 30 },
    maxMessagesPerSecond: 1_000_000,
    addressLimits: { joinsPerSecondPerAddress: 10_000, joinBurstPerAddress: 10_000 },
    logger: log,
  });
  return { running, log };
}
