import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ADVENTURE_COINS_PER_NEW_STAR,
  ADVENTURE_LEVELS_PER_ISLAND,
  ADVENTURE_QUESTIONS_PER_LEVEL,
  PLAYER_RECORD_VERSION,
} from '../constants';
import { createNewPlayer } from '../player/defaults';
import { migratePlayer } from '../player/migrate';
import { parsePlayer, serializePlayer } from '../player/serialize';
import { arbSolo } from '../player/test-helpers';
import { createQuestionBank } from '../questions/bank';
import { footballer } from '../questions/test-helpers';
import type { Footballer } from '../questions/types';
import { createSeededRng } from '../rng';
import {
  ADVENTURE_ISLANDS,
  ISLAND_IDS,
  adventureAnswerPoints,
  adventureLevelTiers,
  adventureStars,
  completeAdventureLevel,
  defaultAdventureProgress,
  generateAdventureLevel,
  isIslandOpen,
  isLevelOpen,
  islandPlayers,
  islandStars,
  type AdventureProgress,
} from './adventure';
import { startEndless, endlessReducer } from './endless';
import {
  applySoloGame,
  defaultSolo,
  finishAdventureLevel,
  finishEndlessRun,
  soloStatsSummary,
} from './record';

const NATIONS = ['ENG', 'FRA', 'ESP', 'ITA', 'POR', 'NED', 'BEL', 'BRA', 'ARG', 'URU'];
const POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;

/** 400 made-up footballers spread over western Europe and South America, with fame falling with the index. */
const PLAYERS: Footballer[] = Array.from({ length: 400 }, (_, i) =>
  footballer({
    id: `player-${i}`,
    name: `Player ${i}`,
    nation: NATIONS[i % NATIONS.length] ?? 'ENG',
    position: POSITIONS[i % 4] ?? 'FW',
    birthDate: `${1960 + (i % 40)}-01-01`,
    fame: 1000 - i,
    tier: 'legendary',
    worldCups: [{ year: 1982 + 4 * (i % 10), number: (i % 23) + 1, club: `Club ${i % 17}` }],
  }),
);

describe('Adventure islands', () => {
  it('has six islands with distinct ids and five levels each', () => {
    expect(ISLAND_IDS).toHaveLength(6);
    expect(new Set(ISLAND_IDS).size).toBe(ISLAND_IDS.length);
    expect(ADVENTURE_LEVELS_PER_ISLAND).toBe(5);
  });

  it('an island holds only its regions, re-ranked by fame so it has every tier', () => {
    const west = islandPlayers(PLAYERS, 'west-europe');
    expect(west.length).toBeGreaterThan(0);
    expect(west.every((p) => ['ENG', 'FRA', 'ESP', 'ITA', 'POR', 'NED', 'BEL'].includes(p.nation))).toBe(
      true,
    );
    expect(west[0]?.tier).toBe('rookie');
    expect(west.at(-1)?.tier).toBe('legendary');
    expect(west.some((p) => p.tier === 'champions')).toBe(true);
    // Copies: the input keeps its own tiers.
    expect(PLAYERS.every((p) => p.tier === 'legendary')).toBe(true);
    expect(islandPlayers(PLAYERS, 'asia-oceania')).toEqual([]);
    expect(islandPlayers(PLAYERS, 'nowhere' as 'africa')).toEqual([]);
  });

  it('levels rise in difficulty inside a level and from level to level', () => {
    expect(adventureLevelTiers(0)).toEqual(['rookie', 'rookie', 'rookie', 'champions', 'champions']);
    expect(adventureLevelTiers(4)).toEqual(['champions', 'champions', 'legendary', 'legendary', 'legendary']);
    const rank = { rookie: 0, champions: 1, legendary: 2 } as const;
    for (let level = 0; level < ADVENTURE_LEVELS_PER_ISLAND; level++) {
      const tiers = adventureLevelTiers(level).map((t) => rank[t]);
      expect(tiers).toHaveLength(ADVENTURE_QUESTIONS_PER_LEVEL);
      expect(tiers).toEqual([...tiers].sort());
      if (level > 0) {
        const before = adventureLevelTiers(level - 1).map((t) => rank[t]);
        tiers.forEach((value, index) => expect(value).toBeGreaterThanOrEqual(before[index] ?? 0));
      }
    }
  });

  it('generates five questions of distinct answers from the island, with the tiers of the level', () => {
    const pool = islandPlayers(PLAYERS, 'south-america');
    const bank = createQuestionBank(pool);
    const tierOf = new Map(pool.map((p) => [p.id, p.tier]));
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 4 }), (seed, level) => {
        const questions = generateAdventureLevel(bank, level, createSeededRng(seed));
        expect(questions).toHaveLength(ADVENTURE_QUESTIONS_PER_LEVEL);
        expect(new Set(questions.map((q) => q.answerId)).size).toBe(ADVENTURE_QUESTIONS_PER_LEVEL);
        expect(questions.map((q) => tierOf.get(q.answerId))).toEqual(adventureLevelTiers(level));
        for (const q of questions) expect(q.options[q.correctIndex]?.id).toBe(q.answerId);
      }),
      { numRuns: 30 },
    );
  });
});

