/**
 * A client that holds the public dataset (every web client downloads `players.json` for the solo modes) and reads
 * a duel card by lookup rather than by knowing football: for each option it finds the footballers of that display
 * name, builds each one's own card with game-core's card builder and clue rule (`cardFromFootballer`,
 * `cluesByStage`), and keeps the options whose clues so far are exactly the clues on screen. Issue 23 measures
 * how often this leaves a single option at each stage (`npm run report:questions`, `lookup.test.ts`).
 */
import {
  cardFromFootballer,
  CLUE_STAGES,
  cluesByStage,
  type Clue,
  type Footballer,
  type Question,
} from '@goalguessr/game-core';

/** The clues of each stage of a card as one comparable string per stage. */
type StageKeys = readonly string[];

function stageKeys(stages: readonly (readonly Clue[])[]): StageKeys {
  return stages.map((clues) => JSON.stringify(clues));
}

/**
 * Whether an option's own clues fit what the card shows, stage by stage up to `stagesOut` stages. A card that
 * hides its nation (a `nation` clue of null) says nothing about the option's nation.
 */
function fits(
  own: StageKeys,
  shown: readonly (readonly Clue[])[],
  shownKeys: StageKeys,
  stagesOut: number,
): boolean {
  for (let s = 0; s < stagesOut; s++) {
    const clues = shown[s] ?? [];
    const hiddenNation = clues.some((c) => c.kind === 'nation' && c.nation === null);
    if (hiddenNation) continue;
    if (own[s] !== shownKeys[s]) return false;
  }
  return true;
}

/**
 * Issue 23's goals per tier: the most the lookup client may settle at the opening stage, by stage 2, and never;
 * and how often it may be right answering at the opening stage (≤ 35 %, the server test's bound; chance is 25 %).
 */
export const LOOKUP_GOALS = { openingStage: 0.1, byStage2: 0.4, never: 0.01, openingAccuracy: 0.35 } as const;

export interface LookupClient {
  /**
   * The option names whose own card shows exactly `shown`, the clue stages out so far (a client reads them off
   * `match:round_start` and `match:clue`), in the order given.
   */
  fitting(shown: readonly (readonly Clue[])[], optionNames: readonly string[]): string[];
  /**
   * How many of the question's options still fit after each number of stages out (index 0: the opening stage
   * alone … index CLUE_STAGES.length − 1: every clue out).
   */
  optionsLeft(question: Question): number[];
}

/** A lookup client over `players` (the dataset a web client downloads). */
export function createLookupClient(players: readonly Footballer[]): LookupClient {
  const byName = new Map<string, StageKeys[]>();
  for (const p of players) {
    const keys = stageKeys(cluesByStage(cardFromFootballer(p)));
    const list = byName.get(p.name) ?? [];
    list.push(keys);
    byName.set(p.name, list);
  }
  return {
    fitting(shown, optionNames) {
      const shownKeys = stageKeys(shown);
      return optionNames.filter((name) =>
        (byName.get(name) ?? []).some((keys) => fits(keys, shown, shownKeys, shown.length)),
      );
    },
    optionsLeft(question) {
      const shown = cluesByStage(question.card);
      const shownKeys = stageKeys(shown);
      return CLUE_STAGES.map((_, s) => {
        let left = 0;
        for (const option of question.options) {
          const own = byName.get(option.name) ?? [];
          if (own.some((keys) => fits(keys, shown, shownKeys, s + 1))) left++;
        }
        return left;
      });
    },
  };
}

/** Per-tier shares of cards the lookup client settles (one option left) at each stage. */
export interface LookupFigures {
  cards: number;
  /** share of cards with exactly one option left once `s + 1` stages are out, for each s */
  settledBy: number[];
  /** share of cards with more than one option left even with every clue out (not answerable from the card) */
  never: number;
  /**
   * the lookup client's expected accuracy answering once `s + 1` stages are out, picking at random among the
   * options that fit (among all four when none does), for each s
   */
  accuracyAt: number[];
  /** share of cards where the last stage (the nation) rules out an option the earlier stages left standing */
  lastStageRulesOut: number;
  /** share of cards where no option fits at all (the card shows something no option's own card shows) */
  noneFit: number;
}

/** Tallies `optionsLeft` over questions. */
export function lookupFigures(client: LookupClient, questions: readonly Question[]): LookupFigures {
  const settled = new Array<number>(CLUE_STAGES.length).fill(0);
  let never = 0;
  let noneFit = 0;
  let lastStage = 0;
  const accuracy = new Array<number>(CLUE_STAGES.length).fill(0);
  for (const q of questions) {
    const left = client.optionsLeft(q);
    left.forEach(
      (n, s) => (accuracy[s] = (accuracy[s] ?? 0) + 1 / Math.max(1, n === 0 ? q.options.length : n)),
    );
    const first = left.findIndex((n) => n <= 1);
    for (let s = 0; s < CLUE_STAGES.length; s++)
      if (first >= 0 && s >= first && left[first] === 1) settled[s] = (settled[s] ?? 0) + 1;
    if ((left[left.length - 1] ?? 0) > 1) never++;
    if (left.some((n) => n === 0)) noneFit++;
    if ((left[left.length - 1] ?? 0) < (left[left.length - 2] ?? 0)) lastStage++;
  }
  const n = Math.max(1, questions.length);
  return {
    cards: questions.length,
    settledBy: settled.map((x) => x / n),
    never: never / n,
    lastStageRulesOut: lastStage / n,
    accuracyAt: accuracy.map((x) => x / n),
    noneFit: noneFit / n,
  };
}

/**
 * What a sharper client holding the dataset scores answering at the opening stage (chance 25 %): among the
 * options whose own card fits the opening stage (all four when none does), it keeps those of the match's tier
 * (an option of another tier is never the answer; `withTier`), and then the least famous of them (`withTierAndFame`:
 * the answer is often the least famous of its tier's options, a tier being cut by recognisability). Each is the
 * expected accuracy picking at random among what is left. Issue 23 measures it beside the lookup client; no goal.
 */
export function openingAccuracyWithTier(
  client: LookupClient,
  players: readonly Footballer[],
  tier: Footballer['tier'],
  questions: readonly Question[],
): { withTier: number; withTierAndFame: number } {
  const byId = new Map(players.map((p) => [p.id, p]));
  let withTier = 0;
  let withTierAndFame = 0;
  const chance = (pool: readonly { id: string }[], answerId: string): number =>
    pool.some((o) => o.id === answerId) ? 1 / pool.length : 0;
  for (const q of questions) {
    const fit = new Set(
      client.fitting(
        cluesByStage(q.card).slice(0, 1),
        q.options.map((o) => o.name),
      ),
    );
    const fitting = q.options.filter((o) => fit.has(o.name));
    const pool = fitting.length > 0 ? fitting : q.options;
    const inTier = pool.filter((o) => byId.get(o.id)?.tier === tier);
    const kept = inTier.length > 0 ? inTier : pool;
    withTier += chance(kept, q.answerId);
    const fame = (o: { id: string }): number => byId.get(o.id)?.fame ?? 0;
    const least = Math.min(...kept.map(fame));
    withTierAndFame += chance(
      kept.filter((o) => fame(o) === least),
      q.answerId,
    );
  }
  const n = Math.max(1, questions.length);
  return { withTier: withTier / n, withTierAndFame: withTierAndFame / n };
}
