import type { MatchPhase, FriendCodePayload, JoinErrorCode } from '@goalguessr/protocol';
import type { TournamentId } from '@goalguessr/game-core';
import type { RoomEffect } from './room-effects';

/** Who may take a seat in a private duel (the code itself is checked in the presence by the room). */
export type FriendAdmission =
  | { kind: 'host' }
  | { kind: 'refuse'; code: JoinErrorCode }
  /** allowed if this code names the room and is still open (`FriendCodes.admits`) */
  | { kind: 'check_code'; code: string };

/**
 * A private duel's own rules (play a friend, rematch), with time passed in: its code (once known), its host (the
 * first to sit in a room a client created; a rematch has none, both players come with the code), and its end
 * when nobody came. Gives effects out: the code's fate for the presence, the room's close.
 */
export class FriendDuel {
  /** when the duel is void if the other player has not come (server ms) */
  readonly expiresAtMs: number;
  private code: string | null = null;
  private hostId: string | null = null;
  /** the host's username once seated (its code names it: "Kaka22 invited you") */
  private hostUsername: string | null = null;
  /** the code's fate is written (started, or cancelled) or the duel expired: nothing more to do */
  private settled = false;

  constructor(
    readonly rematch: boolean,
    private readonly tournament: TournamentId,
    nowMs: number,
    lifeMs: number,
  ) {
    this.expiresAtMs = nowMs + lifeMs;
  }

  /** The host's code, reserved in the presence once the room exists. */
  codeReserved(code: string): void {
    this.code = code;
  }

  /** Whether `sessionId` may sit: the host of a room a client created, else only with the code. */
  admission(sessionId: string, tournament: TournamentId, friendCode: string | undefined): FriendAdmission {
    if (tournament !== this.tournament) return { kind: 'refuse', code: 'friend_wrong_tournament' };
    if (!this.rematch && this.hostId === null) {
      this.hostId = sessionId;
      return { kind: 'host' };
    }
    if (friendCode === undefined) return { kind: 'refuse', code: 'friend_code_invalid' };
    return { kind: 'check_code', code: friendCode };
  }

  /** The host sat down as `username`: its code names it from now on. */
  hostSeated(username: string): void {
    this.hostUsername = username;
  }

  /** The host's username (null for a rematch, or before the host sat down). */
  get hostName(): string | null {
    return this.hostUsername;
  }

  /** The code while the duel still waits for it (null once settled, or before a rematch's first player). */
  get openCode(): string | null {
    return this.settled ? null : this.code;
  }

  /** A code the presence admitted: a rematch learns its code from its first player. */
  codeAccepted(code: string): void {
    this.code ??= code;
  }

  /** `friend:code` for the host while the duel waits (on joining and on coming back), else null. */
  codeMessageFor(sessionId: string, phase: MatchPhase, nowMs: number): FriendCodePayload | null {
    if (this.code === null || sessionId !== this.hostId || phase !== 'searching') return null;
    return {
      code: this.code,
      tournament: this.tournament,
      expiresAtMs: this.expiresAtMs,
      serverNowMs: nowMs,
    };
  }

  /** After a join or leave: a full duel uses up the code; an empty one waiting cancels it and closes. */
  seatsChanged(participants: number, phase: MatchPhase): RoomEffect[] {
    if (this.code === null || this.settled) return [];
    if (participants === 2) {
      this.settled = true;
      return [{ kind: 'mark_code', code: this.code, status: 'started' }];
    }
    if (phase === 'searching' && participants === 0) {
      // the host cancelled (or every rematch player left) before the other came: the code says so
      this.settled = true;
      return [{ kind: 'mark_code', code: this.code, status: 'cancelled' }, { kind: 'close' }];
    }
    return [];
  }

  /** When the duel may expire (server ms), or null once it is settled or no longer waiting. */
  nextWakeMs(phase: MatchPhase): number | null {
    return this.settled || phase !== 'searching' ? null : this.expiresAtMs;
  }

  /** True once, when the time is up and the other never came: the room voids the duel (refund) and closes. */
  expired(nowMs: number, phase: MatchPhase): boolean {
    if (this.settled || phase !== 'searching' || nowMs < this.expiresAtMs) return false;
    this.settled = true;
    return true;
  }
}
