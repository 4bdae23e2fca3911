import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  DAILY_CLUE_COUNT,
  STREAK_FREEZE_PRICE_COINS,
  createQuestionBank,
  dailyQuestion,
  type Footballer,
} from '@goalguessr/game-core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { createQuestionSource, setQuestionSource } from '../../lib/play/footballer-data';
import { renderScreen, testPlayer } from '../../testing/render-screen';
import { INITIAL_DAILY } from './daily-mode';
import { useDailyStore } from './daily-session';
import { DailyScreen } from './DailyScreen';

afterEach(() => {
  cleanup();
  useDailyStore.setState(INITIAL_DAILY);
});

const TODAY = '2026-11-24';
// The real built-in dataset, read from disk (the screen fetches the same file in the app).
const requireHere = createRequire(path.join(process.cwd(), 'package.json'));
const players = JSON.parse(
  readFileSync(requireHere.resolve('@goalguessr/footballers/data/players.json'), 'utf8'),
) as Footballer[];
const expected = dailyQuestion(createQuestionBank(players), TODAY);

/** The screen's data source: the real dataset, as the packed chunk holds it. */
function primeBank(): void {
  setQuestionSource(createQuestionSource(() => Promise.resolve(players)));
}

describe('DailyScreen', () => {
  it('plays the card clue by clue to the end and shares a grid without the name', async () => {
    primeBank();
    const user = userEvent.setup();
    const harness = await renderScreen(<DailyScreen todayKey={TODAY} />);
    await screen.findByText(`Clues shown: 1 of ${DAILY_CLUE_COUNT}`);
    await user.click(screen.getByRole('button', { name: 'Show the next clue' }));
    await user.click(screen.getByRole('button', { name: 'Show the next clue' }));
    expect(screen.getByText(`Clues shown: 3 of ${DAILY_CLUE_COUNT}`)).toBeInTheDocument();
    expect(harness.record().daily.play).toMatchObject({ date: TODAY, cluesShown: 3, outcome: 'playing' });

    const answer = expected?.options[expected.correctIndex]?.name ?? '';
    await user.click(screen.getByRole('button', { name: answer }));
    expect(await screen.findByRole('heading', { name: 'Solved with 3 of 5 clues!' })).toBeInTheDocument();
    const share = screen.getByLabelText('Result to share').textContent ?? '';
    expect(share).toBe(`GoalGuessr Daily ${TODAY} ⚽ 3/5\n🟨🟨🟩⬜⬜`);
    expect(share).not.toContain(answer);
    expect(harness.record().daily.streak).toMatchObject({ current: 1, best: 1, lastDate: TODAY });
    for (const option of expected?.options ?? []) {
      expect(screen.getByRole('button', { name: option.name })).toBeDisabled();
    }
  });

  it('a wrong pick misses the card, names the answer on screen and ends the streak', async () => {
    primeBank();
    const user = userEvent.setup();
    const record = testPlayer({
      daily: { play: null, streak: { current: 4, best: 6, lastDate: '2026-11-23', freezes: 0 } },
    });
    const harness = await renderScreen(<DailyScreen todayKey={TODAY} />, { record });
    await screen.findByText('Clues shown: 1 of 5');
    const wrong = expected?.options.find((_, i) => i !== expected.correctIndex)?.name ?? '';
    await user.click(screen.getByRole('button', { name: wrong }));
    const answer = expected?.options[expected.correctIndex]?.name ?? '';
    expect(await screen.findByRole('heading', { name: `Missed! It was ${answer}.` })).toBeInTheDocument();
    expect(screen.getByLabelText('Result to share').textContent).toBe(
      `GoalGuessr Daily ${TODAY} ⚽ X/5\n🟥⬜⬜⬜⬜`,
    );
    expect(harness.record().daily.streak).toMatchObject({ current: 0, best: 6 });
    expect(screen.getByText('Current streak').nextElementSibling?.textContent).toBe('0');
  });

  it('buys a streak freeze with coins once the card is done, and refuses when short of them', async () => {
    primeBank();
    const user = userEvent.setup();
    const solvedToday = {
      play: {
        date: TODAY,
        cluesShown: 2,
        pickedIndex: expected?.correctIndex ?? 0,
        outcome: 'solved' as const,
      },
      streak: { current: 1, best: 1, lastDate: TODAY, freezes: 0 },
    };
    const harness = await renderScreen(<DailyScreen todayKey={TODAY} />, {
      record: testPlayer({ daily: solvedToday }),
    });
    const buy = await screen.findByRole('button', {
      name: `Buy a streak freeze (${STREAK_FREEZE_PRICE_COINS} coins)`,
    });
    const before = harness.record().currencies.moneys;
    await user.click(buy);
    expect(await screen.findByText('Streak freeze bought.')).toBeInTheDocument();
    expect(harness.record().currencies.moneys).toBe(before - STREAK_FREEZE_PRICE_COINS);
    expect(harness.record().daily.streak.freezes).toBe(1);
    cleanup();
    useDailyStore.setState(INITIAL_DAILY);

    const poor = await renderScreen(<DailyScreen todayKey={TODAY} />, {
      record: testPlayer({ currencies: { moneys: 10 }, daily: solvedToday }),
    });
    await user.click(await screen.findByRole('button', { name: /Buy a streak freeze/ }));
    expect(await screen.findByText('You do not have enough coins to buy this product.')).toBeInTheDocument();
    expect(poor.record().currencies.moneys).toBe(10);
  });

  it('shows an error with a retry when the data cannot be loaded, then the card', async () => {
    let fail = true;
    setQuestionSource(
      createQuestionSource(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(players))),
    );
    const user = userEvent.setup();
    await renderScreen(<DailyScreen todayKey={TODAY} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Today's card could not be loaded.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Clues shown: 1 of 5')).toBeInTheDocument());
  });

  it('starts a new card on a new day but keeps today’s play when coming back', async () => {
    primeBank();
    const record = testPlayer({
      daily: {
        play: { date: '2026-11-23', cluesShown: 4, pickedIndex: 0, outcome: 'solved' },
        streak: { current: 1, best: 1, lastDate: '2026-11-23', freezes: 0 },
      },
    });
    await renderScreen(<DailyScreen todayKey={TODAY} />, { record });
    expect(await screen.findByText('Clues shown: 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the next clue' })).toBeEnabled();
  });
});
