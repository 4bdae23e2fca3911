import {
  ENDLESS_ARRIVAL_SPEEDUP,
  ENDLESS_CARD_CLEARS_PER_RUN,
  ENDLESS_FIRST_ARRIVAL_MS,
  ENDLESS_HURRY_UP_CARDS,
  ENDLESS_LIFE_REFILL_STREAK,
  ENDLESS_MAX_COINS_PER_RUN,
  ENDLESS_MIN_ARRIVAL_MS,
  ENDLESS_POINTS_PER_CARD,
  ENDLESS_STACK_CAPACITY,
  ENDLESS_STARTING_CARDS,
  ENDLESS_STARTING_LIVES,
  ENDLESS_STREAK_BONUS_CAP,
  ENDLESS_STREAK_BONUS_POINTS,
  ENDLESS_TIER_STEPS,
  ENERGY_DRINK_BONUS_MS,
  MAX_LIVES,
  POWER_UP_IDS,
  SOLO_COINS_PER_CORRECT,
  SOLO_XP_PER_CORRECT,
  type PowerUpId,
  type Tier,
} from '../constants';
import { addLife, canDestroyCards } from '../economy/shop';
import { pickWhistleRemoval } from '../match/power-ups';
import { screenFullMsLeft, screenFullStatus } from '../match/screen-full';
import { clueBonusPoints } from '../questions/clues';
import type { Question } from '../questions/types';
import type { Rng } from '../rng';
import {
  clueClockStages,
  pauseClueClock,
  resumeClueClock,
  revealNextClue,
  startClueClock,
  type ClueClock,
} from './clues';

/** The power-ups of an Endless run: the three of the inventory, and the run's free "cards" power-up. */
export type EndlessPowerUp = PowerUpId | 'cards';

export interface EndlessCard {
  /** unique within the run, in arrival order */
  readonly id: number;
  readonly question: Question;
  readonly arrivedAtMs: number;
  /** option indexes the whistle took away */
  readonly removedOptions: readonly number[];
}

export type EndlessPhase = 'running' | 'paused' | 'over';
export type EndlessEndReason = 'no_lives' | 'screen_full' | 'quit';

/** The last card that left the stack by an answer, for the screen's short reveal. */
export interface EndlessAnswer {
  readonly cardId: number;
  readonly question: Question;
  /** the option picked; null for a golden shot */
  readonly optionIndex: number | null;
  readonly correct: boolean;
  readonly points: number;
  readonly kind: 'answer' | 'golden_shot';
}

export interface EndlessState {
  readonly phase: EndlessPhase;
  /** index 0 is the top card, the one the player answers; later cards wait below it */
  readonly stack: readonly EndlessCard[];
  /** questions dealt next, in order */
  readonly queue: readonly Question[];
  /** when the next card lands (ms epoch) */
  readonly nextArrivalAtMs: number;
  /** cards dealt after the starting ones; the pace speeds up with it */
  readonly arrivals: number;
  readonly nextCardId: number;
  /** when the stack became full, null while it is not (spec §4 screen-full rule) */
  readonly fullSinceMs: number | null;
  readonly pausedAtMs: number | null;
  /**
   * the clue clock of the top card (issue 13): it starts when the card reaches the top, stops while paused,
   * and sets how many of its clue stages are out; null while the stack is empty
   */
  readonly topClues: ClueClock | null;
  readonly lives: number;
  readonly score: number;
  readonly streak: number;
  readonly bestStreak: number;
  readonly correct: number;
  readonly incorrect: number;
  /** the player's stock of each inventory power-up, spent during the run */
  readonly powerUps: Readonly<Record<PowerUpId, number>>;
  /** uses left of the run's "cards" power-up */
  readonly cardClears: number;
  /** a question request is out (`need_questions` was emitted and no `questions` came back yet) */
  readonly questionsRequested: boolean;
  readonly lastAnswer: EndlessAnswer | null;
  readonly endReason: EndlessEndReason | null;
}

