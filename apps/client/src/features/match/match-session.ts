import {
  POWER_UP_IDS,
  markMatchJoined,
  matchExperience,
  matchRewardCoins,
  openMatch,
  powerUpQuantity,
  powerUpUsesLeftInMatch,
  settleMatch,
  spendPowerUp,
  type MatchSettlement,
  type PlayerRecord,
  type PowerUpId,
  type TournamentId,
} from '@goalguessr/game-core';
import {
  PROTOCOL_VERSION,
  type JoinOptionsInput,
  type ResultPayload,
  type RoundSummary,
} from '@goalguessr/protocol';

import { matchServerUrl } from '../../net/config';
import {
  FINAL_CLOSE_CODES,
  JoinFailure,
  MatchConnection,
  type MatchStateView,
  type ServerMessage,
} from '../../net/match-connection';
import { isOnline, onNetworkChange } from '../../platform/network';
import { haptic } from '../../services/feedback';
import { usePlayerStore, type RecordRule } from '../../state/player-store';
import { INITIAL_MATCH_STATE, useMatchStore, type MatchStoreState } from './match-store';

/** How long a power-up refusal stays on screen (ms). */
const NOTICE_MS = 2500;

let connection: MatchConnection | null = null;
let attemptId: string | null = null;
let noticeTimer: number | null = null;
/** Whether the device reported being offline at any moment since the socket dropped. */
let offlineSinceDrop = false;
let stopNetworkWatch: (() => void) | null = null;

const set = (patch: Partial<MatchStoreState>) => useMatchStore.setState(patch);
const get = () => useMatchStore.getState();

function player(): PlayerRecord | null {
  return usePlayerStore.getState().record;
}

function applyRule<R extends string>(rule: RecordRule<R>) {
  return usePlayerStore.getState().apply(rule);
}

/** Settles this attempt (game-core's settleMatch closes it in the same save); false when it was not open. */
function settle(myAttempt: string, settlement: MatchSettlement): boolean {
  return applyRule((record) => settleMatch(record, myAttempt, settlement, Date.now())).ok;
}

