import {
  REMATCH_IDLE,
  answerRematch,
  expireRematch,
  rematchPlayerLeft,
  type RematchState,
  type TournamentId,
} from '@goalguessr/game-core';
import type { RematchStatusPayload } from '@goalguessr/protocol';
import type { RoomEffect } from './room-effects';

function broadcast(payload: RematchStatusPayload): RoomEffect {
  return { kind: 'broadcast', type: 'match:rematch_status', payload };
}

/**
 * The rematch offer after a finished match between two people (game-core's rematch rules), with time passed
 * in: an answer, a player leaving or the window's end give the messages to both players, and an agreement the
 * opening of the new private duel.
 */
export class RematchOffer {
  private state: RematchState = REMATCH_IDLE;

  constructor(
    private readonly tournament: TournamentId,
    /** a rematch offer stays open this long after the first accept (REMATCH_WINDOW_MS) */
    private readonly windowMs: number,
  ) {}

  /**
   * `match:rematch` from `playerId`; `players` are the two people of the finished match (null when the match
   * is not finished between two people still there). Null: refused (`rematch_unavailable`).
   */
  answer(
    players: readonly string[] | null,
    playerId: string,
    accept: boolean,
    nowMs: number,
  ): RoomEffect[] | null {
    if (players === null) return null;
    const next = answerRematch(this.state, players, playerId, accept, nowMs, this.windowMs);
    return next.ok ? this.moveTo(next.state, nowMs) : null;
  }

  /** A player of the finished match left: an offer not yet agreed ends. */
  playerLeft(nowMs: number): RoomEffect[] {
    return this.moveTo(rematchPlayerLeft(this.state), nowMs);
  }

  /** The window ran out without the second accept. */
  tick(nowMs: number): RoomEffect[] {
    return this.moveTo(expireRematch(this.state, nowMs), nowMs);
  }

  /** When a pending offer lapses (server ms), else null: the room stays open until then. */
  nextWakeMs(): number | null {
    return this.state.status === 'pending' ? this.state.expiresAtMs : null;
  }

  /** The rematch's duel is open (on whichever process): both players get its room and code. */
  opened(roomId: string, code: string): RoomEffect[] {
    return [broadcast({ status: 'ready', roomId, code, tournament: this.tournament })];
  }

  /** Opening the rematch's duel failed. */
  failed(): RoomEffect[] {
    return [broadcast({ status: 'ended', reason: 'failed' })];
  }

  private moveTo(state: RematchState, nowMs: number): RoomEffect[] {
    if (state === this.state) return [];
    this.state = state;
    switch (state.status) {
      case 'idle':
        return [];
      case 'pending':
        return [
          broadcast({
            status: 'pending',
            acceptedBy: [...state.acceptedBy],
            expiresAtMs: state.expiresAtMs,
            serverNowMs: nowMs,
          }),
        ];
      case 'agreed':
        return [{ kind: 'open_rematch', tournament: this.tournament }];
      case 'ended':
        return [broadcast({ status: 'ended', reason: state.reason })];
    }
  }
}
