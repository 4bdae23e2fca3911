import { canPayEntryFee } from '@goalguessr/game-core';
import type { FriendCodePayload, RematchStatusPayload } from '@goalguessr/protocol';

import { none, send, type MatchEvent, type MatchState, type MatchStep } from './duel-state';

/** Play a friend and the rematch: the host's code, and the offer after a match against a person. */

/** `friend:code`: the host's code and when it stops working (on this device's clock). */
export function friendCode(state: MatchState, event: MatchEvent, payload: FriendCodePayload): MatchStep {
  const { code, expiresAtMs, serverNowMs } = payload;
  if (state.friend === null) return none(state);
  return none({
    ...state,
    friend: { ...state.friend, code, expiresAtMs: expiresAtMs - (serverNowMs - event.nowMs) },
  });
}

/** `match:rematch_status`: where the offer stands; `ready` starts the new duel (fee paid again there). */
export function rematchStatus(state: MatchState, event: MatchEvent, status: RematchStatusPayload): MatchStep {
  if (state.stage !== 'result') return none(state);
  switch (status.status) {
    case 'pending':
      return none({
        ...state,
        rematch: {
          ...state.rematch,
          status: 'pending',
          acceptedBy: status.acceptedBy,
          expiresAtMs: status.expiresAtMs - (status.serverNowMs - event.nowMs),
        },
      });
    case 'ended':
      return {
        state: {
          ...state,
          connected: false,
          rematch: { ...state.rematch, status: 'ended', endReason: status.reason },
        },
        effects: [send({ type: 'close' })],
      };
    case 'ready': {
      const accepted = state.me !== null && state.rematch.acceptedBy.includes(state.me.sessionId);
      if (!accepted && state.rematch.status !== 'pending') return none(state);
      return {
        // this room is left now (a new attempt cannot start while the state says connected)
        state: { ...state, connected: false, rematch: { ...state.rematch, status: 'joining' } },
        effects: [
          send({ type: 'close' }),
          send({
            type: 'start_rematch',
            tournament: status.tournament,
            roomId: status.roomId,
            code: status.code,
          }),
        ],
      };
    }
  }
}

/** Rematch pressed or declined: sent only when it can be paid (else "You need more tickets to play."). */
export function answerRematch(state: MatchState, event: MatchEvent, accept: boolean): MatchStep {
  const { tournament, rematch } = state;
  if (state.stage !== 'result' || !state.connected || tournament === null) return none(state);
  if (rematch.status === 'ended' || rematch.status === 'joining') return none(state);
  if (accept && (event.record === null || !canPayEntryFee(event.record, tournament))) {
    return none({ ...state, rematch: { ...rematch, noTickets: true } });
  }
  const me = state.me?.sessionId;
  const acceptedBy =
    accept && me !== undefined && !rematch.acceptedBy.includes(me)
      ? [...rematch.acceptedBy, me]
      : rematch.acceptedBy;
  return {
    state: {
      ...state,
      rematch: accept
        ? { ...rematch, acceptedBy, noTickets: false }
        : { ...rematch, status: 'ended', endReason: 'declined', noTickets: false },
    },
    effects: [send({ type: 'rematch', accept })],
  };
}
