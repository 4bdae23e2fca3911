import type { ResultPayload } from '@goalguessr/protocol';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { applyLanguage } from '../../i18n';
import { renderScreen } from '../../testing/render-screen';
import { INITIAL_MATCH_STATE } from './duel/duel-state';
import { useMatchStore } from './match-store';
import { ResultView } from './ResultView';
import { celebrationLine } from './Celebration';
import { COUNT_UP_MS, countUpValue, easeOut } from './use-count-up';

const sounds = vi.hoisted(() => ({ played: [] as string[] }));
vi.mock('../../services/feedback', () => ({
  playCue: (cue: string) => sounds.played.push(cue),
}));

afterEach(() => {
  cleanup();
  useMatchStore.setState(INITIAL_MATCH_STATE);
  sounds.played.length = 0;
  vi.unstubAllGlobals();
});

function showResult(outcome: 'win' | 'lose' | 'draw', coins: number, experience: number): void {
  const me = { sessionId: 'me', username: 'Striker9', correctCount: outcome === 'win' ? 3 : 1, isBot: false };
  const opponent = {
    sessionId: 'them',
    username: 'Keeper7',
    correctCount: outcome === 'lose' ? 3 : 1,
    isBot: false,
  };
  const result = {
    outcome,
    reason: 'completed',
    me,
    opponent,
    rounds: [],
    totalRounds: 5,
    rewardCoins: coins,
    experience,
  } as unknown as ResultPayload;
  useMatchStore.setState({ stage: 'result', result, rewards: { coins, experience } });
}

const reduceMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('count-up', () => {
  it('eases out from 0 to the figure and lands exactly on it', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    expect(countUpValue(100, 0, 900)).toBe(0);
    const half = countUpValue(100, 450, 900);
    expect(half).toBeGreaterThan(50);
    expect(half).toBeLessThan(100);
    expect(countUpValue(100, 900, 900)).toBe(100);
    expect(countUpValue(100, 5000, 900)).toBe(100);
    const steps = [0, 100, 200, 400, 600, 800, 900].map((ms) => countUpValue(250, ms, 900));
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });
});

describe('the line under a result', () => {
  const line = (outcome: 'win' | 'lose' | 'draw', me: number, them: number) =>
    celebrationLine({
      outcome,
      me: { correctCount: me } as ResultPayload['me'],
      opponent: { correctCount: them } as ResultPayload['opponent'],
    });
  it('says "so close" only for a loss by one right answer or on points', () => {
    expect(line('lose', 2, 3)).toBe('loseClose');
    expect(line('lose', 3, 3)).toBe('loseClose');
    expect(line('lose', 0, 3)).toBe('lose');
    expect(line('lose', 1, 3)).toBe('lose');
    expect(line('win', 3, 0)).toBe('win');
    expect(line('draw', 2, 2)).toBe('draw');
  });
});

describe('result celebration', () => {
  it('a win: confetti hidden from screen readers, coins and XP count up, the coin sound when they land', async () => {
    reduceMotion(false);
    showResult('win', 100, 60);
    const { view } = await renderScreen(
      <ResultView onPlayAgain={() => undefined} onHome={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'You win!' })).toBeInTheDocument();
    expect(screen.getByText('What a performance!')).toBeInTheDocument();
    const confetti = view.container.querySelector('.gg-celebration__confetti');
    expect(confetti).not.toBeNull();
    expect(confetti).toHaveAttribute('aria-hidden', 'true');
    // Screen readers get the final figures at once.
    expect(screen.getByText('+100', { selector: '.gg-visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText('+60 XP', { selector: '.gg-visually-hidden' })).toBeInTheDocument();
    const coins = screen.getByTestId('result-coins');
    expect(coins).toHaveAttribute('aria-hidden', 'true');
    expect(coins.textContent).not.toBe('+100');
    expect(sounds.played).toEqual([]);
    await waitFor(() => expect(coins).toHaveTextContent('+100'), { timeout: COUNT_UP_MS * 5 });
    await waitFor(() => expect(screen.getByTestId('result-xp')).toHaveTextContent('+60 XP'));
    expect(sounds.played).toEqual(['coins']);
  });

  it('a clear loss is softened without "so close": a word of comfort, no confetti, no coin sound for no coins', async () => {
    reduceMotion(false);
    showResult('lose', 0, 20);
    const { view } = await renderScreen(
      <ResultView onPlayAgain={() => undefined} onHome={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'You lose' })).toBeInTheDocument();
    // 1 – 3 is no near miss (issue 24: "So close!" after a 0–3).
    expect(screen.getByText('Not this time. Every match sharpens your eye.')).toBeInTheDocument();
    expect(screen.queryByText(/So close/)).toBeNull();
    expect(view.container.querySelector('.gg-celebration__confetti')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('result-xp')).toHaveTextContent('+20 XP'), {
      timeout: COUNT_UP_MS * 5,
    });
    expect(screen.getByTestId('result-coins')).toHaveTextContent('+0');
    expect(sounds.played).toEqual([]);
  });

  it('with reduced motion the figures show at once (the sound still plays once)', async () => {
    reduceMotion(true);
    showResult('win', 1250, 60);
    await renderScreen(<ResultView onPlayAgain={() => undefined} onHome={() => undefined} />);
    expect(screen.getByTestId('result-coins')).toHaveTextContent('+1,250');
    expect(screen.getByTestId('result-xp')).toHaveTextContent('+60 XP');
    await waitFor(() => expect(sounds.played).toEqual(['coins']));
  });

  it('speaks the player’s language, right to left in Arabic', async () => {
    reduceMotion(true);
    showResult('draw', 40, 30);
    await renderScreen(<ResultView onPlayAgain={() => undefined} onHome={() => undefined} />);
    await applyLanguage('ar');
    expect(await screen.findByText('تعادل. احسمها في المباراة القادمة!')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    await applyLanguage('en');
  });
});
