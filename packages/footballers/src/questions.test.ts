/**
 * Issues 13 and 23 on the real dataset: questions that only football knowledge answers (both solvers within
 * their limits, many seeds, every tier), tiers by fame with enough facts per card, one spelling per club, nation names
 * and flags, no disputed "both" foot, and no answer repeated within 100 matches of one tier.
 */
import { describe, expect, it } from 'vitest';
import {
  cardFactCount,
  cardFromFootballer,
  createNewPlayer,
  createQuestionBank,
  createSeededRng,
  LEGENDARY_MIN_CARD_FACTS,
  minFreshAnswers,
  RECENT_PLAYERS_LIMIT,
  rememberSeenPlayers,
  TOURNAMENT_IDS,
  type PlayerRecord,
} from '@goalguessr/game-core';
import { CLUB_SPELLINGS, normalizeClub } from './clubs';
import { loadPlayers, NATIONS } from './index';
import { measureTier, SOLVER_LIMITS } from './solvers';
import { TIER_SIZE_BOUNDS } from './tiers';

const players = loadPlayers();
const clubsInData = new Set(players.flatMap((p) => p.worldCups.flatMap((w) => (w.club ? [w.club] : []))));

describe.each(TOURNAMENT_IDS)('%s questions need football knowledge', (tier) => {
  // Three seeds of 700 matches (3,500 questions each): the limits hold for every seed, not just on average.
  it.each([1, 2, 3])('seed %i: flag-only ≤ 45 %, most-famous-name ≤ 40 %', (seed) => {
    const r = measureTier(players, tier, 700, seed);
    expect(r.questions).toBe(3500);
    expect(r.flagOnly).toBeLessThanOrEqual(SOLVER_LIMITS.flagOnly);
    expect(r.mostFamous).toBeLessThanOrEqual(SOLVER_LIMITS.mostFamous);
  });
});

describe('tiers by fame', () => {
  it('hold their documented sizes: Rookie about 500, Champions 1,500–2,500, Legendary the rest', () => {
    for (const tier of TOURNAMENT_IDS) {
      const size = players.filter((p) => p.tier === tier).length;
      expect(size).toBeGreaterThanOrEqual(TIER_SIZE_BOUNDS[tier].min);
      expect(size).toBeLessThanOrEqual(TIER_SIZE_BOUNDS[tier].max);
    }
  });

  it(`every Legendary card shows at least ${LEGENDARY_MIN_CARD_FACTS} distinguishing facts; the better-known tiers more`, () => {
    const facts = (tier: string): number[] =>
      players
        .filter((p) => p.tier === tier)
        .map((p) => cardFactCount(cardFromFootballer(p)))
        .sort((a, b) => a - b);
    expect(Math.min(...facts('legendary'))).toBeGreaterThanOrEqual(LEGENDARY_MIN_CARD_FACTS);
    const median = (list: number[]): number => list[Math.floor(list.length / 2)] ?? 0;
    expect(median(facts('rookie'))).toBeGreaterThanOrEqual(5);
    expect(median(facts('champions'))).toBeGreaterThanOrEqual(4);
  });

  it('puts the names a casual fan knows in the Rookie Cup', () => {
    const tierOf = (name: string): string | undefined => players.find((p) => p.name === name)?.tier;
    for (const name of [
      'Roberto Baggio',
      'Romário',
      'Rivaldo',
      'Zico',
      'Marco van Basten',
      'Diego Maradona',
      'Pelé',
      'Lionel Messi',
      'Erling Haaland',
      'Mohamed Salah',
    ])
      expect({ name, tier: tierOf(name) }).toEqual({ name, tier: 'rookie' });
  });
});