describe('Adventure progression', () => {
  it('stars: below 3 right none, 3 → 1, 4 → 2, 5 → 3', () => {
    expect([0, 1, 2, 3, 4, 5].map(adventureStars)).toEqual([0, 0, 0, 1, 2, 3]);
    expect(adventureStars(Number.NaN)).toBe(0);
  });

  it('a new player has the first level of the first island open, nothing else', () => {
    const progress = defaultAdventureProgress();
    expect(isLevelOpen(progress, 'west-europe', 0)).toBe(true);
    expect(isLevelOpen(progress, 'west-europe', 1)).toBe(false);
    expect(isIslandOpen(progress, 'south-america')).toBe(false);
    expect(isLevelOpen(progress, 'west-europe', 7)).toBe(false);
    expect(completeAdventureLevel(progress, { islandId: 'west-europe', levelIndex: 1, correct: 5 })).toEqual({
      ok: false,
      reason: 'level_locked',
    });
    expect(completeAdventureLevel(progress, { islandId: 'west-europe', levelIndex: 0, correct: 6 })).toEqual({
      ok: false,
      reason: 'invalid_result',
    });
  });

  it('passing a level opens the next; finishing an island opens the next island', () => {
    let progress = defaultAdventureProgress();
    for (let level = 0; level < ADVENTURE_LEVELS_PER_ISLAND; level++) {
      const done = completeAdventureLevel(progress, {
        islandId: 'west-europe',
        levelIndex: level,
        correct: 3,
      });
      if (!done.ok) throw new Error(done.reason);
      progress = done.state.progress;
      expect(done.state.stars).toBe(1);
      const last = level === ADVENTURE_LEVELS_PER_ISLAND - 1;
      expect(done.state.islandOpened).toBe(last ? 'south-america' : null);
      if (!last) expect(isLevelOpen(progress, 'west-europe', level + 1)).toBe(true);
    }
    expect(progress.openedIsland).toBe(2);
    expect(isLevelOpen(progress, 'south-america', 0)).toBe(true);
    expect(islandStars(progress, 'west-europe')).toEqual({ stars: 5, max: 15 });
  });

  it('a failed level earns nothing and opens nothing; a replay keeps the best stars and pays only new ones', () => {
    const progress = defaultAdventureProgress();
    const failed = completeAdventureLevel(progress, { islandId: 'west-europe', levelIndex: 0, correct: 2 });
    expect(failed.ok && failed.state).toMatchObject({ passed: false, stars: 0, coins: 0, newStars: 0 });
    expect(failed.ok && isLevelOpen(failed.state.progress, 'west-europe', 1)).toBe(false);
    const three = completeAdventureLevel(progress, { islandId: 'west-europe', levelIndex: 0, correct: 5 });
    if (!three.ok) throw new Error(three.reason);
    expect(three.state.coins).toBe(3 * ADVENTURE_COINS_PER_NEW_STAR);
    const worse = completeAdventureLevel(three.state.progress, {
      islandId: 'west-europe',
      levelIndex: 0,
      correct: 3,
    });
    if (!worse.ok) throw new Error(worse.reason);
    expect(worse.state.progress.stars['west-europe'][0]).toBe(3);
    expect(worse.state.coins).toBe(0);
  });

  it('for any sequence of results: stars never fall, islands open in order, open levels stay open (property)', () => {
    const arbPlay = fc.record({
      island: fc.integer({ min: 0, max: ISLAND_IDS.length - 1 }),
      level: fc.integer({ min: 0, max: ADVENTURE_LEVELS_PER_ISLAND - 1 }),
      correct: fc.integer({ min: 0, max: ADVENTURE_QUESTIONS_PER_LEVEL }),
    });
    fc.assert(
      fc.property(fc.array(arbPlay, { maxLength: 120 }), (plays) => {
        let progress: AdventureProgress = defaultAdventureProgress();
        for (const play of plays) {
          const islandId = ISLAND_IDS[play.island] ?? 'west-europe';
          const wasOpen = isLevelOpen(progress, islandId, play.level);
          const done = completeAdventureLevel(progress, {
            islandId,
            levelIndex: play.level,
            correct: play.correct,
          });
          expect(done.ok).toBe(wasOpen);
          if (!done.ok) continue;
          const next = done.state.progress;
          for (const id of ISLAND_IDS) {
            next.stars[id].forEach((stars, index) => {
              expect(stars).toBeGreaterThanOrEqual(progress.stars[id][index] ?? 0);
              expect(stars).toBeLessThanOrEqual(3);
              // Only open levels ever hold stars.
              if (stars > 0) expect(isLevelOpen(next, id, index)).toBe(true);
            });
          }
          expect(next.openedIsland - progress.openedIsland).toBe(done.state.islandOpened === null ? 0 : 1);
          expect(next.openedIsland).toBeLessThanOrEqual(ISLAND_IDS.length);
          // Every island before the last open one is finished.
          ISLAND_IDS.slice(0, next.openedIsland - 1).forEach((id) =>
            expect(next.stars[id].every((s) => s > 0)).toBe(true),
          );
          progress = next;
        }
      }),
    );
  });
});

