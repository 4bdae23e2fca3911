import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_LEVEL,
  MAX_SAVED_COUNT,
  MAX_WALLET_BALANCE,
  RECENT_PLAYERS_LIMIT,
  XP_PER_LEVEL_STEP,
} from '../constants';
import { createNewPlayer, validatePlayerRecord } from '../player';
import type { PlayerRecord } from '../player';
import { arbPlayerRecord } from '../player/test-helpers';
import {
  accuracyPercent,
  addExperience,
  applyMatchResult,
  averageCorrectPerGame,
  countUserCharacters,
  experienceToNextLevel,
  isTutorialFlag,
  markTutorialSeen,
  normaliseLevel,
  rememberSeenPlayers,
  setLanguageSetting,
  setUsername,
  validateUsername,
  winRatePercent,
} from './index';
import type { MatchResultInput } from './index';

function unwrap<R extends string>(
  result: { ok: true; state: PlayerRecord } | { ok: false; reason: R },
): PlayerRecord {
  if (!result.ok) throw new Error(`expected success, got ${result.reason}`);
  return result.state;
}

describe('validateUsername (spec §5)', () => {
  it.each([
    ['abcd', { ok: true, state: 'abcd' }],
    ['  abcd  ', { ok: true, state: 'abcd' }],
    ['abcdefghij', { ok: true, state: 'abcdefghij' }],
    ['José', { ok: true, state: 'José' }],
    ['👨‍👩‍👧‍👦abc', { ok: true, state: '👨‍👩‍👧‍👦abc' }],
    ['abc', { ok: false, reason: 'username_too_short' }],
    ['   ab   ', { ok: false, reason: 'username_too_short' }],
    ['', { ok: false, reason: 'username_too_short' }],
    ['abcdefghijk', { ok: false, reason: 'username_too_long' }],
    ['e\u0301'.repeat(4) + 'x'.repeat(0), { ok: true, state: 'e\u0301'.repeat(4) }],
    ['a' + '\u0301'.repeat(50) + 'bcd', { ok: false, reason: 'username_too_long' }],
    [42 as unknown as string, { ok: false, reason: 'username_too_short' }],
  ])('%j', (raw, expected) => {
    expect(validateUsername(raw)).toEqual(expected);
  });

  it('counts grapheme clusters', () => {
    expect(countUserCharacters('🇹🇷ab')).toBe(3);
    // CR LF is one cluster: not printable ASCII, so not counted by length
    expect(countUserCharacters('ab\r\ncd')).toBe(5);
  });

  it("counts any text as the grapheme segmenter does (printable ASCII's shortcut included)", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const bySegmenter = (text: string): number => [...segmenter.segment(text)].length;
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'grapheme' }), fc.string()),
        (text) => countUserCharacters(text) === bySegmenter(text),
      ),
      { numRuns: 2000 },
    );
  });

  it('setUsername stores the trimmed name or changes nothing', () => {
    expect(unwrap(setUsername(createNewPlayer(), '  Messi10 ')).profile.username).toBe('Messi10');
    expect(setUsername(createNewPlayer(), 'no')).toEqual({ ok: false, reason: 'username_too_short' });
  });
});

describe('stats queries', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 2, 50],
    [5, 5, 100],
    [7, 0, 0],
  ])('winRatePercent(%i wins of %i games) → %i', (wins, gamesPlayed, expected) => {
    expect(winRatePercent({ wins, gamesPlayed })).toBe(expected);
  });

  it.each([
    [0, 0, 0],
    [3, 1, 75],
    [1, 2, 33],
    [Number.NaN, 2, 0],
  ])('accuracyPercent(%s right, %s wrong) → %i', (totalCorrectAnswers, totalIncorrectAnswers, expected) => {
    expect(accuracyPercent({ totalCorrectAnswers, totalIncorrectAnswers })).toBe(expected);
  });

  it.each([
    [0, 0, 0],
    [10, 3, 3.3],
    [9, 3, 3],
    [5, -1, 0],
  ])('averageCorrectPerGame(%s correct, %s games) → %s', (totalCorrectAnswers, gamesPlayed, expected) => {
    expect(averageCorrectPerGame({ totalCorrectAnswers, gamesPlayed })).toBe(expected);
  });
});

