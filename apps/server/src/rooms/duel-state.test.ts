import fc from 'fast-check';
import { Decoder, Encoder } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import type { DuelSnapshot, PlayerSnapshot } from '../match/duel-engine';
import { CLEATS, SHIRTS, TOURNAMENT_IDS, USERNAME_MAX_CODE_POINTS } from '@goalguessr/game-core';
import { MATCH_PHASES } from '@goalguessr/protocol';
import { DuelState, STATE_BUFFER_BYTES } from './duel-state';

const player: fc.Arbitrary<PlayerSnapshot> = fc.record({
  sessionId: fc.constantFrom('a', 'b', 'c'),
  username: fc.constantFrom('Messi10', 'Pele', 'Bot Ana'),
  shirt: fc.constantFrom('white', 'red'),
  cleat: fc.constantFrom('white-black', 'gold'),
  isBot: fc.boolean(),
  connection: fc.constantFrom('connected', 'reconnecting', 'left'),
  correctCount: fc.integer({ min: 0, max: 5 }),
  points: fc.integer({ min: 0, max: 1000 }),
  answeredThisRound: fc.boolean(),
  rating: fc.integer({ min: 100, max: 3000 }),
  ratingDeviation: fc.integer({ min: 30, max: 350 }),
  level: fc.integer({ min: 0, max: 100 }),
});
const snapshot: fc.Arbitrary<DuelSnapshot> = fc.record({
  phase: fc.constantFrom('searching', 'connecting', 'round', 'reveal', 'finished'),
  tournament: fc.constantFrom('rookie', 'world_cup'),
  roundIndex: fc.integer({ min: -1, max: 4 }),
  totalRounds: fc.constant(5),
  roundStartedAtMs: fc.constantFrom(0, 1_700_000_000_000, 1_700_000_003_000),
  roundDeadlineAtMs: fc.constantFrom(0, 1_700_000_015_000),
  searchStartedAtMs: fc.constantFrom(0, 1_699_999_990_000),
  phaseEndsAtMs: fc.constantFrom(0, 1_700_000_020_000),
  players: fc.uniqueArray(player, { maxLength: 2, selector: (p) => p.sessionId }),
}) as fc.Arbitrary<DuelSnapshot>;

/** The state as a client decodes it: the fields the snapshot has, players by id. */
function asSnapshot(state: DuelState): unknown {
  const json = state.toJSON() as Record<string, unknown> & { players: Record<string, PlayerSnapshot> };
  const { players, estimatedWaitMs: _wait, ...fields } = json;
  return {
    ...fields,
    players: Object.values(players).sort((x, y) => x.sessionId.localeCompare(y.sessionId)),
  };
}
function expected(s: DuelSnapshot): unknown {
  return { ...s, players: [...s.players].sort((x, y) => x.sessionId.localeCompare(y.sessionId)) };
}

describe('DuelState.apply (only differing fields are written)', () => {
  it('after any sequence of snapshots, the state and what a client decodes from the patches equal the last one', () => {
    fc.assert(
      fc.property(fc.array(snapshot, { minLength: 1, maxLength: 8 }), (snapshots) => {
        const state = new DuelState();
        const encoder = new Encoder(state);
        const decoded = new DuelState();
        const decoder = new Decoder(decoded);
        decoder.decode(encoder.encodeAll());
        for (const s of snapshots) {
          state.apply(s);
          decoder.decode(encoder.encode());
          encoder.discardChanges();
          expect(asSnapshot(state)).toEqual(expected(s));
          expect(asSnapshot(decoded)).toEqual(expected(s));
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('sends nothing when the snapshot did not change, and only the changed field when one did', () => {
    const state = new DuelState();
    const encoder = new Encoder(state);
    const first: DuelSnapshot = {
      phase: 'round',
      tournament: 'rookie',
      roundIndex: 0,
      totalRounds: 5,
      roundStartedAtMs: 1_700_000_000_000,
      roundDeadlineAtMs: 1_700_000_015_000,
      searchStartedAtMs: 1_699_999_990_000,
      phaseEndsAtMs: 0,
      players: [
        {
          sessionId: 'a',
          username: 'Messi10',
          shirt: 'white',
          cleat: 'gold',
          isBot: false,
          connection: 'connected',
          correctCount: 0,
          points: 0,
          answeredThisRound: false,
          rating: 1500,
          ratingDeviation: 350,
          level: 7,
        },
      ],
    };
    state.apply(first);
    encoder.encode();
    encoder.discardChanges();
    state.apply(structuredClone(first));
    expect(encoder.hasChanges).toBe(false);
    const answered = structuredClone(first);
    answered.players[0]!.answeredThisRound = true;
    state.apply(answered);
    expect(encoder.hasChanges).toBe(true);
    expect(state.players.get('a')?.answeredThisRound).toBe(true);
  });
});

describe('the state encode buffer (STATE_BUFFER_BYTES)', () => {
  it('holds the largest state a join allows, with room to spare, so Schema never has to grow it', () => {
    expect(Encoder.BUFFER_SIZE).toBe(STATE_BUFFER_BYTES);
    const longest = (ids: readonly string[]): string => ids.reduce((a, b) => (b.length > a.length ? b : a));
    const state = new DuelState();
    // every string at its longest: a username of 4-byte code points, a far longer session id than Colyseus' 9
    // characters, the longest skin ids, phase and tournament; every number at its widest
    const players: PlayerSnapshot[] = ['a', 'b'].map((suffix) => ({
      sessionId: `${'s'.repeat(31)}${suffix}`,
      username: '\u{1D54F}'.repeat(USERNAME_MAX_CODE_POINTS),
      shirt: longest(SHIRTS.map((s) => s.id)),
      cleat: longest(CLEATS.map((c) => c.id)),
      isBot: true,
      connection: 'reconnecting',
      correctCount: 255,
      points: 65_535,
      answeredThisRound: true,
      rating: 65_535,
      ratingDeviation: 65_535,
      level: 65_535,
    }));
    state.apply({
      phase: longest(MATCH_PHASES),
      tournament: longest(TOURNAMENT_IDS),
      roundIndex: 127,
      totalRounds: 255,
      roundStartedAtMs: Number.MAX_VALUE,
      roundDeadlineAtMs: Number.MAX_VALUE,
      searchStartedAtMs: Number.MAX_VALUE,
      phaseEndsAtMs: Number.MAX_VALUE,
      players,
    } as DuelSnapshot);
    state.estimatedWaitMs = 2 ** 32 - 1;
    const encoder = new Encoder(state);
    const full = encoder.encodeAll();
    expect(full.length).toBeGreaterThan(300);
    expect(full.length * 2).toBeLessThan(STATE_BUFFER_BYTES);
    // and a client decodes it whole
    const decoded = new DuelState();
    new Decoder(decoded).decode(full);
    expect(decoded.players.get(players[0]!.sessionId)?.username).toBe(players[0]!.username);
  });
});
