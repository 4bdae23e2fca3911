import { describe, expect, it } from 'vitest';
import { DAILY_CLUE_COUNT, STREAK_FREEZE_MAX, STREAK_FREEZE_PRICE_COINS } from '../constants';
import { createQuestionBank } from '../questions/bank';
import { CLUE_STAGES } from '../questions/clues';
import { FIXTURE } from '../questions/test-helpers';
import type { Result } from '../result';
import {
  DAILY_CLUES,
  buyStreakFreeze,
  currentStreak,
  dailyPlayFor,
  dailyQuestion,
  dailyReminderDelayMs,
  dailySeed,
  dailyShareText,
  dayNumber,
  defaultDailyStreak,
  isDateKey,
  pickDailyOption,
  recordDailyResult,
  revealDailyClue,
  startDaily,
  utcDateKey,
  type DailyPlay,
  type DailyStreak,
} from './daily';

function unwrap<S>(result: Result<S, string>): S {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.state;
}

const H = 3_600_000;
const DAY = 24 * H;
const NOV_24 = Date.UTC(2026, 10, 24);

describe('dates and the daily seed', () => {
  it('takes the UTC date, so the card changes at 00:00 UTC for everyone', () => {
    expect(utcDateKey(NOV_24)).toBe('2026-11-24');
    expect(utcDateKey(NOV_24 + DAY - 1)).toBe('2026-11-24');
    expect(utcDateKey(NOV_24 + DAY)).toBe('2026-11-25');
  });

  it.each<[unknown, number | null]>([
    ['1970-01-02', 1],
    ['2026-11-24', NOV_24 / DAY],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['26-11-24', null],
    ['2026-11-24T00:00', null],
    [20261124, null],
    [null, null],
  ])('dayNumber(%j) = %s', (key, expected) => {
    expect(dayNumber(key)).toBe(expected);
    expect(isDateKey(key)).toBe(expected !== null);
  });

  it('gives one fixed seed per date and different seeds on different dates', () => {
    expect(dailySeed('2026-11-24')).toBe(dailySeed('2026-11-24'));
    const seeds = new Set<number>();
    for (let d = 0; d < 365; d++) seeds.add(dailySeed(utcDateKey(NOV_24 + d * DAY)));
    expect(seeds.size).toBe(365);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });
});

describe('dailyQuestion', () => {
  const bank = createQuestionBank(FIXTURE);

  it('gives every player the same card on a date, even from a bank built separately (server and device)', () => {
    const other = createQuestionBank(FIXTURE.map((f) => ({ ...f })));
    const a = dailyQuestion(bank, '2026-11-24');
    const b = dailyQuestion(bank, '2026-11-24');
    const c = dailyQuestion(other, '2026-11-24');
    expect(a).toBeDefined();
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(a?.options[a.correctIndex]?.id).toBe(a?.answerId);
  });

  it('answers from the rookie tier and changes from day to day', () => {
    const answers = new Set<string>();
    for (let d = 0; d < 30; d++) {
      const q = dailyQuestion(bank, utcDateKey(NOV_24 + d * DAY));
      const answer = FIXTURE.find((f) => f.id === q?.answerId);
      expect(answer?.tier).toBe('rookie');
      answers.add(q?.answerId ?? '');
    }
    expect(answers.size).toBeGreaterThan(5);
  });

  it('has no card for an invalid date', () => {
    expect(dailyQuestion(bank, '2026-02-30')).toBeUndefined();
  });
});

describe('playing the card', () => {
  const fresh = (): DailyPlay => unwrap(startDaily('2026-11-24'));

  it('starts with one clue and reveals them one by one up to the last', () => {
    let play = fresh();
    expect(play).toEqual({ date: '2026-11-24', cluesShown: 1, pickedIndex: null, outcome: 'playing' });
    for (let i = 2; i <= DAILY_CLUE_COUNT; i++) {
      play = unwrap(revealDailyClue(play));
      expect(play.cluesShown).toBe(i);
    }
    expect(revealDailyClue(play)).toEqual({ ok: false, reason: 'no_more_clues' });
  });

  it("reveals the duel's clue stages in the duel's order, one stage per clue", () => {
    expect(DAILY_CLUES).toEqual(CLUE_STAGES);
    expect(DAILY_CLUE_COUNT).toBe(CLUE_STAGES.length);
  });

  it('one pick ends it: right solves, wrong misses, and nothing changes afterwards', () => {
    const solved = unwrap(pickDailyOption(unwrap(revealDailyClue(fresh())), 2, 2, 4));
    expect(solved).toMatchObject({ outcome: 'solved', cluesShown: 2, pickedIndex: 2 });
    expect(revealDailyClue(solved)).toEqual({ ok: false, reason: 'finished' });
    expect(pickDailyOption(solved, 1, 2, 4)).toEqual({ ok: false, reason: 'finished' });
    const missed = unwrap(pickDailyOption(fresh(), 0, 3, 4));
    expect(missed.outcome).toBe('missed');
  });

  it.each([-1, 4, 1.5, Number.NaN])('refuses option %s', (index) => {
    expect(pickDailyOption(fresh(), index, 0, 4)).toEqual({ ok: false, reason: 'invalid_option' });
  });

  it('keeps today’s play and starts a new one on a new day', () => {
    const today = unwrap(revealDailyClue(fresh()));
    expect(unwrap(dailyPlayFor(today, '2026-11-24'))).toBe(today);
    expect(unwrap(dailyPlayFor(today, '2026-11-25'))).toEqual({
      date: '2026-11-25',
      cluesShown: 1,
      pickedIndex: null,
      outcome: 'playing',
    });
    expect(unwrap(dailyPlayFor(null, '2026-11-25')).cluesShown).toBe(1);
    expect(dailyPlayFor(null, 'yesterday')).toEqual({ ok: false, reason: 'invalid_date' });
  });

  it('shares an emoji grid of clues used, without the name', () => {
    const solvedOn3 = unwrap(pickDailyOption({ ...fresh(), cluesShown: 3 }, 1, 1, 4));
    expect(dailyShareText(solvedOn3)).toBe('GoalGuessr Daily 2026-11-24 ⚽ 3/5\n🟨🟨🟩⬜⬜');
    const firstClue = unwrap(pickDailyOption(fresh(), 1, 1, 4));
    expect(dailyShareText(firstClue)).toBe('GoalGuessr Daily 2026-11-24 ⚽ 1/5\n🟩⬜⬜⬜⬜');
    const missedOn5 = unwrap(pickDailyOption({ ...fresh(), cluesShown: 5 }, 0, 1, 4));
    expect(dailyShareText(missedOn5)).toBe('GoalGuessr Daily 2026-11-24 ⚽ X/5\n🟨🟨🟨🟨🟥');
    expect(dailyShareText(fresh())).toBe('');
  });
});

