import type { TournamentId } from '@goalguessr/game-core';
import type { JoinErrorCode, JoinOptions } from '@goalguessr/protocol';
import type { Clock } from '../clock';
import { cryptoRng } from '../match/crypto-rng';
import type { FriendDuel } from './friend-duel';
import type { FriendDuelContext } from './room-context';

/**
 * What a private duel reads and writes outside its room: its code in the presence (Redis with several
 * processes), and a rematch's new room through the matchmaker. The decisions stay in FriendDuel.
 */

/** The host's code, reserved in the presence until the duel's end. */
export async function reserveHostCode(
  friend: FriendDuel,
  friends: FriendDuelContext,
  roomId: string,
  tournament: TournamentId,
  nowMs: number,
): Promise<void> {
  if (friend.rematch) return;
  friend.codeReserved(await friends.codes.reserve(roomId, tournament, friend.expiresAtMs, nowMs, cryptoRng));
}

/**
 * Whether a player may sit in a private duel: null when admitted, else the join error code. The host's username
 * is written beside its code (the friend's look-up names the host); a presence that fails to take it costs the
 * host nothing: the friend then reads "A friend invited you".
 */
export async function admitToFriendDuel(
  friend: FriendDuel,
  friends: FriendDuelContext,
  roomId: string,
  sessionId: string,
  joinOptions: Pick<JoinOptions, 'tournament' | 'friendCode' | 'username'>,
  nowMs: number,
): Promise<JoinErrorCode | null> {
  const admission = friend.admission(sessionId, joinOptions.tournament, joinOptions.friendCode);
  if (admission.kind === 'refuse') return admission.code;
  if (admission.kind === 'host') {
    friend.hostSeated(joinOptions.username);
    const code = friend.openCode;
    if (code !== null) await friends.codes.nameHost(code, joinOptions.username, nowMs).catch(() => {});
    return null;
  }
  const verdict = await friends.codes.admits(admission.code, roomId, nowMs);
  if (verdict !== 'ok') return verdict;
  friend.codeAccepted(admission.code);
  return null;
}

/** Both accepted a rematch: a private duel of the same tournament for the two (any process), and its code. */
export async function openRematchRoom(
  friends: FriendDuelContext,
  clock: Clock,
  tournament: TournamentId,
): Promise<{ roomId: string; code: string }> {
  const roomId = await friends.createRematchRoom(tournament);
  const nowMs = clock.now();
  const code = await friends.codes.reserve(
    roomId,
    tournament,
    nowMs + friends.rematchJoinMs,
    nowMs,
    cryptoRng,
  );
  return { roomId, code };
}
