import type { PowerUpId, TournamentId } from '@goalguessr/game-core';

import { createPlaySession, type PlayPort } from '../../../lib/play/session';
import { matchServerUrl } from '../../../net/config';
import { askMatchEnding } from '../../../net/match-ending';
import { JoinFailure, MatchConnection, type MatchConnectionEvents } from '../../../net/match-connection';
import { releaseMatchLock, takeMatchLock } from '../../../platform/match-lock';
import { isOnline } from '../../../platform/network';
import { usePlayerStore } from '../../../state/player-store';
import { useMatchStore } from '../match-store';
import { duelReducer } from './duel-reducer';
import { isFinished, type DuelMessage, type FriendStart, type MatchInput } from './duel-state';
import { newDeviceIdentity } from '../../../lib/device-identity';

/**
 * The duel controller: the duel's port (it owns the one connection to the match server, and this tab's hold on
 * the match: one tab per match) and the actions the screens call. Every event goes through `duelReducer` in the
 * shared session runner; this file holds no match rule.
 */
let connection: MatchConnection | null = null;

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
    case 'resume':
      connection?.close().catch(() => undefined);
      connection = MatchConnection.resume(
        matchServerUrl(),
        message.reconnectionToken,
        connectionEvents(message.attemptId, dispatch),
      );
      return;
    case 'suspend': {
      const current = connection;
      connection = null;
      current?.suspend();
      return;
    }
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
    case 'ask_ending': {
      const { attemptId } = message;
      void askMatchEnding(message.identity, message.roomId).then((answer) =>
        dispatch({ type: 'ending', attemptId, answer }),
      );
      return;
    }
  }
};

/** What the connection of attempt `attemptId` reports, as duel events. */
function connectionEvents(attemptId: string, dispatch: (input: MatchInput) => void): MatchConnectionEvents {
  return {
    state: (view) => dispatch({ type: 'state', attemptId, view }),
    message: (message) => dispatch({ type: 'message', attemptId, message }),
    dropped: () => dispatch({ type: 'dropped' }),
    reconnected: (reconnectionToken) => dispatch({ type: 'reconnected', reconnectionToken }),
    // moved to another waiting player's room: the open match now names that room and seat
    moved: (matchId, reconnectionToken) =>
      dispatch({ type: 'joined', attemptId, matchId, reconnectionToken }),
    left: (code) => {
      // A closed connection reports nothing, so this is the live one (or its join is still resolving).
      if (useMatchStore.getState().attemptId === attemptId) connection = null;
      dispatch({ type: 'left', attemptId, code });
    },
  };
}

async function join(
  { attemptId, options, target }: Extract<DuelMessage, { type: 'join' }>,
  dispatch: (input: MatchInput) => void,
): Promise<void> {
  try {
    const joined = await MatchConnection.join(
      matchServerUrl(),
      options,
      connectionEvents(attemptId, dispatch),
      target,
      () => useMatchStore.getState().attemptId === attemptId,
    );
    if (useMatchStore.getState().attemptId !== attemptId) {
      // Cancelled while the join was under way.
      await joined.close();
      return;
    }
    connection = joined;
    dispatch({
      type: 'joined',
      attemptId,
      matchId: joined.matchId,
      reconnectionToken: joined.reconnectionToken,
    });
  } catch (error: unknown) {
    const code = error instanceof JoinFailure ? error.code : 'unreachable';
    // The network may have gone since the check before paying: then it is the device, not the server.
    const offline = code === 'unreachable' && !(await isOnline());
    dispatch({ type: 'join_failed', attemptId, code, offline });
  }
}

const session = createPlaySession({ reducer: duelReducer, store: useMatchStore, port });
const dispatch = session.dispatch;

/** The stages in which this tab plays (or may still play) the open match: it keeps the match lock. */
const HOLDING_STAGES: ReadonlySet<string> = new Set(['starting', 'lobby', 'playing']);

// One tab per match: the lock is given back once this tab shows no live match and the record has none open.
useMatchStore.subscribe((state) => {
  if (!HOLDING_STAGES.has(state.stage) && (usePlayerStore.getState().record?.openMatch ?? null) === null) {
    releaseMatchLock();
  }
});

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
  // another tab plays this device's open match: say so, pay nothing, touch nothing
  if (!(await takeMatchLock())) {
    dispatch({ type: 'held_elsewhere', tournament });
    return;
  }
  // this device's paired match is still open, its ending not known (the server could not be asked): that one is
  // settled as the server says first (issue 25), never counted as abandoned
  const open = usePlayerStore.getState().record?.openMatch ?? null;
  if (open?.paired === true && open.matchId !== null) {
    dispatch({ type: 'check_open_match', attemptId: open.attemptId, tournament: open.tournament });
    return;
  }
  const attemptId = newAttemptId();
  dispatch({ type: 'starting', tournament, attemptId, ...(friend === undefined ? {} : { friend }) });
  const online = await isOnline();
  dispatch({ type: 'play', attemptId, online, identity: newDeviceIdentity() });
}

/**
 * Rejoins the device's open match after a reload, a reopened tab or an app brought back (issue 25), if the
 * start-up kept one to rejoin: true when it did (the game page then shows it), false when there is none.
 */
export async function rejoinMatch(): Promise<boolean> {
  const rejoin = usePlayerStore.getState().takeRejoin();
  if (rejoin === null) return false;
  if (!(await takeMatchLock())) {
    dispatch({ type: 'held_elsewhere', tournament: rejoin.tournament });
    return true;
  }
  dispatch({ type: 'resume', ...rejoin });
  return true;
}

/**
 * The app goes to the background (native; spec §4 then sends the player Home): a live match keeps its seat on
 * the server and is rejoined when the app comes back (`rejoinMatch`), instead of being forfeited on the way out.
 */
export function suspendMatch(): void {
  const { stage, attemptId, tournament } = useMatchStore.getState();
  const open = usePlayerStore.getState().record?.openMatch;
  if ((stage !== 'lobby' && stage !== 'playing') || attemptId === null || tournament === null) return;
  if (open?.attemptId !== attemptId || open.reconnectionToken === null) return;
  usePlayerStore.getState().keepForRejoin({
    attemptId,
    tournament,
    reconnectionToken: open.reconnectionToken,
    sinceMs: Date.now(),
  });
  dispatch({ type: 'suspend' });
}

/** "Check again" while a lost seat's match is pending: ask the server how it ended (issue 25). */
export function checkMatchEndingAgain(): void {
  dispatch({ type: 'ask_ending_again' });
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