describe('streak and freezes', () => {
  const streak = (over: Partial<DailyStreak>): DailyStreak => ({ ...defaultDailyStreak(), ...over });

  it('counts solved days in a row and remembers the best', () => {
    let s = defaultDailyStreak();
    s = unwrap(recordDailyResult(s, '2026-11-24', true));
    s = unwrap(recordDailyResult(s, '2026-11-25', true));
    s = unwrap(recordDailyResult(s, '2026-11-26', true));
    expect(s).toEqual({ current: 3, best: 3, lastDate: '2026-11-26', freezes: 0 });
    s = unwrap(recordDailyResult(s, '2026-11-27', false));
    expect(s).toEqual({ current: 0, best: 3, lastDate: '2026-11-27', freezes: 0 });
  });

  it('a missed day breaks the streak without a freeze', () => {
    const s = unwrap(
      recordDailyResult(streak({ current: 5, best: 5, lastDate: '2026-11-20' }), '2026-11-22', true),
    );
    expect(s.current).toBe(1);
    expect(s.best).toBe(5);
  });

  it('freezes cover missed days one each and are used up', () => {
    const held = streak({ current: 5, best: 5, lastDate: '2026-11-20', freezes: 2 });
    expect(unwrap(recordDailyResult(held, '2026-11-22', true))).toEqual({
      current: 6,
      best: 6,
      lastDate: '2026-11-22',
      freezes: 1,
    });
    expect(unwrap(recordDailyResult(held, '2026-11-23', true))).toMatchObject({ current: 6, freezes: 0 });
    // three days missed, two freezes: the streak restarts and the freezes are kept
    expect(unwrap(recordDailyResult(held, '2026-11-24', true))).toMatchObject({ current: 1, freezes: 2 });
  });

  it('refuses a date already counted or not a date', () => {
    const s = streak({ current: 1, best: 1, lastDate: '2026-11-24' });
    expect(recordDailyResult(s, '2026-11-24', true)).toEqual({ ok: false, reason: 'already_counted' });
    expect(recordDailyResult(s, '2026-11-23', true)).toEqual({ ok: false, reason: 'already_counted' });
    expect(recordDailyResult(s, 'tomorrow', true)).toEqual({ ok: false, reason: 'invalid_date' });
  });

  it('shows the streak as broken on a new day after an uncovered gap', () => {
    const s = streak({ current: 4, best: 4, lastDate: '2026-11-24' });
    expect(currentStreak(s, '2026-11-24')).toBe(4);
    expect(currentStreak(s, '2026-11-25')).toBe(4); // today's card can still continue it
    expect(currentStreak(s, '2026-11-26')).toBe(0);
    expect(currentStreak({ ...s, freezes: 1 }, '2026-11-26')).toBe(4);
    expect(currentStreak(defaultDailyStreak(), '2026-11-26')).toBe(0);
    expect(currentStreak(s, 'nonsense')).toBe(0);
  });

  it('buys a freeze for its price, up to the maximum', () => {
    let s = defaultDailyStreak();
    let moneys = STREAK_FREEZE_PRICE_COINS * 5;
    for (let i = 0; i < STREAK_FREEZE_MAX; i++) {
      ({ streak: s, moneys } = unwrap(buyStreakFreeze(s, moneys)));
    }
    expect(s.freezes).toBe(STREAK_FREEZE_MAX);
    expect(moneys).toBe(STREAK_FREEZE_PRICE_COINS * (5 - STREAK_FREEZE_MAX));
    expect(buyStreakFreeze(s, moneys)).toEqual({ ok: false, reason: 'freezes_full' });
    expect(buyStreakFreeze(defaultDailyStreak(), STREAK_FREEZE_PRICE_COINS - 1)).toEqual({
      ok: false,
      reason: 'not_enough_coins',
    });
  });
});

describe('dailyReminderDelayMs', () => {
  it('reminds at 17:00 UTC today while the card is open, else tomorrow', () => {
    expect(dailyReminderDelayMs(NOV_24 + 9 * H, false)).toBe(8 * H);
    expect(dailyReminderDelayMs(NOV_24 + 9 * H, true)).toBe(32 * H);
    expect(dailyReminderDelayMs(NOV_24 + 18 * H, false)).toBe(23 * H);
  });
});