describe('experience and levels', () => {
  it.each([
    [1, XP_PER_LEVEL_STEP],
    [2, 2 * XP_PER_LEVEL_STEP],
    [0, XP_PER_LEVEL_STEP],
    [1.5, XP_PER_LEVEL_STEP],
    [MAX_LEVEL + 5, MAX_LEVEL * XP_PER_LEVEL_STEP],
  ])('experienceToNextLevel(%s) → %i', (level, expected) => {
    expect(experienceToNextLevel(level)).toBe(expected);
  });

  it.each([
    // [level, experience, xp, level after, experience after]
    [1, 0, 50, 1, 50],
    [1, 90, 10, 2, 0],
    [1, 90, 25, 2, 15],
    [1, 0, 100 + 200 + 300 + 5, 4, 5],
    [MAX_LEVEL - 1, 0, 10 ** 9, MAX_LEVEL, MAX_LEVEL * XP_PER_LEVEL_STEP - 1],
    [3, 40, 0, 3, 40],
  ])('level %i + %i exp, add %i → level %i, %i exp', (level, experience, xp, levelAfter, experienceAfter) => {
    const base = createNewPlayer();
    const record = { ...base, profile: { ...base.profile, level, experience } };
    expect(unwrap(addExperience(record, xp)).profile).toMatchObject({
      level: levelAfter,
      experience: experienceAfter,
    });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s experience', (xp) => {
    expect(addExperience(createNewPlayer(), xp)).toEqual({ ok: false, reason: 'invalid_amount' });
  });

  it('never loses experience: total experience grows by exactly xp below the max level', () => {
    const total = (level: number, experience: number): number =>
      (XP_PER_LEVEL_STEP * level * (level - 1)) / 2 + experience;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 50_000 }), (level, xp) => {
        const start = normaliseLevel(level, 0);
        const after = normaliseLevel(start.level, start.experience + xp);
        expect(total(after.level, after.experience)).toBe(total(level, 0) + xp);
        expect(after.experience).toBeLessThan(experienceToNextLevel(after.level));
      }),
    );
  });
});

describe('rememberSeenPlayers', () => {
  function withRecent(ids: string[]): PlayerRecord {
    return { ...createNewPlayer(), recentPlayerIds: ids };
  }

  it.each([
    [[], ['a', 'b'], ['a', 'b']],
    [['a', 'b', 'c'], ['b'], ['a', 'c', 'b']],
    [['a'], ['b', 'c', 'b'], ['a', 'c', 'b']],
    [['a'], [], ['a']],
  ])('%j + %j → %j', (before, ids, after) => {
    expect(unwrap(rememberSeenPlayers(withRecent(before), ids)).recentPlayerIds).toEqual(after);
  });

  it('keeps only the newest RECENT_PLAYERS_LIMIT', () => {
    const old = Array.from({ length: RECENT_PLAYERS_LIMIT }, (_, i) => `old${i}`);
    const result = unwrap(rememberSeenPlayers(withRecent(old), ['new1', 'new2'])).recentPlayerIds;
    expect(result).toHaveLength(RECENT_PLAYERS_LIMIT);
    expect(result.slice(0, 1)).toEqual(['old2']);
    expect(result.slice(-2)).toEqual(['new1', 'new2']);
  });

  it.each([
    ['a non-array', 'abc' as unknown as string[]],
    ['a bad id', ['ok', '<script>']],
    ['too many ids', Array.from({ length: RECENT_PLAYERS_LIMIT + 1 }, (_, i) => `p${i}`)],
  ])('rejects %s', (_name, ids) => {
    expect(rememberSeenPlayers(createNewPlayer(), ids)).toEqual({ ok: false, reason: 'invalid_player_ids' });
  });
});