export type EndlessEvent =
  | { readonly type: 'tick'; readonly nowMs: number }
  | { readonly type: 'answer'; readonly nowMs: number; readonly optionIndex: number }
  | {
      readonly type: 'use_power_up';
      readonly nowMs: number;
      readonly powerUp: EndlessPowerUp;
      readonly rng: Rng;
    }
  | { readonly type: 'questions'; readonly nowMs: number; readonly questions: readonly Question[] }
  /** the player asks for the top card's next clue now instead of waiting for it */
  | { readonly type: 'next_clue'; readonly nowMs: number }
  | { readonly type: 'pause'; readonly nowMs: number }
  | { readonly type: 'resume'; readonly nowMs: number }
  | { readonly type: 'quit'; readonly nowMs: number };

/** Why a power-up or answer was refused; the client shows the matching text of spec §8. */
export type EndlessNotice = 'no_cards' | 'lives_full' | 'not_enough_power_ups' | 'nothing_to_remove';

export type EndlessEffect =
  | { readonly type: 'card_arrived'; readonly cardId: number }
  /** the stack reached ENDLESS_HURRY_UP_CARDS: warning, sound and vibration */
  | { readonly type: 'hurry_up' }
  | { readonly type: 'answered'; readonly correct: boolean; readonly points: number }
  | { readonly type: 'life_lost'; readonly lives: number }
  | { readonly type: 'life_gained'; readonly lives: number }
  | { readonly type: 'notice'; readonly notice: EndlessNotice }
  /** spend one of the player's inventory stock (the caller saves it in the record) */
  | { readonly type: 'spend_power_up'; readonly powerUp: PowerUpId }
  | { readonly type: 'power_up_used'; readonly powerUp: EndlessPowerUp }
  | { readonly type: 'need_questions'; readonly tier: Tier }
  | { readonly type: 'game_over'; readonly reason: EndlessEndReason };

export interface EndlessStep {
  readonly state: EndlessState;
  readonly effects: readonly EndlessEffect[];
}

/** Ask for more questions when fewer than this many wait in the queue. */
const QUEUE_LOW_WATER = 3;

/**
 * Wait before the card after `arrivals` dealt ones: ENDLESS_FIRST_ARRIVAL_MS × ENDLESS_ARRIVAL_SPEEDUP^arrivals,
 * never below ENDLESS_MIN_ARRIVAL_MS. Non-whole or negative counts are read as 0.
 */
export function endlessArrivalIntervalMs(arrivals: number): number {
  const n = Number.isSafeInteger(arrivals) && arrivals > 0 ? arrivals : 0;
  return Math.max(
    ENDLESS_MIN_ARRIVAL_MS,
    Math.round(ENDLESS_FIRST_ARRIVAL_MS * ENDLESS_ARRIVAL_SPEEDUP ** n),
  );
}

/** The question tier of Endless after `answered` answers: ENDLESS_TIER_STEPS (easy, then middle, then hard). */
export function endlessTierFor(answered: number): Tier {
  let tier: Tier = 'rookie';
  for (const step of ENDLESS_TIER_STEPS) if (answered >= step.fromAnswers) tier = step.tier;
  return tier;
}

/**
 * Points of a right answer that makes the streak `streak` long (1 for the first one): ENDLESS_POINTS_PER_CARD
 * plus ENDLESS_STREAK_BONUS_POINTS for each earlier answer of the streak, counting at most
 * ENDLESS_STREAK_BONUS_CAP of them, plus the duel's clue bonus (`clueBonusPoints`) for the stages still
 * hidden when `stagesShown` were out (issue 13: needing fewer clues scores more). Without `stagesShown`
 * (a golden shot) there is no clue bonus.
 */
export function endlessPointsFor(streak: number, stagesShown?: number): number {
  const earlier = Number.isSafeInteger(streak) && streak > 1 ? streak - 1 : 0;
  const clues = stagesShown === undefined ? 0 : clueBonusPoints(stagesShown);
  return (
    ENDLESS_POINTS_PER_CARD +
    ENDLESS_STREAK_BONUS_POINTS * Math.min(earlier, ENDLESS_STREAK_BONUS_CAP) +
    clues
  );
}

