import type { PowerUpId, TournamentId } from '@goalguessr/game-core';

import { createPlaySession, type PlayPort } from '../../../lib/play/session';
import { matchServerUrl } from '../../../net/config';
import { JoinFailure, MatchConnection } from '../../../net/match-connection';
import { isOnline, onNetworkChange } from '../../../platform/network';
import { useMatchStore } from '../match-store';
import { duelReducer } from './duel-reducer';
import { isFinished, type DuelMessage, type FriendStart, type MatchInput } from './duel-state';

/**
 * The duel controller: the duel's port (it owns the one connection to the match server and the network watch)
 * and the actions the screens call. Every event goes through `duelReducer` in the shared session runner; this
 * file holds no match rule.
 */
let connection: MatchConnection | null = null;
let stopNetworkWatch: (() => void) | null = null;

/**
 * How a rematch starts (the game page navigates to the new private duel, so the page shows it as any other
 * friend match); null when no game page is open.
 */
let rematchStarter: ((tournament: TournamentId, friend: FriendStart) => void) | null = null;

const port: PlayPort<MatchInput, DuelMessage> = (message, dispatch) => {
  switch (message.type) {
    case 'join':
      void join(message, dispatch);
      return;
    case 'answer':
      connection?.answer(message.roundIndex, message.optionToken);
      return;
    case 'power_up':
      connection?.sendPowerUp(message.roundIndex, message.powerUp);
      return;
    case 'report':
      connection?.reportCard(message.roundIndex);
      return;
    case 'rematch':
      connection?.answerRematch(message.accept);
      return;
    case 'leave':
      connection?.forfeit();
      return;
    case 'close': {
      const current = connection;
      connection = null;
      void current?.close();
      return;
    }
    case 'start_rematch':
      rematchStarter?.(message.tournament, { kind: 'guest', roomId: message.roomId, code: message.code });
      return;
    case 'watch_network':
      stopNetworkWatch?.();
      stopNetworkWatch = onNetworkChange((connected) => {
        if (!connected) dispatch({ type: 'went_offline' });
      });
      void isOnline().then((online) => {
        if (!online) dispatch({ type: 'went_offline' });
      });
      return;
    case 'unwatch_network':
      stopNetworkWatch?.();
      stopNetworkWatch = null;
      return;
  }
};

async function join(
  { attemptId, options, target }: Extract<DuelMessage, { type: 'join' }>,
  dispatch: (input: MatchInput) => void,
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
    const code = error instanceof JoinFailure ? error.code : 'unreachable';
    // The network may have gone since the check before paying: then it is the device, not the server.
    const offline = code === 'unreachable' && !(await isOnline());
    dispatch({ type: 'join_failed', attemptId, code, offline });
  }
}

const session = createPlaySession({ reducer: duelReducer, store: useMatchStore, port });
const dispatch = session.dispatch;

function newAttemptId(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

export function setRematchStarter(next: typeof rematchStarter): void {
  rematchStarter = next;
}

/**
 * Play: checks the connection, then the reducer pays the entry fee (game-core's openMatch, saved in the
 * record with the open match) and joins. Every way out before pairing gives the fee back.
 */
export async function startMatch(tournament: TournamentId, friend?: FriendStart): Promise<void> {
  if (connection !== null) {
    // a finished match against a person keeps its room open for a rematch: starting anew leaves it
    if (!isFinished(useMatchStore.getState().stage)) return;
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
