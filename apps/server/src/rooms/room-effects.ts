import type { TournamentId } from '@goalguessr/game-core';
import type { RematchStatusPayload } from '@goalguessr/protocol';
import type { DuelEffect } from '../match/types';
import type { VoidReason } from '@goalguessr/protocol';
import type { MatchEnding } from '../endings/match-endings';
import type { LadderMatch } from './ladder-report';

/**
 * What a duel room must do after one of its managers handled an event: the match engine's effects (messages,
 * lock, pairing, end) and those of the private-duel and rematch managers. The room only carries them out.
 */
export type RoomEffect =
  | DuelEffect
  /** to every client of the room */
  | { kind: 'broadcast'; type: 'match:rematch_status'; payload: RematchStatusPayload }
  /** disconnect everyone (close code 4000): the room goes */
  | { kind: 'close' }
  /** write a private duel's code's fate to the presence (later look-ups say so) */
  | { kind: 'mark_code'; code: string; status: 'started' | 'cancelled' }
  /** both players accepted a rematch: open its private duel (its outcome comes back to the rematch manager) */
  | { kind: 'open_rematch'; tournament: TournamentId }
  /** the match finished: record it in the ladder (its answer comes back to the ladder report) */
  | { kind: 'record_match'; match: LadderMatch }
  /** the server voided a paired match: record its ending (issue 25) */
  | {
      kind: 'record_void';
      ending: Omit<MatchEnding, 'endedAtMs' | 'ended'> & { reason: VoidReason };
    };