function newAttemptId(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/** Footballers whose card was shown, for the "recently seen" list sent with the next join. */
function seenIds(rounds: readonly RoundSummary[]): string[] {
  return rounds.map((round) => round.correctOptionId);
}

function joinOptions(record: PlayerRecord, tournament: TournamentId): JoinOptionsInput {
  const powerUps = Object.fromEntries(POWER_UP_IDS.map((id) => [id, powerUpQuantity(record, id)])) as Record<
    PowerUpId,
    number
  >;
  return {
    protocolVersion: PROTOCOL_VERSION,
    tournament,
    username: record.profile.username,
    shirt: record.equipment.shirt,
    cleat: record.equipment.cleat,
    // The record keeps the newest last; the server wants the newest first.
    recentPlayerIds: [...record.recentPlayerIds].reverse(),
    powerUps,
    clientVersion: 'web 0.1.0',
  };
}

/**
 * Play: checks the connection, pays the entry fee (game-core rule), records it in the ledger and joins a
 * duel of the tournament. Every way out before pairing gives the fee back.
 */
export async function startMatch(tournament: TournamentId): Promise<void> {
  if (connection !== null) return;
  const myAttempt = newAttemptId();
  attemptId = myAttempt;
  useMatchStore.setState({ ...INITIAL_MATCH_STATE, stage: 'starting', tournament });
  if (!(await isOnline())) {
    attemptId = null;
    set({ stage: 'offline' });
    return;
  }
  // A match still open here belongs to no live attempt: settle it as abandoned before paying again.
  const stale = player()?.openMatch;
  if (stale) settle(stale.attemptId, { kind: 'abandoned' });
  const paid = applyRule((record) => openMatch(record, tournament, myAttempt, Date.now()));
  if (!paid.ok) {
    attemptId = null;
    set({ stage: paid.reason === 'not_enough_tickets' ? 'no_tickets' : 'join_failed' });
    return;
  }
  const powerUpsLeftInMatch = Object.fromEntries(
    POWER_UP_IDS.map((id) => [
      id,
      powerUpUsesLeftInMatch({
        powerUp: id,
        usedThisMatch: 0,
        inventoryQuantity: powerUpQuantity(paid.state, id),
      }),
    ]),
  ) as Record<PowerUpId, number>;
  set({ stage: 'lobby', powerUpsLeftInMatch });

  try {
    const joined = await MatchConnection.join(matchServerUrl(), joinOptions(paid.state, tournament), {
      state: (view) => onState(myAttempt, view),
      message: (message) => onMessage(myAttempt, message),
      dropped: onDropped,
      reconnected: onReconnected,
      left: (code) => onLeft(myAttempt, code),
    });
    if (attemptId !== myAttempt) {
      // Cancelled while the join was under way.
      await joined.close();
      return;
    }
    connection = joined;
    applyRule((record) => markMatchJoined(record, myAttempt, { matchId: joined.matchId }));
  } catch (error: unknown) {
    if (attemptId !== myAttempt) return;
    attemptId = null;
    settle(myAttempt, { kind: 'not_started' });
    const code = error instanceof JoinFailure ? error.code : 'unreachable';
    set({ stage: code === 'unreachable' ? 'offline' : 'join_failed', joinFailure: code });
  }
}

function onState(myAttempt: string, view: MatchStateView): void {
  if (attemptId !== myAttempt) return;
  const paired = view.phase !== 'searching';
  if (paired) applyRule((record) => markMatchJoined(record, myAttempt, { paired: true }));
  const { stage } = get();
  const live = stage === 'lobby' || stage === 'playing';
  const nextStage =
    live && (view.phase === 'round' || view.phase === 'reveal') && get().round !== null ? 'playing' : stage;
  set({
    stage: nextStage,
    phase: view.phase,
    estimatedWaitMs: view.estimatedWaitMs,
    me: view.me,
    opponent: view.opponent,
  });
}

function showNotice(notice: MatchStoreState['notice']): void {
  if (noticeTimer !== null) window.clearTimeout(noticeTimer);
  set({ notice });
  noticeTimer = window.setTimeout(() => {
    noticeTimer = null;
    set({ notice: null });
  }, NOTICE_MS);
}

function onMessage(myAttempt: string, message: ServerMessage): void {
  if (attemptId !== myAttempt) return;
  switch (message.type) {
    case 'match:round_start': {
      const round = message.payload;
      set({
        stage: 'playing',
        round,
        clockOffsetMs: round.serverNowMs - Date.now(),
        removedOptions: round.removedOptionIndexes,
        pendingOption: null,
        answerResult: null,
        roundEnd: null,
        powerUpsUsedThisRound: [],
        pendingPowerUp: null,
      });
      return;
    }
    case 'match:answer_result': {
      const result = message.payload;
      set({ answerResult: result, pendingOption: null });
      haptic(result.correct ? 'success' : 'error');
      return;
    }
    case 'match:round_end': {
      const roundEnd = message.payload;
      const closedRounds = [
        ...get().closedRounds.filter((r) => r.roundIndex !== roundEnd.roundIndex),
        roundEnd,
      ];
      set({ roundEnd, closedRounds });
      return;
    }
    case 'match:warning':
      set({ warningRound: message.payload.roundIndex });
      haptic('warning');
      return;
    case 'match:power_up_result':
      onPowerUpResult(message.payload);
      return;
    case 'match:result':
      settleResult(myAttempt, message.payload);
      return;
    case 'match:void':
      settleVoid(myAttempt, message.payload.reason);
      return;
    case 'match:sync': {
      const sync = message.payload;
      if (sync.result !== null) {
        settleResult(myAttempt, sync.result);
        return;
      }
      const round = sync.round;
      set({
        stage: sync.phase === 'round' || sync.phase === 'reveal' ? 'playing' : get().stage,
        closedRounds: sync.closedRounds,
        powerUpsLeftInMatch: sync.powerUpsRemaining,
        reconnecting: false,
        droppedAtMs: null,
        ...(round !== null
          ? {
              round,
              clockOffsetMs: round.serverNowMs - Date.now(),
              removedOptions: round.removedOptionIndexes,
              answerResult: sync.answerResult,
              pendingOption: null,
              roundEnd: null,
            }
          : {}),
      });
      return;
    }
    case 'match:error':
      // A refused answer (e.g. the deadline passed meanwhile): let the player see the round as it is.
      set({ pendingOption: null, pendingPowerUp: null });
      return;
  }
}

function onPowerUpResult(result: Extract<ServerMessage, { type: 'match:power_up_result' }>['payload']): void {
  const { round, powerUpsLeftInMatch, powerUpsUsedThisRound, removedOptions } = get();
  if (!result.ok) {
    set({ pendingPowerUp: null });
    showNotice(result.reason);
    return;
  }
  // Spent from the inventory only now that the server has confirmed it.
  applyRule((record) => spendPowerUp(record, result.powerUp));
  haptic('tap');
  set({
    pendingPowerUp: null,
    powerUpsLeftInMatch: { ...powerUpsLeftInMatch, [result.powerUp]: result.remainingInMatch },
    powerUpsUsedThisRound: [...powerUpsUsedThisRound, result.powerUp],
    removedOptions:
      result.removedOptionIndex !== undefined
        ? [...removedOptions, result.removedOptionIndex]
        : removedOptions,
    round:
      round !== null && result.deadlineAtMs !== undefined
        ? { ...round, deadlineAtMs: result.deadlineAtMs }
        : round,
  });
}

function settleResult(myAttempt: string, result: ResultPayload): void {
  const played = result.rounds.length;
  settle(myAttempt, {
    kind: 'result',
    outcome: result.outcome,
    correct: result.me.correctCount,
    incorrect: Math.max(0, played - result.me.correctCount),
    points: result.me.points,
    rewardCoins: result.rewardCoins,
    experience: result.experience,
    seenPlayerIds: seenIds(result.rounds),
  });
  haptic(result.outcome === 'win' ? 'success' : result.outcome === 'lose' ? 'error' : 'warning');
  set({
    stage: 'result',
    result,
    closedRounds: result.rounds,
    rewards: { coins: result.rewardCoins, experience: result.experience },
    reconnecting: false,
    paused: false,
  });
  void dropConnection();
}

function settleVoid(myAttempt: string, reason: MatchStoreState['voidReason']): void {
  settle(myAttempt, { kind: 'void' });
  set({ stage: 'void', voidReason: reason, reconnecting: false, paused: false });
  void dropConnection();
}

/** This player left a paired match, or could not come back in time: a loss, as the server counts it. */
function settleForfeit(myAttempt: string): void {
  const { tournament, me, closedRounds } = get();
  const correct = me?.correctCount ?? 0;
  const rewards = {
    coins: tournament === null ? 0 : matchRewardCoins(tournament, 'lose'),
    experience: matchExperience('lose', correct),
  };
  settle(myAttempt, {
    kind: 'forfeit',
    correct,
    incorrect: Math.max(0, closedRounds.length - correct),
    points: me?.points ?? 0,
    seenPlayerIds: seenIds(closedRounds),
  });
  set({ stage: 'forfeited', rewards, reconnecting: false, paused: false });
}

/**
 * The socket dropped; the SDK retries. Whether the device itself went offline meanwhile decides, if the seat
 * is lost for good, between this player's forfeit and a match the server could not keep (see onLeft).
 */
function onDropped(): void {
  // The SDK reports every failed retry as another drop: keep watching the first one.
  if (get().reconnecting) return;
  set({ reconnecting: true, droppedAtMs: Date.now() });
  offlineSinceDrop = false;
  stopNetworkWatch?.();
  stopNetworkWatch = onNetworkChange((connected) => {
    if (!connected) offlineSinceDrop = true;
  });
  void isOnline().then((online) => {
    if (!online) offlineSinceDrop = true;
  });
}

function onReconnected(): void {
  stopNetworkWatch?.();
  stopNetworkWatch = null;
  set({ reconnecting: false, droppedAtMs: null });
}

function onLeft(myAttempt: string, code: number): void {
  if (attemptId !== myAttempt) return;
  connection = null;
  stopNetworkWatch?.();
  stopNetworkWatch = null;
  const { stage } = get();
  if (stage === 'result' || stage === 'void' || stage === 'forfeited') return;
  if (code === FINAL_CLOSE_CODES.serverShutdown) {
    settleVoid(myAttempt, 'server_shutdown');
    return;
  }
  const open = player()?.openMatch;
  const paired = open?.attemptId === myAttempt && open.paired;
  if (!paired) {
    attemptId = null;
    settle(myAttempt, { kind: 'not_started' });
    set({ stage: 'join_failed', joinFailure: 'connection_lost', reconnecting: false });
    return;
  }
  // The device stayed online and still could not get back in: the server lost the match (a crash, not a
  // shutdown that would have voided it), so it does not count against the player.
  if (code === FINAL_CLOSE_CODES.failedToReconnect && get().droppedAtMs !== null && !offlineSinceDrop) {
    settleVoid(myAttempt, 'connection_closed');
    return;
  }
  settleForfeit(myAttempt);
}

async function dropConnection(): Promise<void> {
  const current = connection;
  connection = null;
  await current?.close();
}

/** Cancel while searching: leave the room and get the fee back. */
export async function cancelSearch(): Promise<void> {
  const myAttempt = attemptId;
  const { tournament, phase } = get();
  if (myAttempt === null || tournament === null || phase !== 'searching') return;
  attemptId = null;
  await dropConnection();
  settle(myAttempt, { kind: 'not_started' });
  useMatchStore.setState({ ...INITIAL_MATCH_STATE });
}

/** Picks an option of the running round (once; the server decides). */
export function answer(optionIndex: number): void {
  const { round, pendingOption, answerResult, removedOptions } = get();
  if (connection === null || round === null || pendingOption !== null || answerResult !== null) return;
  if (removedOptions.includes(optionIndex)) return;
  set({ pendingOption: optionIndex });
  haptic('tap');
  connection.answer(round.roundIndex, optionIndex);
}

/** Asks the server for a power-up; "Not enough power-ups!" when the inventory has none. */
export function requestPowerUp(powerUp: PowerUpId): void {
  const { round, pendingPowerUp, answerResult, pendingOption } = get();
  const record = player();
  if (connection === null || round === null || record === null) return;
  if (pendingPowerUp !== null || answerResult !== null || pendingOption !== null) return;
  if (powerUpQuantity(record, powerUp) <= 0) {
    showNotice('not_enough_power_ups');
    return;
  }
  set({ pendingPowerUp: powerUp });
  connection.usePowerUp(round.roundIndex, powerUp);
}

export function setPaused(paused: boolean): void {
  set({ paused });
}

/** Exit from the pause menu: a forfeit (loss), after the player confirmed. */
export async function forfeitMatch(): Promise<void> {
  const myAttempt = attemptId;
  if (myAttempt === null) return;
  const { phase } = get();
  if (phase === 'searching') {
    await cancelSearch();
    return;
  }
  connection?.forfeit();
  settleForfeit(myAttempt);
  attemptId = null;
  await dropConnection();
}

/** Leaves whatever is shown (screen closed): a running match is forfeited, a search cancelled. */
export async function leaveMatch(): Promise<void> {
  const { stage } = get();
  if (stage === 'lobby' || stage === 'playing') await forfeitMatch();
  attemptId = null;
  await dropConnection();
  useMatchStore.setState({ ...INITIAL_MATCH_STATE });
}
