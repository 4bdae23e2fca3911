import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { renderScreen, testPlayer } from '../../testing/render-screen';
import { ProfileScreen } from './ProfileScreen';

afterEach(cleanup);

const seen = { tutorials: { ...testPlayer().tutorials, profile_guide: true } };
const stats = {
  gamesPlayed: 12,
  wins: 7,
  losses: 3,
  draws: 2,
  totalCorrectAnswers: 41,
  totalIncorrectAnswers: 19,
  currentWinStreak: 2,
  bestWinStreak: 4,
  totalScore: 5230,
  highestScore: 640,
};

/** The value shown beside a statistic's label, in the duel statistics or in the solo ones. */
function statValue(label: string, section = 'Statistics'): string | null {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('ProfileScreen', () => {
  it('shows every statistic, the win rate as a rounded percent', async () => {
    await renderScreen(<ProfileScreen />, { record: testPlayer({ ...seen, stats }) });
    expect(statValue('Games played')).toBe('12');
    expect(statValue('Wins')).toBe('7');
    expect(statValue('Losses')).toBe('3');
    expect(statValue('Draws')).toBe('2');
    expect(statValue('Win rate')).toBe('58%'); // 7 / 12 = 58.3 %
    expect(statValue('Correct answers')).toBe('41');
    expect(statValue('Incorrect answers')).toBe('19');
    expect(statValue('Accuracy')).toBe('68%'); // 41 / 60 = 68.3 %
    expect(statValue('Current win streak')).toBe('2');
    expect(statValue('Best win streak')).toBe('4');
    expect(statValue('Total score')).toBe('5,230');
    expect(statValue('Average correct per game')).toBe('3.4'); // 41 / 12
    expect(statValue('Highest score')).toBe('640');
  });

  it('shows the solo statistics beside the duel ones (spec §2), with the opened island', async () => {
    const solo = {
      ...testPlayer(seen).solo,
      openedIsland: 2,
      totalScore: 2600,
      totalGames: 4,
      totalCorrectAnswers: 18,
      totalIncorrectAnswers: 6,
      highestScore: 1240,
      bestSeries: 9,
      endlessBestScore: 1240,
    };
    await renderScreen(<ProfileScreen />, { record: testPlayer({ ...seen, stats, solo }) });
    const section = 'Solo statistics';
    expect(statValue('Total score', section)).toBe('2,600');
    expect(statValue('Total games', section)).toBe('4');
    expect(statValue('Average score', section)).toBe('650');
    expect(statValue('Accuracy', section)).toBe('75%');
    expect(statValue('Highest score', section)).toBe('1,240');
    expect(statValue('Best series', section)).toBe('9');
    expect(statValue('Endless best score', section)).toBe('1,240');
    expect(statValue('Opened island', section)).toBe('South America (2 of 6)');
    // The duel figures are untouched by solo play.
    expect(statValue('Total score')).toBe('5,230');
  });

  describe('skill rating (issue 17)', () => {
    const ratings = {
      rookie: { rating: 1540.4, rd: 60, volatility: 0.06 },
      champions: { rating: 1500, rd: 350, volatility: 0.06 },
      legendary: { rating: 1698.6, rd: 180.2, volatility: 0.06 },
    };

    function ratingCell(tournament: string, language = 'en'): { shown: string; spoken: string } {
      const region = screen.getByRole('region', {
        name: language === 'ar' ? 'تصنيف المهارة' : 'Skill rating',
      });
      const term = within(region).getByText(tournament, { selector: 'dt' });
      const value = term.nextElementSibling;
      const hidden = value?.querySelector('[aria-hidden="true"]');
      const spoken = value?.querySelector('.gg-visually-hidden');
      return {
        shown: hidden?.textContent ?? value?.textContent ?? '',
        spoken: spoken?.textContent ?? value?.textContent ?? '',
      };
    }

    it("shows each tournament's rating with its uncertainty, in words for a screen reader", async () => {
      await renderScreen(<ProfileScreen />, { record: testPlayer({ ...seen, ratings }) });
      expect(ratingCell('Rookie Cup')).toEqual({
        shown: '1,540 ± 120',
        spoken: 'rating 1,540, plus or minus 120',
      });
      expect(ratingCell('Legendary League')).toEqual({
        shown: '1,699 ± 360 (provisional)',
        spoken: 'provisional rating 1,699, plus or minus 360',
      });
    });

    it('says "not rated yet" for a tournament never rated, rather than a meaningless 1500', async () => {
      await renderScreen(<ProfileScreen />, { record: testPlayer({ ...seen, ratings }) });
      expect(ratingCell('Champions Arena').shown).toBe('Not rated yet: play a match');
      // a sentence, set as text rather than in the figures' big number font
      const term = screen.getByText('Champions Arena', { selector: 'dt' });
      expect(term.parentElement).toHaveClass('gg-stat--wordy');
      expect(screen.getByText('Rookie Cup', { selector: 'dt' }).parentElement).not.toHaveClass(
        'gg-stat--wordy',
      );
      expect(screen.queryByText(/1,500/)).toBeNull();
    });

    it('reads in Arabic with Arabic tournament names', async () => {
      await renderScreen(<ProfileScreen />, { record: testPlayer({ ...seen, ratings }), language: 'ar' });
      expect(document.documentElement.dir).toBe('rtl');
      const rookie = ratingCell('كأس المبتدئين', 'ar');
      expect(rookie.shown).toContain('±');
      expect(rookie.spoken).toContain('بزيادة أو نقصان');
    });
  });

  it('shows a win rate of 0% before the first game', async () => {
    await renderScreen(<ProfileScreen />, { record: testPlayer(seen) });
    expect(statValue('Games played')).toBe('0');
    expect(statValue('Win rate')).toBe('0%');
  });

  it('formats the statistics for the language (Indian digit grouping in Hindi)', async () => {
    await renderScreen(<ProfileScreen />, {
      record: testPlayer({ ...seen, stats: { ...stats, totalScore: 1234567 } }),
      language: 'hi',
    });
    expect(screen.getByText('12,34,567')).toBeInTheDocument();
  });

  it('runs the 5-page profile tutorial on the first visit, and again on request', async () => {
    const user = userEvent.setup();
    const { record } = await renderScreen(<ProfileScreen />);
    const dialog = screen.getByRole('dialog');
    for (let page = 1; page <= 5; page += 1) {
      expect(within(dialog).getByText(`Page ${page} of 5`)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: page === 5 ? 'Got it!' : 'Next' }));
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(record().tutorials.profile_guide).toBe(true);

    await user.click(screen.getByRole('button', { name: 'How does it work?' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