/** How many clue stages of the top card are out at `nowMs` (0 with an empty stack). */
export function endlessTopClueStages(state: EndlessState, nowMs: number): number {
  return state.topClues === null || state.stack.length === 0 ? 0 : clueClockStages(state.topClues, nowMs);
}

/** The hurry-up warning shows from ENDLESS_HURRY_UP_CARDS cards on the stack while the run goes on. */
export function endlessHurryUp(state: EndlessState): boolean {
  return state.phase !== 'over' && state.stack.length >= ENDLESS_HURRY_UP_CARDS;
}

/** Milliseconds left before a full stack ends the run (SCREEN_FULL_THRESHOLD_MS when not full). */
export function endlessFullMsLeft(state: EndlessState, nowMs: number): number {
  const at = state.phase === 'paused' && state.pausedAtMs !== null ? state.pausedAtMs : nowMs;
  return screenFullMsLeft({ fullSinceMs: state.fullSinceMs, nowMs: at });
}

/** Coins and experience an Endless run pays: SOLO_*_PER_CORRECT per right answer, coins capped per run. */
export function endlessRewards(state: Pick<EndlessState, 'correct'>): { coins: number; experience: number } {
  const correct = Number.isSafeInteger(state.correct) && state.correct > 0 ? state.correct : 0;
  return {
    coins: Math.min(ENDLESS_MAX_COINS_PER_RUN, correct * SOLO_COINS_PER_CORRECT),
    experience: correct * SOLO_XP_PER_CORRECT,
  };
}

