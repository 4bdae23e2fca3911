import { ok, type PowerUpId, type TournamentId } from '@goalguessr/game-core';

import { matchServerUrl } from '../../net/config';
import { JoinFailure, MatchConnection } from '../../net/match-connection';
import { isOnline, onNetworkChange } from '../../platform/network';
import { haptic, playSound, setMusic } from '../../services/feedback';
import { usePlayerStore } from '../../state/player-store';
import { matchReducer, type FriendStart, type MatchEffect, type MatchInput } from './match-reducer';
import { useMatchStore } from './match-store';

/**
 * The match controller: owns the one connection to the match server, feeds every server report and every
 * player action through `matchReducer`, and runs the effects it returns. It holds no match rule of its own.
 */
let connection: MatchConnection | null = null;
let stopNetworkWatch: (() => void) | null = null;
let reconnectTimer: number | null = null;
let navigator: ((to: string) => void) | null = null;

/** Runs one event through the reducer, with the moment and the live player record, then its effects. */
function dispatch(input: MatchInput): void {
  const record = usePlayerStore.getState().record;
  const { state, effects } = matchReducer(useMatchStore.getState(), { ...input, nowMs: Date.now(), record });
  useMatchStore.setState(state, true);
  for (const effect of effects) run(effect);
}

function run(effect: MatchEffect): void {
  switch (effect.kind) {
    case 'save': {
      // The record was computed by a game-core rule from the live record in this same tick.
      const saved = usePlayerStore.getState().apply(() => ok(effect.record));
      if (!saved.ok) console.warn('Saving the match to the player record failed', saved.reason);
      return;
    }
    case 'sound':
      playSound(effect.cue);
      return;
    case 'music':
      setMusic(effect.slot);
      return;
    case 'haptic':
      haptic(effect.pattern);
      return;
    case 'join':
      void join(effect.attemptId, effect.options, effect.target);
      return;
    case 'start_rematch':
      rematchStarter?.(effect.tournament, { kind: 'guest', roomId: effect.roomId, code: effect.code });
      return;
    case 'send': {
      const message = effect.message;
      if (message.type === 'answer') connection?.answer(message.roundIndex, message.optionToken);
      else if (message.type === 'power_up') connection?.sendPowerUp(message.roundIndex, message.powerUp);
      else if (message.type === 'report') connection?.reportCard(message.roundIndex);
      else if (message.type === 'rematch') connection?.answerRematch(message.accept);
      else connection?.forfeit();
      return;
    }
    case 'close': {
      const current = connection;
      connection = null;
      void current?.close();
      return;
    }
    case 'watch_network':
      stopNetworkWatch?.();
      stopNetworkWatch = onNetworkChange((connected) => {
        if (!connected) dispatch({ type: 'went_offline' });
      });
      void isOnline().then((online) => {
        if (!online) dispatch({ type: 'went_offline' });
      });
      return;
    case 'stop_network_watch':
      stopNetworkWatch?.();
      stopNetworkWatch = null;
      if (reconnectTimer !== null) window.clearTimeout(reconnectTimer);
      reconnectTimer = null;
      return;
    case 'reconnect_timer':
      if (reconnectTimer !== null) window.clearTimeout(reconnectTimer);
      reconnectTimer = window.setTimeout(() => {
        reconnectTimer = null;
        dispatch({ type: 'reconnect_window_over' });
      }, effect.ms);
      return;
    case 'notice_timer':
      window.setTimeout(() => dispatch({ type: 'notice_expired', noticeId: effect.noticeId }), effect.ms);
      return;
    case 'navigate':
      navigator?.(effect.to);
      return;
  }
}

async function join(
  attemptId: string,
  options: Parameters<typeof MatchConnection.join>[1],
  target: Parameters<typeof MatchConnection.join>[3],
): Promise<void> {
  try {
    const joined = await MatchConnection.join(
      matchServerUrl(),
      options,
      {
        state: (view) => dispatch({ type: 'state', attemptId, view }),
        message: (message) => dispatch({ type: 'message', attemptId, message }),
        dropped: () => dispatch({ type: 'dropped' }),
        reconnected: () => dispatch({ type: 'reconnected' }),
        // moved to another waiting player's room: the open match now names that room
        moved: (matchId) => dispatch({ type: 'joined', attemptId, matchId }),
        left: (code) => {
          // A closed connection reports nothing, so this is the live one (or its join is still resolving).
          if (useMatchStore.getState().attemptId === attemptId) connection = null;
          dispatch({ type: 'left', attemptId, code });
        },
      },
      target,
    );
    if (useMatchStore.getState().attemptId !== attemptId) {
      // Cancelled while the join was under way.
      await joined.close();
      return;
    }
    connection = joined;
    dispatch({ type: 'joined', attemptId, matchId: joined.matchId });
  } catch (error: unknown) {
    dispatch({
      type: 'join_failed',
      attemptId,
      code: error instanceof JoinFailure ? error.code : 'unreachable',
    });
  }
}

function newAttemptId(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/**
 * How a rematch starts (the game page navigates to the new private duel, so the page shows it as any other
 * friend match); null when no game page is open.
 */
let rematchStarter: ((tournament: TournamentId, friend: FriendStart) => void) | null = null;

export function setRematchStarter(next: typeof rematchStarter): void {
  rematchStarter = next;
}

/** The game page registers how to navigate (the `navigate` effect); null when it unmounts. */
export function setMatchNavigator(next: ((to: string) => void) | null): void {
  navigator = next;
}

/**
 * Play: checks the connection, then the reducer pays the entry fee (game-core's openMatch, saved in the
 * record with the open match) and joins. Every way out before pairing gives the fee back.
 */
export async function startMatch(tournament: TournamentId, friend?: FriendStart): Promise<void> {
  if (connection !== null) {
    // a finished match against a person keeps its room open for a rematch: starting anew leaves it
    const { stage } = useMatchStore.getState();
    if (stage !== 'result' && stage !== 'void' && stage !== 'forfeited') return;
    const finished = connection;
    connection = null;
    void finished.close();
  }
  const attemptId = newAttemptId();
  dispatch({ type: 'starting', tournament, attemptId, ...(friend === undefined ? {} : { friend }) });
  const online = await isOnline();
  dispatch({ type: 'play', attemptId, online });
}

/** Cancel while searching: leave the room and get the fee back. */
export function cancelSearch(): void {
  dispatch({ type: 'cancel_search' });
}

/** Rematch on the result screen (accept), or no thanks (decline). */
export function answerRematch(accept: boolean): void {
  dispatch({ type: 'rematch', accept });
}

/** Picks an option of the running round by its token (once; the server decides). */
export function answer(optionToken: string): void {
  dispatch({ type: 'answer', optionToken });
}

/** "Report this card" for a closed round of the running match (once per round). */
export function reportCard(roundIndex: number): void {
  dispatch({ type: 'report', roundIndex });
}

/** Asks the server for a power-up; "Not enough power-ups!" when the inventory has none. */
export function requestPowerUp(powerUp: PowerUpId): void {
  dispatch({ type: 'power_up', powerUp });
}

export function setPaused(paused: boolean): void {
  dispatch({ type: 'pause', paused });
}

/** Restart from the pause menu: a forfeit (loss) after the player confirmed, or a cancelled search. */
export function forfeitMatch(): void {
  dispatch({ type: 'forfeit' });
}

/** Exit from the pause menu: a forfeit, then Home. */
export function exitMatch(): void {
  dispatch({ type: 'exit' });
}

/** Leaves whatever is shown (screen closed): a running match is forfeited, a search cancelled. */
export function leaveMatch(): void {
  dispatch({ type: 'leave' });
}