describe('club spellings', () => {
  it('normalises each variant to one spelling, with no chains', () => {
    expect(normalizeClub('Bayern München')).toBe('Bayern Munich');
    expect(normalizeClub('FC Bayern Munchen')).toBe('Bayern Munich');
    expect(normalizeClub('Crvena zvezda')).toBe('Red Star Belgrade');
    expect(normalizeClub('Real Madrid')).toBe('Real Madrid');
    for (const canonical of Object.values(CLUB_SPELLINGS)) expect(CLUB_SPELLINGS[canonical]).toBeUndefined();
  });

  it('leaves no variant in players.json (Bayern Munich is spelled one way on every card)', () => {
    expect([...clubsInData].filter((club) => Object.hasOwn(CLUB_SPELLINGS, club))).toEqual([]);
    const bayern = players.filter((p) => p.worldCups.some((w) => w.club?.includes('Bayern'))).length;
    expect(bayern).toBeGreaterThan(60);
    expect([...clubsInData].filter((c) => /Bayern/.test(c))).toEqual(['Bayern Munich']);
  });

  it('names the club wherever a source does: per-year rows joined by hand, 2026 clubs from the transfer list', () => {
    const card = (name: string, year: number): string | null | undefined =>
      players.find((p) => p.name === name)?.worldCups.find((w) => w.year === year)?.club;
    expect(card('Urruti', 1982)).toBe('Barcelona');
    expect(card('Ed de Goeij', 1998)).toBe('Chelsea');
    const with2026Club = players.filter((p) => p.worldCups.some((w) => w.year === 2026 && w.club !== null));
    expect(with2026Club.length).toBeGreaterThan(40);
  });
});

describe('nations and feet', () => {
  it('names every nation, with the home nations’ own flags and a plain badge (no flag) for defunct states', () => {
    for (const p of players) expect(NATIONS[p.nation]?.name).toBeTruthy();
    expect(NATIONS.ENG).toEqual({ name: 'England', flag: 'gb-eng' });
    expect(NATIONS.SCO).toEqual({ name: 'Scotland', flag: 'gb-sct' });
    expect(NATIONS.WAL).toEqual({ name: 'Wales', flag: 'gb-wls' });
    expect(NATIONS.NIR).toEqual({ name: 'Northern Ireland', flag: 'gb-nir' });
    expect(NATIONS.URS).toEqual({ name: 'Soviet Union', flag: null });
    expect(NATIONS.YUG?.flag).toBeNull();
  });

  it('never says "both" feet: the one source is disputed (Iniesta, Modrić)', () => {
    expect(players.filter((p) => p.foot === 'both').map((p) => p.name)).toEqual([]);
    expect(players.filter((p) => p.foot !== null).length).toBeGreaterThan(1000);
  });
});

describe('recent answers, oldest first', () => {
  it.each(TOURNAMENT_IDS)(
    '%s: a regular player meets no answer twice while the cap honours his recent answers',
    (tier) => {
      const bank = createQuestionBank(players);
      const tierSize = players.filter((p) => p.tier === tier).length;
      // The server honours at most tierSize − max(100, half the tier) recent answers of a tier (issue 23): 260
      // Rookie answers, 52 matches; the client keeps 500, 100 matches, which the larger tiers honour whole.
      const honouredMatches = Math.min(
        RECENT_PLAYERS_LIMIT / 5,
        Math.floor((tierSize - minFreshAnswers(tierSize)) / 5),
      );
      let record: PlayerRecord = createNewPlayer();
      const history: string[][] = [];
      for (let m = 0; m < honouredMatches + 30; m++) {
        // What the client sends: its stored list as is (oldest first).
        const match = bank.generateMatchQuestions({
          tier,
          rng: createSeededRng(7_000 + m),
          exclude: record.recentPlayerIds,
        });
        expect(match).toHaveLength(5);
        const answers = match.map((q) => q.answerId);
        const window = new Set(history.slice(-(honouredMatches - 1)).flat());
        expect(answers.filter((id) => window.has(id))).toEqual([]);
        history.push(answers);
        const remembered = rememberSeenPlayers(record, answers);
        if (!remembered.ok) throw new Error('rememberSeenPlayers refused');
        record = remembered.state;
      }
    },
  );
});
