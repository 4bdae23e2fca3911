import { MapSchema, Schema, type } from '@colyseus/schema';
import type { DuelSnapshot } from '../match/duel-engine';

/**
 * One participant as both clients see it. Deliberately holds no answer, no option and no correctness for the
 * running round: `correctCount` and `points` only move when a round closes.
 */
class DuelPlayerState extends Schema {
  @type('string') sessionId = '';
  @type('string') username = '';
  @type('string') shirt = '';
  @type('string') cleat = '';
  @type('boolean') isBot = false;
  @type('string') connection = 'connected';
  @type('uint8') correctCount = 0;
  @type('uint16') points = 0;
  @type('boolean') answeredThisRound = false;
  @type('uint16') rating = 1500;
  @type('uint16') ratingDeviation = 350;
}

/** The broadcast room state (shape in @goalguessr/protocol `DuelStateShape`). */
export class DuelState extends Schema {
  @type('string') phase = 'searching';
  @type('string') tournament = '';
  @type('int8') roundIndex = -1;
  @type('uint8') totalRounds = 0;
  @type('float64') roundStartedAtMs = 0;
  @type('float64') roundDeadlineAtMs = 0;
  @type('uint32') estimatedWaitMs = 0;
  @type('float64') searchStartedAtMs = 0;
  @type('float64') phaseEndsAtMs = 0;
  @type({ map: DuelPlayerState }) players = new MapSchema<DuelPlayerState>();

  /**
   * Copies the engine's snapshot with Schema `assign` (its setters skip unchanged values, so Colyseus sends
   * only what changed); players no longer in the snapshot are removed.
   */
  apply(snapshot: DuelSnapshot): void {
    const { players, ...fields } = snapshot;
    // widened to DuelState: `assign` is typed against the polymorphic `this`, which no plain object matches
    (this as DuelState).assign(fields);
    const seen = new Set<string>();
    for (const player of players) {
      seen.add(player.sessionId);
      let entry = this.players.get(player.sessionId);
      if (entry === undefined) {
        entry = new DuelPlayerState();
        this.players.set(player.sessionId, entry);
      }
      entry.assign(player);
    }
    for (const key of [...this.players.keys()]) if (!seen.has(key)) this.players.delete(key);
  }
}
