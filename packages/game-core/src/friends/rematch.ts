import { fail, ok, type Result } from '../result';

/** ours (issue 17): after a match against a person, a rematch offer stays open this long for the other to accept */
export const REMATCH_WINDOW_MS = 15_000;
/** ours: once both accepted, the new private duel waits this long for both to join, then it is void (refunded) */
export const REMATCH_JOIN_MS = 30_000;

/**
 * Where a rematch stands between the two players of a finished match:
 * - `idle`: nobody asked yet; `pending`: one (or both, for an instant) accepted, open until `expiresAtMs`;
 * - `agreed`: both accepted in time (the server now opens the new duel); `ended`: declined, left, or lapsed.
 */
export type RematchState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending'; readonly acceptedBy: readonly string[]; readonly expiresAtMs: number }
  | { readonly status: 'agreed'; readonly acceptedBy: readonly string[] }
  | { readonly status: 'ended'; readonly reason: RematchEndReason };

export type RematchEndReason = 'declined' | 'left' | 'lapsed';

export type RematchRefusal = 'not_a_player' | 'rematch_closed';

export const REMATCH_IDLE: RematchState = { status: 'idle' };

/**
 * A player of the match (`players` holds both ids) answers the rematch offer at `nowMs`. The first accept opens
 * a window of REMATCH_WINDOW_MS; the other's accept inside it agrees the rematch; a decline (or an accept after
 * the window) ends it. `windowMs` is REMATCH_WINDOW_MS but for tests. Answering again is harmless (same state). Refused: a stranger, or an offer already over.
 */
export function answerRematch(
  state: RematchState,
  players: readonly string[],
  playerId: string,
  accept: boolean,
  nowMs: number,
  windowMs: number = REMATCH_WINDOW_MS,
): Result<RematchState, RematchRefusal> {
  if (!players.includes(playerId)) return fail('not_a_player');
  const current = expireRematch(state, nowMs);
  if (current.status === 'ended' || current.status === 'agreed') return fail('rematch_closed');
  if (!accept) return ok({ status: 'ended', reason: 'declined' });
  if (current.status === 'idle') {
    return ok({ status: 'pending', acceptedBy: [playerId], expiresAtMs: nowMs + windowMs });
  }
  if (current.acceptedBy.includes(playerId)) return ok(current);
  const acceptedBy = [...current.acceptedBy, playerId];
  if (players.every((id) => acceptedBy.includes(id))) return ok({ status: 'agreed', acceptedBy });
  return ok({ ...current, acceptedBy });
}

/** The offer at `nowMs`: a pending one whose window has passed has lapsed. */
export function expireRematch(state: RematchState, nowMs: number): RematchState {
  if (state.status === 'pending' && nowMs >= state.expiresAtMs) return { status: 'ended', reason: 'lapsed' };
  return state;
}

/** One of the two players left the room: an open offer ends (an agreed one stands: the new duel is made). */
export function rematchPlayerLeft(state: RematchState): RematchState {
  return state.status === 'idle' || state.status === 'pending' ? { status: 'ended', reason: 'left' } : state;
}