describe('Adventure points (issue 13: needing fewer clues scores more)', () => {
  it('a right answer scores 100 plus 25 for every clue stage still hidden', () => {
    expect([1, 2, 3, 4, 5].map(adventureAnswerPoints)).toEqual([200, 175, 150, 125, 100]);
    // Nonsense counts read as the first stage / the last, as the duel rule does.
    expect(adventureAnswerPoints(Number.NaN)).toBe(200);
    expect(adventureAnswerPoints(99)).toBe(100);
  });

  it('a level scores the sum of its right answers by the clues out at each; stars still count answers', () => {
    const progress = defaultAdventureProgress();
    const done = completeAdventureLevel(progress, {
      islandId: 'west-europe',
      levelIndex: 0,
      correct: 4,
      rightAnswerStages: [1, 2, 5, 3],
    });
    if (!done.ok) throw new Error(done.reason);
    expect(done.state.points).toBe(200 + 175 + 100 + 150);
    expect(done.state.stars).toBe(2);
    // Without the stages (an older caller) every right answer is worth the base.
    const plain = completeAdventureLevel(progress, { islandId: 'west-europe', levelIndex: 0, correct: 4 });
    expect(plain.ok && plain.state.points).toBe(400);
  });

  it('refuses stages that do not match the right answers', () => {
    const progress = defaultAdventureProgress();
    for (const rightAnswerStages of [
      [1, 1, 1],
      [1, 1, 1, 1, 1],
      [0, 1, 1, 1],
      [1, 2, 6, 1],
      [1, 1.5, 1, 1],
      'x' as unknown as number[],
    ]) {
      expect(
        completeAdventureLevel(progress, {
          islandId: 'west-europe',
          levelIndex: 0,
          correct: 4,
          rightAnswerStages,
        }),
      ).toEqual({ ok: false, reason: 'invalid_result' });
    }
  });

  it('the recorded score is the clue-aware points and older saves still load (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 3, maxLength: 5 }), (stages) => {
        const record = createNewPlayer();
        const done = finishAdventureLevel(record, {
          islandId: 'west-europe',
          levelIndex: 0,
          correct: stages.length,
          incorrect: 5 - stages.length,
          bestSeries: stages.length,
          rightAnswerStages: stages,
        });
        if (!done.ok) throw new Error(done.reason);
        const expected = stages.reduce((sum, shown) => sum + adventureAnswerPoints(shown), 0);
        expect(done.state.record.solo.totalScore).toBe(expected);
        const reloaded = parsePlayer(serializePlayer(done.state.record));
        expect(reloaded.ok && reloaded.state.solo).toEqual(done.state.record.solo);
      }),
    );
  });
});

