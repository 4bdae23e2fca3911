import { Encoder, MapSchema, Schema, type } from '@colyseus/schema';
import type { DuelSnapshot, PlayerSnapshot } from '../match/duel-engine';

/**
 * The encode buffers of a room's state (Colyseus gives every room an Encoder and a serializer, each with a
 * buffer of `Encoder.BUFFER_SIZE` bytes). Schema's default of 16 KB is sized for states with ~100 entities;
 * a duel's whole state is at most ~0.8 KB (two players with the longest names and ids a join allows;
 * `duel-state.test.ts` checks it), so each new room zero-filled 32 KB it never used: 26 µs per room and,
 * with thousands of rooms, ~100 MB of memory outside the heap that the garbage collector has to account for.
 * Set before any room exists (this module defines the room state). Should a state ever outgrow it, Schema
 * grows the buffer itself (with a warning), so a wrong guess costs speed, never correctness.
 */
export const STATE_BUFFER_BYTES = 2 * 1024;
Encoder.BUFFER_SIZE = STATE_BUFFER_BYTES;

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
  @type('uint16') level = 0;

  /** Copies one player's snapshot, writing only the fields that differ (see `DuelState.apply`). */
  update(player: PlayerSnapshot): void {
    if (this.sessionId !== player.sessionId) this.sessionId = player.sessionId;
    if (this.username !== player.username) this.username = player.username;
    if (this.shirt !== player.shirt) this.shirt = player.shirt;
    if (this.cleat !== player.cleat) this.cleat = player.cleat;
    if (this.isBot !== player.isBot) this.isBot = player.isBot;
    if (this.connection !== player.connection) this.connection = player.connection;
    if (this.correctCount !== player.correctCount) this.correctCount = player.correctCount;
    if (this.points !== player.points) this.points = player.points;
    if (this.answeredThisRound !== player.answeredThisRound)
      this.answeredThisRound = player.answeredThisRound;
    if (this.rating !== player.rating) this.rating = player.rating;
    if (this.ratingDeviation !== player.ratingDeviation) this.ratingDeviation = player.ratingDeviation;
    if (this.level !== player.level) this.level = player.level;
  }
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
   * Copies the engine's snapshot into the state; players no longer in the snapshot are removed. Runs after
   * every event of the room, and nearly every field is unchanged each time: each field is compared and only a
   * differing one goes through its Schema setter (which records the change Colyseus then sends). Schema's
   * generic `assign` and a fresh key set per call made this cost about 4.5 µs per event, idle or not (≈ 4 % of
   * the server's busy time at 2,000 players); compared field by field it is a fraction of that.
   */
  apply(snapshot: DuelSnapshot): void {
    if (this.phase !== snapshot.phase) this.phase = snapshot.phase;
    if (this.tournament !== snapshot.tournament) this.tournament = snapshot.tournament;
    if (this.roundIndex !== snapshot.roundIndex) this.roundIndex = snapshot.roundIndex;
    if (this.totalRounds !== snapshot.totalRounds) this.totalRounds = snapshot.totalRounds;
    if (this.roundStartedAtMs !== snapshot.roundStartedAtMs)
      this.roundStartedAtMs = snapshot.roundStartedAtMs;
    if (this.roundDeadlineAtMs !== snapshot.roundDeadlineAtMs)
      this.roundDeadlineAtMs = snapshot.roundDeadlineAtMs;
    if (this.searchStartedAtMs !== snapshot.searchStartedAtMs)
      this.searchStartedAtMs = snapshot.searchStartedAtMs;
    if (this.phaseEndsAtMs !== snapshot.phaseEndsAtMs) this.phaseEndsAtMs = snapshot.phaseEndsAtMs;
    const { players } = snapshot;
    for (const player of players) {
      let entry = this.players.get(player.sessionId);
      if (entry === undefined) {
        entry = new DuelPlayerState();
        this.players.set(player.sessionId, entry);
      }
      entry.update(player);
    }
    // session ids are unique in a snapshot: when the sizes match, every entry is one of its players
    if (this.players.size === players.length) return;
    for (const key of [...this.players.keys()]) {
      if (!players.some((player) => player.sessionId === key)) this.players.delete(key);
    }
  }
}