function wholeStock(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * A new Endless run at `nowMs`: the first ENDLESS_STARTING_CARDS questions are on the stack, the rest wait in
 * the queue, ENDLESS_STARTING_LIVES lives, the player's power-up stock (`powerUps`, missing ones 0) and
 * ENDLESS_CARD_CLEARS_PER_RUN uses of the cards power-up. The next card lands ENDLESS_FIRST_ARRIVAL_MS later.
 * The returned effects ask for questions when the queue is short.
 */
export function startEndless(input: {
  nowMs: number;
  questions: readonly Question[];
  powerUps: Partial<Readonly<Record<PowerUpId, number>>>;
}): EndlessStep {
  const { nowMs } = input;
  const dealt = input.questions.slice(0, ENDLESS_STARTING_CARDS);
  const stack: EndlessCard[] = dealt.map((question, index) => ({
    id: index,
    question,
    arrivedAtMs: nowMs,
    removedOptions: [],
  }));
  const powerUps = {} as Record<PowerUpId, number>;
  for (const id of POWER_UP_IDS) powerUps[id] = wholeStock(input.powerUps[id]);
  const state: EndlessState = {
    phase: 'running',
    stack,
    queue: input.questions.slice(dealt.length),
    nextArrivalAtMs: nowMs + endlessArrivalIntervalMs(0),
    arrivals: 0,
    nextCardId: stack.length,
    fullSinceMs: null,
    pausedAtMs: null,
    topClues: stack.length > 0 ? startClueClock(nowMs) : null,
    lives: ENDLESS_STARTING_LIVES,
    score: 0,
    streak: 0,
    bestStreak: 0,
    correct: 0,
    incorrect: 0,
    powerUps,
    cardClears: ENDLESS_CARD_CLEARS_PER_RUN,
    questionsRequested: false,
    lastAnswer: null,
    endReason: null,
  };
  const effects: EndlessEffect[] = [];
  return { state: requestQuestionsIfLow(state, effects), effects };
}

function requestQuestionsIfLow(state: EndlessState, effects: EndlessEffect[]): EndlessState {
  if (state.phase === 'over' || state.questionsRequested || state.queue.length >= QUEUE_LOW_WATER) {
    return state;
  }
  effects.push({
    type: 'need_questions',
    tier: endlessTierFor(state.correct + state.incorrect + state.arrivals),
  });
  return { ...state, questionsRequested: true };
}

function end(state: EndlessState, reason: EndlessEndReason, effects: EndlessEffect[]): EndlessState {
  effects.push({ type: 'game_over', reason });
  return { ...state, phase: 'over', endReason: reason, pausedAtMs: null };
}

/**
 * Lets the clock run to `nowMs`: cards land at their scheduled times (several after a long gap) until the
 * stack is full; while it is full no card lands and the schedule waits, so the next card comes a full interval
 * after room is made. The stack filling up starts the screen-full clock, and full for SCREEN_FULL_THRESHOLD_MS
 * ends the run (spec §4). A clock that goes backwards changes nothing.
 */
function advance(state: EndlessState, nowMs: number, effects: EndlessEffect[]): EndlessState {
  if (state.phase !== 'running' || !Number.isFinite(nowMs)) return state;
  let next = state;
  while (next.stack.length < ENDLESS_STACK_CAPACITY && next.nextArrivalAtMs <= nowMs) {
    const [question, ...queue] = next.queue;
    if (question === undefined) break;
    const at = next.nextArrivalAtMs;
    const card: EndlessCard = { id: next.nextCardId, question, arrivedAtMs: at, removedOptions: [] };
    const stack = [...next.stack, card];
    const arrivals = next.arrivals + 1;
    next = {
      ...next,
      stack,
      topClues: next.stack.length === 0 ? startClueClock(at) : next.topClues,
      queue,
      arrivals,
      nextCardId: next.nextCardId + 1,
      nextArrivalAtMs: at + endlessArrivalIntervalMs(arrivals),
      fullSinceMs: stack.length >= ENDLESS_STACK_CAPACITY ? at : null,
    };
    effects.push({ type: 'card_arrived', cardId: card.id });
    if (stack.length === ENDLESS_HURRY_UP_CARDS) effects.push({ type: 'hurry_up' });
  }
  if (next.stack.length >= ENDLESS_STACK_CAPACITY) {
    // Full: the dealer waits, so the card after this one comes a whole interval after room is made.
    const held = nowMs + endlessArrivalIntervalMs(next.arrivals);
    if (held > next.nextArrivalAtMs) next = { ...next, nextArrivalAtMs: held };
    if (screenFullStatus({ fullSinceMs: next.fullSinceMs, nowMs }) === 'game_over') {
      return end(next, 'screen_full', effects);
    }
  }
  next = requestQuestionsIfLow(next, effects);
  return next;
}

/**
 * Takes the top card off the stack; the card under it starts its clue reveal now, and an emptied stack gets
 * its next card at once.
 */
function removeTopCard(state: EndlessState, nowMs: number): EndlessState {
  const stack = state.stack.slice(1);
  return {
    ...state,
    stack,
    topClues: stack.length > 0 ? startClueClock(nowMs) : null,
    fullSinceMs: stack.length >= ENDLESS_STACK_CAPACITY ? state.fullSinceMs : null,
    nextArrivalAtMs: stack.length === 0 ? Math.min(state.nextArrivalAtMs, nowMs) : state.nextArrivalAtMs,
  };
}

function scoreRight(
  state: EndlessState,
  card: EndlessCard,
  optionIndex: number | null,
  kind: EndlessAnswer['kind'],
  nowMs: number,
  effects: EndlessEffect[],
): EndlessState {
  const streak = state.streak + 1;
  const points = endlessPointsFor(
    streak,
    kind === 'golden_shot' ? undefined : endlessTopClueStages(state, nowMs),
  );
  let lives = state.lives;
  if (streak % ENDLESS_LIFE_REFILL_STREAK === 0) {
    const refilled = addLife(lives, MAX_LIVES);
    if (refilled.ok) {
      lives = refilled.state;
      effects.push({ type: 'life_gained', lives });
    } else if (refilled.reason === 'lives_full') effects.push({ type: 'notice', notice: 'lives_full' });
  }
  effects.push({ type: 'answered', correct: true, points });
  return removeTopCard(
    {
      ...state,
      score: state.score + points,
      streak,
      bestStreak: Math.max(state.bestStreak, streak),
      correct: state.correct + 1,
      lives,
      lastAnswer: { cardId: card.id, question: card.question, optionIndex, correct: true, points, kind },
    },
    nowMs,
  );
}

function answerTop(
  state: EndlessState,
  optionIndex: number,
  nowMs: number,
  effects: EndlessEffect[],
): EndlessState {
  const card = state.stack[0];
  if (card === undefined) return state;
  const options = card.question.options.length;
  if (!Number.isSafeInteger(optionIndex) || optionIndex < 0 || optionIndex >= options) return state;
  if (card.removedOptions.includes(optionIndex)) return state;
  if (optionIndex === card.question.correctIndex) {
    return scoreRight(state, card, optionIndex, 'answer', nowMs, effects);
  }
  const lives = Math.max(0, state.lives - 1);
  effects.push({ type: 'answered', correct: false, points: 0 }, { type: 'life_lost', lives });
  const next = removeTopCard(
    {
      ...state,
      lives,
      streak: 0,
      incorrect: state.incorrect + 1,
      lastAnswer: {
        cardId: card.id,
        question: card.question,
        optionIndex,
        correct: false,
        points: 0,
        kind: 'answer',
      },
    },
    nowMs,
  );
  return lives === 0 ? end(next, 'no_lives', effects) : next;
}

function spend(state: EndlessState, powerUp: PowerUpId, effects: EndlessEffect[]): EndlessState {
  effects.push({ type: 'spend_power_up', powerUp }, { type: 'power_up_used', powerUp });
  return { ...state, powerUps: { ...state.powerUps, [powerUp]: state.powerUps[powerUp] - 1 } };
}

function playRunPowerUp(
  state: EndlessState,
  powerUp: EndlessPowerUp,
  rng: Rng,
  nowMs: number,
  effects: EndlessEffect[],
): EndlessState {
  const notice = (n: EndlessNotice): EndlessState => {
    effects.push({ type: 'notice', notice: n });
    return state;
  };
  if (powerUp === 'cards') {
    // Spec §5: the cards power-up needs cards to destroy. It destroys the top card: no points, no life lost.
    if (!canDestroyCards(state.stack.length).ok) return notice('no_cards');
    if (state.cardClears <= 0) return notice('not_enough_power_ups');
    effects.push({ type: 'power_up_used', powerUp });
    return removeTopCard({ ...state, cardClears: state.cardClears - 1 }, nowMs);
  }
  if (!(POWER_UP_IDS as readonly string[]).includes(powerUp)) return state;
  if (state.powerUps[powerUp] <= 0) return notice('not_enough_power_ups');
  const card = state.stack[0];
  switch (powerUp) {
    case 'energy_drink':
      // Breathing room: the next card and, when full, the screen-full clock both wait ENERGY_DRINK_BONUS_MS.
      return spend(
        {
          ...state,
          nextArrivalAtMs: state.nextArrivalAtMs + ENERGY_DRINK_BONUS_MS,
          fullSinceMs: state.fullSinceMs === null ? null : state.fullSinceMs + ENERGY_DRINK_BONUS_MS,
        },
        powerUp,
        effects,
      );
    case 'whistle': {
      if (card === undefined) return notice('no_cards');
      const removed = pickWhistleRemoval(
        rng,
        card.question.options.length,
        card.question.correctIndex,
        card.removedOptions,
      );
      if (removed === undefined) return notice('nothing_to_remove');
      const top: EndlessCard = { ...card, removedOptions: [...card.removedOptions, removed] };
      return spend({ ...state, stack: [top, ...state.stack.slice(1)] }, powerUp, effects);
    }
    case 'golden_shot': {
      if (card === undefined) return notice('no_cards');
      const spent = spend(state, powerUp, effects);
      return scoreRight(spent, card, null, 'golden_shot', nowMs, effects);
    }
  }
}

/**
 * The Endless reducer: `(state, event) → { state, effects }`; the caller runs the effects (sound, vibration,
 * saving spent power-ups, fetching questions, recording the result). Every event first lets the clock run to
 * its `nowMs` (cards land, the screen-full rule is checked), then:
 * - `tick`: nothing more;
 * - `answer`: the top card is answered. Right: it leaves the stack and scores `endlessPointsFor(streak, stages)`
 *   with the clue stages out then (the card under it starts its own reveal); every
 *   ENDLESS_LIFE_REFILL_STREAK-th right answer in a row gives a life back, up to MAX_LIVES ("Lives are already
 *   full!" notice when full). Wrong: it leaves the stack, costs a life and the streak; no lives left ends the
 *   run. An index out of range or removed by the whistle is ignored;
 * - `use_power_up`: energy drink delays the next card and the screen-full clock by ENERGY_DRINK_BONUS_MS;
 *   whistle removes one wrong option of the top card (`rng` chooses); golden shot answers the top card right;
 *   cards destroys the top card ("No cards found to destroy!" with none). Inventory power-ups need stock
 *   ("Not enough power-ups!") and emit `spend_power_up`;
 * - `questions`: appends to the queue (the answer to `need_questions`);
 * - `next_clue`: the top card's next clue stage comes out now (it then scores as if the player had waited);
 * - `pause` / `resume`: the clock stops, the top card's clue reveal too; on resume every deadline moves by the
 *   time spent paused;
 * - `quit`: ends the run (reason `quit`).
 * After the end (`phase: 'over'`) every event is ignored.
 */
export function endlessReducer(state: EndlessState, event: EndlessEvent): EndlessStep {
  const effects: EndlessEffect[] = [];
  if (state.phase === 'over') return { state, effects };
  if (event.type === 'resume') {
    if (state.phase !== 'paused' || state.pausedAtMs === null) return { state, effects };
    const pausedMs = Math.max(0, Number.isFinite(event.nowMs) ? event.nowMs - state.pausedAtMs : 0);
    const resumed: EndlessState = {
      ...state,
      phase: 'running',
      pausedAtMs: null,
      nextArrivalAtMs: state.nextArrivalAtMs + pausedMs,
      fullSinceMs: state.fullSinceMs === null ? null : state.fullSinceMs + pausedMs,
      topClues: state.topClues === null ? null : resumeClueClock(state.topClues, event.nowMs),
    };
    return { state: advance(resumed, event.nowMs, effects), effects };
  }
  if (event.type === 'questions') {
    const queued = { ...state, queue: [...state.queue, ...event.questions], questionsRequested: false };
    return { state: advance(queued, event.nowMs, effects), effects };
  }
  if (event.type === 'quit') return { state: end(state, 'quit', effects), effects };
  if (state.phase === 'paused') return { state, effects };

  const now = advance(state, event.nowMs, effects);
  if (now.phase !== 'running') return { state: now, effects };
  let next = now;
  switch (event.type) {
    case 'tick':
      break;
    case 'pause':
      next = {
        ...now,
        phase: 'paused',
        pausedAtMs: event.nowMs,
        topClues: now.topClues === null ? null : pauseClueClock(now.topClues, event.nowMs),
      };
      break;
    case 'next_clue':
      next =
        now.topClues === null || now.stack.length === 0
          ? now
          : { ...now, topClues: revealNextClue(now.topClues, event.nowMs) };
      break;
    case 'answer':
      next = answerTop(now, event.optionIndex, event.nowMs, effects);
      break;
    case 'use_power_up':
      next = playRunPowerUp(now, event.powerUp, event.rng, event.nowMs, effects);
      break;
  }
  // An answer may have emptied the stack (the next card lands at once) or ended the run.
  return { state: advance(next, event.nowMs, effects), effects };
}