describe('solo record', () => {
  it('records an Adventure level in the solo stats and pays it, never touching duel stats', () => {
    const record = createNewPlayer();
    const done = finishAdventureLevel(record, {
      islandId: 'west-europe',
      levelIndex: 0,
      correct: 4,
      incorrect: 1,
      bestSeries: 3,
    });
    if (!done.ok) throw new Error(done.reason);
    expect(done.state.record.solo).toMatchObject({
      totalGames: 1,
      totalScore: 400,
      totalCorrectAnswers: 4,
      totalIncorrectAnswers: 1,
      highestScore: 400,
      bestSeries: 3,
      endlessBestScore: 0,
    });
    expect(done.state.record.solo.stars['west-europe'][0]).toBe(2);
    expect(done.state.record.currencies.moneys).toBe(
      record.currencies.moneys + 2 * ADVENTURE_COINS_PER_NEW_STAR,
    );
    expect(done.state.record.profile.experience).toBeGreaterThan(0);
    expect(done.state.record.stats).toEqual(record.stats);
    const locked = finishAdventureLevel(record, {
      islandId: 'africa',
      levelIndex: 0,
      correct: 5,
      incorrect: 0,
      bestSeries: 5,
    });
    expect(locked).toEqual({ ok: false, reason: 'level_locked' });
  });

  it('records an Endless run with its best score, and refuses one still going', () => {
    const record = createNewPlayer();
    const q = (n: number) => ({
      card: {
        nation: 'ARG',
        flag: 'ar',
        position: 'FW' as const,
        birthYear: 1990,
        worldCups: [],
        heightCm: null,
        foot: null,
      },
      options: [0, 1, 2, 3].map((i) => ({ id: `x${n}${i}`, name: `X ${n} ${i}` })),
      correctIndex: 0,
      answerId: `x${n}0`,
    });
    let run = startEndless({ nowMs: 0, questions: [q(1), q(2), q(3), q(4)], powerUps: {} }).state;
    expect(finishEndlessRun(record, run)).toEqual({ ok: false, reason: 'run_not_over' });
    run = endlessReducer(run, { type: 'answer', nowMs: 0, optionIndex: 0 }).state;
    run = endlessReducer(run, { type: 'quit', nowMs: 1 }).state;
    const done = finishEndlessRun(record, run);
    if (!done.ok) throw new Error(done.reason);
    // Answered before the second clue: 100 for the card and the whole clue bonus of 100.
    expect(done.state).toMatchObject({ score: 200, previousBest: 0, newBest: true, coins: 5, experience: 5 });
    expect(done.state.record.solo.endlessBestScore).toBe(200);
    const again = finishEndlessRun(done.state.record, run);
    expect(again.ok && again.state.newBest).toBe(false);
  });

  it('refuses results that are not whole numbers', () => {
    const record = createNewPlayer();
    const base = {
      mode: 'endless' as const,
      score: 1,
      correct: 1,
      incorrect: 0,
      bestSeries: 1,
      coins: 1,
      experience: 1,
    };
    expect(applySoloGame(record, { ...base, score: -1 })).toEqual({ ok: false, reason: 'invalid_result' });
    expect(applySoloGame(record, { ...base, coins: 0.5 })).toEqual({ ok: false, reason: 'invalid_result' });
    expect(applySoloGame(record, { ...base, mode: 'duel' as 'endless' })).toEqual({
      ok: false,
      reason: 'invalid_result',
    });
  });

  it('summarises average and accuracy, 0 without games', () => {
    expect(soloStatsSummary(defaultSolo())).toEqual({ average: 0, accuracyPercent: 0 });
    expect(
      soloStatsSummary({
        ...defaultSolo(),
        totalGames: 3,
        totalScore: 1000,
        totalCorrectAnswers: 2,
        totalIncorrectAnswers: 1,
      }),
    ).toEqual({ average: 333, accuracyPercent: 67 });
  });
});

