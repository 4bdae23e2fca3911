import { MAX_ROUND_POINTS } from '@goalguessr/game-core';
import { MATCH_PHASES } from '@goalguessr/protocol';
import type { DuelRoom } from '../rooms/duel-room';

/** What is wrong with a room after hostile input: engine and broadcast state disagree, counts impossible… */
export function consistencyProblems(room: DuelRoom): string[] {
  const problems: string[] = [];
  const snapshot = room.engine.snapshot();
  const state = room.state.toJSON() as {
    phase: string;
    roundIndex: number;
    players: Record<string, { correctCount: number; points: number; connection: string; isBot: boolean }>;
  };
  if (!(MATCH_PHASES as readonly string[]).includes(snapshot.phase)) problems.push(`phase ${snapshot.phase}`);
  if (state.phase !== snapshot.phase) problems.push('state phase differs from the engine');
  if (state.roundIndex !== snapshot.roundIndex) problems.push('state round differs from the engine');
  if (snapshot.players.length > 2) problems.push('more than two participants');
  // a running match always has a timer ahead of it, so no room can be left hanging
  const timed = ['connecting', 'verifying', 'preparing', 'round', 'reveal'];
  if (timed.includes(snapshot.phase) && room.engine.nextWakeMs() === null) problems.push('no timer ahead');
  if (Object.keys(state.players).length !== snapshot.players.length) problems.push('state players differ');
  const roundsPlayed = Math.max(0, snapshot.roundIndex + (snapshot.phase === 'round' ? 0 : 1));
  for (const player of snapshot.players) {
    const mirrored = state.players[player.sessionId];
    if (mirrored?.correctCount !== player.correctCount || mirrored.points !== player.points) {
      problems.push(`state of ${player.sessionId} differs`);
    }
    if (player.correctCount > roundsPlayed) problems.push(`${player.sessionId} has too many correct answers`);
    if (player.points > player.correctCount * MAX_ROUND_POINTS) {
      problems.push(`${player.sessionId} has too many points`);
    }
  }
  return problems;
}
