import type { ServerMessage } from '../../../net/match-connection';
import * as attempt from './attempt';
import * as connection from './connection';
import * as ending from './ending';
import { none, type MatchEvent, type MatchState, type MatchStep } from './duel-state';
import * as rematch from './rematch';
import * as round from './round';
import { settleResult, settleVoid } from './settlement';

/**
 * The duel reducer: every server message and every player action goes through here and is handed to the
 * concern it belongs to (attempt, round, settlement, connection, rematch); what must happen outside (save,
 * cue, music, the connection, timers, navigation) comes back as effects for the session runner. Pure: the
 * moment and the player record come with the event; record changes are game-core rules.
 */
export function duelReducer(state: MatchState, event: MatchEvent): MatchStep {
  switch (event.type) {
    case 'starting':
      return attempt.starting(state, event.tournament, event.attemptId, event.friend);
    case 'play':
      return attempt.play(state, event, event.attemptId, event.online, event.identity ?? null);
    case 'joined':
      return attempt.joined(state, event, event.attemptId, event.matchId, event.reconnectionToken);
    case 'join_failed':
      return attempt.joinFailed(state, event, event.attemptId, event.code, event.offline === true);
    case 'state':
      return attempt.viewed(state, event, event.attemptId, event.view);
    case 'message':
      if (event.attemptId !== state.attemptId) return none(state);
      return onMessage(state, event, event.message);
    case 'dropped':
      return connection.dropped(state, event);
    case 'reconnect_window_over':
      return connection.reconnectWindowOver(state, event);
    case 'reconnected':
      return connection.reconnected(state, event, event.reconnectionToken);
    case 'resume':
      return connection.resume(state, event);
    case 'held_elsewhere':
      return connection.heldElsewhere(state, event.tournament);
    case 'suspend':
      return connection.suspend(state);
    case 'left':
      if (event.attemptId !== state.attemptId) return none(state);
      return connection.left(state, event, event.code);
    case 'answer':
      return round.answer(state, event.optionToken);
    case 'power_up':
      return round.requestPowerUp(state, event, event.powerUp);
    case 'report':
      return round.report(state, event.roundIndex);
    case 'notice_expired':
      return round.noticeExpired(state, event.noticeId);
    case 'rematch':
      return rematch.answerRematch(state, event, event.accept);
    case 'pause':
      return none({ ...state, paused: event.paused });
    case 'cancel_search':
      return attempt.cancelSearch(state, event);
    case 'forfeit':
      return attempt.forfeit(state, event);
    case 'exit':
      return attempt.exit(state, event);
    case 'leave':
      return attempt.leave(state, event);
    case 'ending':
      return ending.endingAnswered(state, event, event.attemptId, event.answer);
    case 'ask_ending_again':
      return ending.askAgain(state, event);
    case 'check_open_match':
      return ending.checkOpenMatch(state, event, event.attemptId, event.tournament);
  }
}

/** A server message of this attempt, to its concern. */
function onMessage(state: MatchState, event: MatchEvent, message: ServerMessage): MatchStep {
  switch (message.type) {
    case 'match:round_start':
      return round.roundStarted(state, event, message.payload);
    case 'match:clue':
      return round.clueArrived(state, message.payload);
    case 'match:report_result':
      return round.reportResulted(state, message.payload);
    case 'match:answer_result':
      return round.answerResulted(state, message.payload);
    case 'match:round_end':
      return round.roundEnded(state, message.payload);
    case 'match:warning':
      return round.warned(state, message.payload.roundIndex);
    case 'match:power_up_result':
      return round.powerUpResulted(state, event, message.payload);
    case 'match:error':
      return round.refused(state);
    case 'match:result':
      return settleResult(state, event, message.payload);
    case 'match:void':
      return settleVoid(state, event, message.payload.reason);
    case 'match:sync':
      return connection.synced(state, event, message.payload);
    case 'friend:code':
      return rematch.friendCode(state, event, message.payload);
    case 'match:rematch_status':
      return rematch.rematchStatus(state, event, message.payload);
    default:
      // A message this client does not act on yet (the protocol grows one case at a time).
      return none(state);
  }
}