describe('save format version 2 (solo block)', () => {
  /** A version-1 save: today's record without the solo block and the two new tutorial flags. */
  function version1Save(): Record<string, unknown> {
    const data = JSON.parse(serializePlayer(createNewPlayer())) as Record<string, unknown>;
    data.version = 1;
    delete data.solo;
    const tutorials = data.tutorials as Record<string, boolean>;
    delete tutorials.endless_guide;
    delete tutorials.adventure_guide;
    return data;
  }

  it('migrates a version-1 save: the solo defaults, the two tutorial flags false, everything else kept', () => {
    const data = version1Save();
    (data.currencies as Record<string, number>).moneys = 1234;
    (data.tutorials as Record<string, boolean>).home_guide = true;
    const parsed = parsePlayer(JSON.stringify(data));
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.state.version).toBe(PLAYER_RECORD_VERSION);
    expect(parsed.state.solo).toEqual(defaultSolo());
    expect(parsed.state.tutorials).toMatchObject({
      endless_guide: false,
      adventure_guide: false,
      home_guide: true,
    });
    expect(parsed.state.currencies.moneys).toBe(1234);
  });

  it('migrates any valid version-1 save into a valid one that keeps all its other fields (property)', async () => {
    const { arbPlayerRecord } = await import('../player/test-helpers');
    fc.assert(
      fc.property(arbPlayerRecord(), (record) => {
        const data = JSON.parse(serializePlayer(record)) as Record<string, unknown>;
        data.version = 1;
        delete data.solo;
        const parsed = parsePlayer(JSON.stringify(data));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const { solo, tutorials, ...rest } = parsed.state;
        const { solo: _s, tutorials: expectedTutorials, ...expectedRest } = { ...record, loaded: true };
        expect(solo).toEqual(defaultSolo());
        expect(tutorials).toEqual(expectedTutorials);
        expect(rest).toEqual(expectedRest);
      }),
      { numRuns: 50 },
    );
  });

  it('keeps a valid solo block through save and load, and rejects a broken one', () => {
    fc.assert(
      fc.property(arbSolo, (solo) => {
        const record = { ...createNewPlayer(), solo };
        const parsed = parsePlayer(serializePlayer(record));
        expect(parsed).toEqual({ ok: true, state: { ...record, loaded: true } });
      }),
      { numRuns: 50 },
    );
    const broken = (change: (solo: Record<string, unknown>) => void): boolean => {
      const data = JSON.parse(serializePlayer(createNewPlayer())) as Record<string, unknown>;
      change(data.solo as Record<string, unknown>);
      return parsePlayer(JSON.stringify(data)).ok;
    };
    expect(broken(() => undefined)).toBe(true);
    expect(broken((s) => (s.openedIsland = 0))).toBe(false);
    expect(broken((s) => (s.openedIsland = ISLAND_IDS.length + 1))).toBe(false);
    expect(broken((s) => ((s.stars as Record<string, number[]>)['west-europe'] = [4, 0, 0, 0, 0]))).toBe(
      false,
    );
    expect(broken((s) => ((s.stars as Record<string, number[]>).africa = [1, 1]))).toBe(false);
    expect(broken((s) => delete (s.stars as Record<string, number[]>).americas)).toBe(false);
    expect(broken((s) => (s.totalGames = -1))).toBe(false);
    const noSolo = JSON.parse(serializePlayer(createNewPlayer())) as Record<string, unknown>;
    delete noSolo.solo;
    expect(parsePlayer(JSON.stringify(noSolo)).ok).toBe(false);
  });

  it('a legacy save goes through both steps', () => {
    const data = version1Save();
    delete data.version;
    const migrated = migratePlayer(data) as Record<string, unknown>;
    expect(migrated.version).toBe(PLAYER_RECORD_VERSION);
    expect(migrated.solo).toEqual(defaultSolo());
    expect(ADVENTURE_ISLANDS.map((i) => i.id)).toEqual(Object.keys(defaultSolo().stars));
  });
});