describe('applyMatchResult (spec §4)', () => {
  const input = (patch: Partial<MatchResultInput> = {}): MatchResultInput => ({
    outcome: 'win',
    correct: 4,
    incorrect: 1,
    points: 520,
    rewardCoins: 100,
    experience: 90,
    seenPlayerIds: ['messi', 'pele'],
    ...patch,
  });

  function withStreak(current: number, best: number): PlayerRecord {
    const base = createNewPlayer();
    return {
      ...base,
      stats: { ...base.stats, currentWinStreak: current, bestWinStreak: best, highestScore: 600 },
    };
  }

  it('records a win', () => {
    const after = unwrap(applyMatchResult(withStreak(2, 2), input()));
    expect(after.stats).toEqual({
      gamesPlayed: 1,
      wins: 1,
      losses: 0,
      draws: 0,
      totalCorrectAnswers: 4,
      totalIncorrectAnswers: 1,
      currentWinStreak: 3,
      bestWinStreak: 3,
      totalScore: 520,
      highestScore: 600,
    });
    expect(after.currencies.moneys).toBe(2600);
    expect(after.profile).toMatchObject({ level: 1, experience: 90 });
    expect(after.recentPlayerIds).toEqual(['messi', 'pele']);
  });

  it.each([
    ['win below the best', 'win', 1, 5, 2, 5],
    ['loss resets', 'lose', 4, 5, 0, 5],
    ['draw resets (ours)', 'draw', 4, 5, 0, 5],
  ] as const)('%s', (_name, outcome, current, best, currentAfter, bestAfter) => {
    const after = unwrap(applyMatchResult(withStreak(current, best), input({ outcome, points: 700 })));
    expect(after.stats).toMatchObject({
      currentWinStreak: currentAfter,
      bestWinStreak: bestAfter,
      wins: outcome === 'win' ? 1 : 0,
      losses: outcome === 'lose' ? 1 : 0,
      draws: outcome === 'draw' ? 1 : 0,
      highestScore: 700,
    });
  });

  it('levels up from a big experience gain and saturates coins', () => {
    const base = createNewPlayer();
    const rich = { ...base, currencies: { ...base.currencies, moneys: MAX_WALLET_BALANCE - 10 } };
    const after = unwrap(applyMatchResult(rich, input({ experience: 350 })));
    expect(after.profile).toMatchObject({ level: 3, experience: 50 });
    expect(after.currencies.moneys).toBe(MAX_WALLET_BALANCE);
  });

  it('saturates counters at their bound', () => {
    const base = createNewPlayer();
    const veteran = {
      ...base,
      stats: { ...base.stats, gamesPlayed: MAX_SAVED_COUNT, totalScore: MAX_SAVED_COUNT },
    };
    const after = unwrap(applyMatchResult(veteran, input()));
    expect(after.stats.gamesPlayed).toBe(MAX_SAVED_COUNT);
    expect(after.stats.totalScore).toBe(MAX_SAVED_COUNT);
  });

  it.each([
    ['an unknown outcome', { outcome: 'tie' as 'draw' }],
    ['negative correct', { correct: -1 }],
    ['fractional points', { points: 1.5 }],
    ['NaN coins', { rewardCoins: Number.NaN }],
    ['infinite experience', { experience: Number.POSITIVE_INFINITY }],
    ['bad ids', { seenPlayerIds: ['a b'] }],
    ['coins above the wallet bound', { rewardCoins: MAX_WALLET_BALANCE + 1 }],
  ])('rejects %s and changes nothing', (_name, patch) => {
    const record = createNewPlayer();
    const before = JSON.stringify(record);
    expect(applyMatchResult(record, input(patch))).toEqual({ ok: false, reason: 'invalid_result' });
    expect(JSON.stringify(record)).toBe(before);
  });

  it('rejects a missing input', () => {
    expect(applyMatchResult(createNewPlayer(), null as unknown as MatchResultInput)).toEqual({
      ok: false,
      reason: 'invalid_result',
    });
  });

  it('keeps wins + losses + draws = gamesPlayed and best ≥ current for any sequence', () => {
    const arbInput = fc.record({
      outcome: fc.constantFrom('win' as const, 'lose' as const, 'draw' as const),
      correct: fc.integer({ min: 0, max: 5 }),
      incorrect: fc.integer({ min: 0, max: 5 }),
      points: fc.integer({ min: 0, max: 800 }),
      rewardCoins: fc.integer({ min: 0, max: 600 }),
      experience: fc.integer({ min: 0, max: 500 }),
      seenPlayerIds: fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 5 }),
    });
    fc.assert(
      fc.property(fc.array(arbInput, { maxLength: 40 }), (inputs) => {
        let record = createNewPlayer();
        for (const match of inputs) record = unwrap(applyMatchResult(record, match));
        const { stats } = record;
        expect(stats.wins + stats.losses + stats.draws).toBe(stats.gamesPlayed);
        expect(stats.gamesPlayed).toBe(inputs.length);
        expect(stats.bestWinStreak).toBeGreaterThanOrEqual(stats.currentWinStreak);
        expect(stats.totalScore).toBe(inputs.reduce((sum, match) => sum + match.points, 0));
      }),
    );
  });
});

describe('tutorials and language', () => {
  it('marks a known flag once and keeps it set', () => {
    const seen = unwrap(markTutorialSeen(createNewPlayer(), 'shop_guide'));
    expect(seen.tutorials.shop_guide).toBe(true);
    expect(unwrap(markTutorialSeen(seen, 'shop_guide'))).toBe(seen);
  });

  it.each(['unknown', '__proto__', 'toString'])('refuses the unknown flag %s', (flag) => {
    expect(markTutorialSeen(createNewPlayer(), flag)).toEqual({ ok: false, reason: 'unknown_tutorial' });
    expect(isTutorialFlag(flag)).toBe(false);
  });

  it.each([
    ['tr', ['en', 'tr'], true],
    ['xx', ['en', 'tr'], false],
    ['en', 'en' as unknown as string[], false],
  ])('setLanguageSetting(%s) → %s', (code, supported, accepted) => {
    const result = setLanguageSetting(createNewPlayer(), code, supported);
    expect(result.ok).toBe(accepted);
    if (result.ok) expect(result.state.settings.language).toBe(code);
    else expect(result.reason).toBe('unsupported_language');
  });
});

describe('saved records stay valid', () => {
  it('a valid record passes every progress rule with a valid result', () => {
    fc.assert(
      fc.property(arbPlayerRecord(), (record) => {
        const after = applyMatchResult(record, {
          outcome: 'win',
          correct: 5,
          incorrect: 0,
          points: 600,
          rewardCoins: 250,
          experience: 1000,
          seenPlayerIds: ['zidane'],
        });
        expect(after.ok && validatePlayerRecord(after.state).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
