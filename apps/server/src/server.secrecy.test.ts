import { afterEach, describe, expect, it } from 'vitest';
import { TOURNAMENT_IDS, type TournamentId } from '@goalguessr/game-core';
import type { RoundStartPayload } from '@goalguessr/protocol';
import type { QuestionSource } from './match/types';
import { createQuestionSource } from './questions';
import { startServer, type RunningServer, type StartServerOptions } from './server';
import { DuelClient, sleep, waitUntil } from './testing/duel-client';

/**
 * A cheating client against the real server, the real question generator and a real bot: for every round it
 * records everything it receives before answering (the option tokens and their order, the frames' timing,
 * every state patch up to the bot's own answer) and lets several predictors guess the right option from it.
 * It then answers, learns the truth from its answer_result, and scores each predictor. The card's facts
 * against the public dataset are a lookup any fan can make and are deliberately not used.
 */
const ROUNDS_WANTED = 480;
const CHANCE = 0.25;
/** how far above chance an accuracy may be and still count as noise: 4.5 standard errors (15 predictors) */
const NOISE_SIGMAS = 4.5;

/** Room classes are registered process-wide: one server at a time, closed after each test. */
let running: RunningServer | undefined;

const SERVER: StartServerOptions = {
  port: 0,
  timings: {
    botWaitMs: 10,
    connectingMs: 0,
    verifyingMs: 0,
    prepareMs: 0,
    revealMs: 0,
    roundDurationMs: 5_000,
    reconnectionWindowMs: 1_000,
    botAnswerDelayMs: { min: 5, max: 60 },
  },
  addressLimits: { joinsPerSecondPerAddress: 1_000, joinBurstPerAddress: 1_000 },
};

/** The control: the right option always first, in the question source's order (a leak on purpose). */
function leakyOptions(): StartServerOptions {
  const bank = createQuestionSource();
  return {
    ...SERVER,
    keepOptionOrder: true,
    questions: Object.assign(
      (input: Parameters<QuestionSource>[0]) =>
        bank(input).map((q) => ({
          ...q,
          options: [q.options[q.correctIndex], ...q.options.filter((_, i) => i !== q.correctIndex)].filter(
            (o) => o !== undefined,
          ),
          correctIndex: 0,
        })),
      { footballers: bank.footballers },
    ),
  };
}

afterEach(async () => {
  await running?.close();
  running = undefined;
});

interface Observation {
  start: RoundStartPayload;
  /** every raw frame received from joining until this client answered (cards, messages, state patches) */
  framesBeforeAnswer: Buffer[];
  /** ms from the round_start frame to the bot's `answeredThisRound` patch */
  botAnsweredAfterMs: number;
  /** raw frames received after the card and before this client answered (state patches included) */
  laterFrames: Buffer[];
  /** receive time of the card (local ms) */
  cardAtMs: number;
}

/** Each predictor returns the index (in display order) it believes is right. */
const PREDICTORS: Record<string, (o: Observation) => number> = {
  'position 0': () => 0,
  'position 1': () => 1,
  'position 2': () => 2,
  'position 3': () => 3,
  'smallest token': (o) => indexOfExtreme(o.start, (a, b) => a < b),
  'largest token': (o) => indexOfExtreme(o.start, (a, b) => a > b),
  'token char sum mod 4': (o) => charSum(o.start.options.map((x) => x.token).join('')) % 4,
  'token seen again in a later frame': (o) => {
    const counts = o.start.options.map(
      (option) => o.laterFrames.filter((frame) => frame.includes(Buffer.from(option.token))).length,
    );
    return counts.indexOf(Math.max(...counts));
  },
  'bot answer time bucket': (o) => Math.floor(o.botAnsweredAfterMs / 5) % 4,
  'card arrival ms mod 4': (o) => o.cardAtMs % 4,
  'round start ms mod 4': (o) => o.start.roundStartedAtMs % 4,
  'size of the patches mod 4': (o) => o.laterFrames.reduce((sum, f) => sum + f.byteLength, 0) % 4,
  'number of frames mod 4': (o) => o.laterFrames.length % 4,
  'longest name': (o) => {
    const lengths = o.start.options.map((option) => option.name.length);
    return lengths.indexOf(Math.max(...lengths));
  },
  'name position in an earlier frame': (o) => {
    // an option named in a frame before its own card (a leak ahead of time) would be the suspect
    const counts = o.start.options.map(
      (option) => o.framesBeforeAnswer.filter((frame) => frame.includes(Buffer.from(option.name))).length,
    );
    return counts.indexOf(Math.max(...counts));
  },
};

function indexOfExtreme(start: RoundStartPayload, better: (a: string, b: string) => boolean): number {
  let best = 0;
  start.options.forEach((option, index) => {
    if (better(option.token, start.options[best]?.token ?? '')) best = index;
  });
  return best;
}

function charSum(text: string): number {
  let sum = 0;
  for (const char of text) sum += char.charCodeAt(0);
  return sum;
}

/** The answer's dataset id of each round, with every frame the cheating client had received before answering. */
interface Evidence {
  /** per round: what the cheater saw, and the display index of the right option (learned afterwards) */
  rounds: [Observation, number][];
  answerIds: { id: string; frames: Buffer[] }[];
}

