import { STREAK_FREEZE_PRICE_COINS, dailyShareText, type Question } from '@goalguessr/game-core';
import { describe, expect, it } from 'vitest';

import { PlayHarness } from '../../testing/play-harness';
import {
  INITIAL_DAILY,
  dailyMode,
  todaysPlay,
  type DailyInput,
  type DailyMessage,
  type DailyState,
} from './daily-mode';

const TODAY = '2026-11-24';
const QUESTION: Question = {
  card: {
    nation: 'NED',
    flag: 'nl',
    position: 'FW',
    birthYear: 1969,
    worldCups: [],
    heightCm: 188,
    foot: 'right',
  },
  options: [0, 1, 2, 3].map((i) => ({ id: `d-${i}`, name: `Daily ${i}` })),
  correctIndex: 3,
  answerId: 'd-3',
};

function harness() {
  return new PlayHarness<DailyState, DailyInput, DailyMessage>(dailyMode, INITIAL_DAILY);
}

function ready() {
  const h = harness();
  h.send({ type: 'open', today: TODAY });
  h.send({ type: 'loaded', today: TODAY, question: QUESTION });
  h.effects = [];
  return h;
}

describe('the Daily card as a play mode', () => {
  it("opens today's card through the port once; an answer for another day changes nothing", () => {
    const h = harness();
    expect(h.send({ type: 'open', today: TODAY })).toEqual([
      { kind: 'send', message: { type: 'load', today: TODAY } },
    ]);
    expect(h.state.load).toBe('loading');
    expect(h.send({ type: 'open', today: TODAY })).toEqual([]);
    h.send({ type: 'loaded', today: '2026-11-23', question: QUESTION });
    expect(h.state.load).toBe('loading');
    h.send({ type: 'loaded', today: TODAY, question: QUESTION });
    expect(h.state).toMatchObject({ load: 'ready', question: QUESTION });
    // Coming back to the screen the same day loads nothing again.
    expect(h.send({ type: 'open', today: TODAY })).toEqual([]);
  });

  it('no card, or no data: their own states; Try again asks again', () => {
    const empty = harness();
    empty.send({ type: 'open', today: TODAY });
    empty.send({ type: 'loaded', today: TODAY, question: null });
    expect(empty.state.load).toBe('empty');
    const broken = harness();
    broken.send({ type: 'open', today: TODAY });
    broken.send({ type: 'load_failed', today: TODAY });
    expect(broken.state.load).toBe('error');
    expect(broken.kinds(broken.send({ type: 'open', today: TODAY }))).toEqual(['send:load']);
  });

  it('a clue at a time, saved in the record; one pick ends the card with its cue and counts the streak', () => {
    const h = ready();
    expect(h.kinds(h.send({ type: 'reveal_clue' }))).toEqual(['save']);
    expect(todaysPlay(h.record, TODAY)).toMatchObject({ cluesShown: 2, outcome: 'playing' });
    expect(h.kinds(h.send({ type: 'pick', index: 3 }))).toEqual(['save', 'cue:correct']);
    expect(todaysPlay(h.record, TODAY)).toMatchObject({ outcome: 'solved', pickedIndex: 3 });
    expect(h.record.daily.streak).toMatchObject({ current: 1, lastDate: TODAY });
    // Finished is finished.
    expect(h.send({ type: 'pick', index: 0 })).toEqual([]);
    expect(h.send({ type: 'reveal_clue' })).toEqual([]);
  });

  it('a wrong pick misses it with the wrong cue', () => {
    const h = ready();
    expect(h.kinds(h.send({ type: 'pick', index: 0 }))).toEqual(['save', 'cue:wrong']);
    expect(todaysPlay(h.record, TODAY)?.outcome).toBe('missed');
  });

  it('share sends the spoiler-free grid to the port and shows how it went', () => {
    const h = ready();
    expect(h.send({ type: 'share' })).toEqual([]);
    h.send({ type: 'pick', index: 3 });
    const play = todaysPlay(h.record, TODAY);
    if (play === null) throw new Error('no play');
    expect(h.send({ type: 'share' })).toEqual([
      { kind: 'send', message: { type: 'share', text: dailyShareText(play) } },
    ]);
    h.send({ type: 'shared', outcome: 'copied' });
    expect(h.state.share).toBe('copied');
  });

  it('a streak freeze is paid in coins, or refused with the reason', () => {
    const h = ready();
    const coins = h.record.currencies.moneys;
    expect(h.kinds(h.send({ type: 'buy_freeze' }))).toEqual(['save']);
    expect(h.record.currencies.moneys).toBe(coins - STREAK_FREEZE_PRICE_COINS);
    expect(h.state.freeze).toBe('bought');
    h.record = { ...h.record, currencies: { ...h.record.currencies, moneys: 0 } };
    expect(h.send({ type: 'buy_freeze' })).toEqual([]);
    expect(h.state.freeze).toBe('not_enough_coins');
  });
});