/** One player's matches against bots until `enough()`; records every round's evidence. */
async function cheat(
  url: string,
  tournament: TournamentId,
  evidence: Evidence,
  enough: () => boolean,
): Promise<void> {
  while (!enough()) {
    // one cheater per tournament, so each always meets a bot (two cheaters would wait for each other)
    const player = await DuelClient.join(url, { tournament, username: `Cheat${tournament.slice(0, 4)}` });
    for (let round = 0; round < 5; round++) {
      const outcome = await Promise.race([
        player.nth('match:round_start', round, 10_000).then((start) => ({ start })),
        player.nth('match:result', 0, 10_000).then(() => null),
      ]);
      if (outcome === null) break;
      const { start } = outcome;
      const cardMessage = player.messages.find(
        (m) => m.type === 'match:round_start' && (m.payload as RoundStartPayload).roundIndex === round,
      );
      const cardFrame = cardMessage?.frameIndex ?? player.frames.length - 1;
      const cardAtMs = cardMessage?.atMs ?? Date.now();
      // wait for the bot's answer to show in the state, so its timing and patches are part of the evidence
      const bot = () => Object.values(player.state().players).find((p) => p.isBot);
      await waitUntil(
        () => (bot() as { answeredThisRound?: boolean } | undefined)?.answeredThisRound === true,
        5_000,
        'the bot answering',
      );
      const observation: Observation = {
        start,
        framesBeforeAnswer: player.frames.map((f) => f.bytes),
        botAnsweredAfterMs: Date.now() - cardAtMs,
        laterFrames: player.frames.slice(cardFrame + 1).map((f) => f.bytes),
        cardAtMs,
      };
      // any option will do: the answer_result tells which one was right
      player.send('match:answer', { roundIndex: round, optionToken: start.options[round % 4]?.token });
      const result = await player.nth('match:answer_result', round, 10_000);
      evidence.rounds.push([observation, start.options.findIndex((o) => o.token === result.correctToken)]);
      evidence.answerIds.push({ id: result.answerId, frames: observation.framesBeforeAnswer });
    }
    await player.nth('match:result', 0, 10_000).catch(() => null);
    await player.leave().catch(() => {});
    await sleep(5);
  }
}

describe('secrecy against a cheating client', () => {
  it('no predictor built from tokens, order, timing or state patches beats chance by more than noise', async () => {
    running = await startServer(SERVER);
    const evidence = await gather(running, ROUNDS_WANTED);
    const { rounds: results, answerIds } = evidence;
    const n = results.length;
    expect(n).toBeGreaterThanOrEqual(ROUNDS_WANTED);
    for (const [, right] of results) expect(right).toBeGreaterThanOrEqual(0);

    // no dataset id of any option before the answer: every option is a 12-character random token
    for (const [observation] of results) {
      for (const option of observation.start.options) expect(option.token).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(new Set(observation.start.options.map((o) => o.token)).size).toBe(4);
    }
    // the answer's dataset id (players.json) is in no byte received before answering: not in a message, not
    // in a state patch (earlier rounds' ids are revealed only after those rounds, and differ from this one)
    const leaked = answerIds.filter(({ id, frames }) =>
      frames.some((frame) => frame.includes(Buffer.from(id))),
    );
    expect(answerIds.every(({ id }) => /^[a-z0-9-]+-\d{4}-\d{2}-\d{2}$/.test(id))).toBe(true);
    expect(leaked.map(({ id }) => id)).toEqual([]);
    // a token never comes back in a later round (it says nothing across rounds either)
    const tokens = results.flatMap(([observation]) => observation.start.options.map((o) => o.token));
    expect(new Set(tokens).size).toBe(tokens.length);

    const { bound, accuracy } = score(results);
    const best = accuracy.reduce((a, b) => (b.accuracy > a.accuracy ? b : a));
    console.info(
      `secrecy: ${n} rounds, chance 25 %, noise bound ${pct(bound)}, best predictor ${best.name} ` +
        `${pct(best.accuracy)}\n${accuracy.map((a) => `  ${a.name}: ${pct(a.accuracy)}`).join('\n')}`,
    );
    for (const { name, accuracy: value } of accuracy) {
      expect({ name, beatsChance: value > bound }).toEqual({ name, beatsChance: false });
    }
    // the right option sits at each position about equally often (the server shuffles)
    const noise = bound - CHANCE;
    const positions = [0, 1, 2, 3].map((p) => results.filter(([, right]) => right === p).length / n);
    for (const share of positions) expect(Math.abs(share - CHANCE)).toBeLessThan(noise);
  }, 240_000);

  it('the same predictors catch a server that leaks the answer by its position (control)', async () => {
    running = await startServer(leakyOptions());
    const { rounds } = await gather(running, 45);
    const { bound, accuracy } = score(rounds);
    const first = accuracy.find((a) => a.name === 'position 0');
    console.info(`secrecy control (right option always first): position 0 ${pct(first?.accuracy ?? 0)}`);
    expect(first?.accuracy ?? 0).toBeGreaterThan(bound);
  }, 120_000);
});

/** Plays against bots on `server`, one cheater per tournament, until `wanted` rounds are recorded. */
async function gather(server: RunningServer, wanted: number): Promise<Evidence> {
  const evidence: Evidence = { rounds: [], answerIds: [] };
  const enough = () => evidence.rounds.length >= wanted;
  await Promise.all(TOURNAMENT_IDS.map((tournament) => cheat(server.url, tournament, evidence, enough)));
  return evidence;
}

/** Each predictor's accuracy, and the largest accuracy chance gives with `rounds.length` rounds. */
function score(rounds: [Observation, number][]): {
  bound: number;
  accuracy: { name: string; accuracy: number }[];
} {
  const n = rounds.length;
  const bound = CHANCE + NOISE_SIGMAS * Math.sqrt((CHANCE * (1 - CHANCE)) / n);
  const accuracy = Object.entries(PREDICTORS).map(([name, predict]) => ({
    name,
    accuracy: rounds.filter(([observation, right]) => predict(observation) === right).length / n,
  }));
  return { bound, accuracy };
}

function pct(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
