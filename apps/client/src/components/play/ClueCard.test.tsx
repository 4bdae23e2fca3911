import { cluesByStage, type QuestionCard } from '@goalguessr/game-core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderScreen } from '../../testing/render-screen';
import { nationColours } from './nation-colours';
import { ClueCard } from './ClueCard';

afterEach(cleanup);

const puskas: QuestionCard = {
  nation: 'HUN',
  flag: 'hu',
  position: 'FW',
  birthYear: 1927,
  worldCups: [
    { year: 1954, number: 10, club: 'Budapest Honvéd' },
    { year: 1962, number: 18, club: 'Real Madrid', nation: 'ESP' },
  ],
  heightCm: 172,
  foot: 'left',
};

/** The card with the first `out` stages out, as the duel shows it while the round runs. */
async function cardWith(out: number, nextClueAtMs: number | null = null, language = 'en') {
  const clues = cluesByStage(puskas).slice(0, out).flat();
  return renderScreen(<ClueCard clues={clues} stagesOut={out} nextClueAtMs={nextClueAtMs} />, { language });
}

function hiddenStages(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.gg-scout__fact--hidden')].map(
    (row) => row.getAttribute('data-clue-stage') ?? '',
  );
}

describe('ClueCard', () => {
  it('opens with the profile only: every later stage hidden, the next one counted down, a grey shirt', async () => {
    const { view } = await cardWith(1, Date.now() + 2_600);
    expect(screen.getByText('Forward')).toBeInTheDocument();
    // the decade only (issue 23): the exact year, height and foot come with the numbers
    expect(screen.getByText('1920–1929')).toBeInTheDocument();
    expect(hiddenStages(view.container)).toEqual(['world_cups', 'clubs', 'numbers', 'nation']);
    expect(screen.getByText(/Next clue in 3 s/)).toBeInTheDocument();
    const text = view.container.textContent ?? '';
    for (const secret of ['Hungary', 'Honvéd', 'Real Madrid', '1954', '#10', '1927', '172 cm'])
      expect(text).not.toContain(secret);
    const silhouette = screen.getByRole('img', { name: /Silhouette/ });
    expect(silhouette.innerHTML).not.toContain(nationColours('HUN')[0]);
    expect(within(silhouette).getByText('?')).toBeInTheDocument();
  });

  it('adds each stage as it comes: World Cups, then clubs, then numbers', async () => {
    const { view } = await cardWith(3);
    expect(screen.getByText('1954')).toBeInTheDocument();
    expect(screen.getByText(/Real Madrid/)).toBeInTheDocument();
    expect(view.container.textContent).not.toContain('#18');
    expect(hiddenStages(view.container)).toEqual(['numbers', 'nation']);
    // No countdown without a time for the next stage.
    expect(screen.queryByText(/Next clue/)).toBeNull();
  });

  it('gives the exact birth year, height and foot with the numbers', async () => {
    await cardWith(4);
    expect(screen.getByText('1927')).toBeInTheDocument();
    expect(screen.queryByText('1920–1929')).toBeNull();
    expect(screen.getByText('172 cm')).toBeInTheDocument();
  });

  it('ends with the nation: its name and colours, nothing hidden', async () => {
    const { view } = await cardWith(5, null, 'de');
    expect(screen.getByText('Ungarn')).toBeInTheDocument();
    expect(view.container.textContent).toContain('#18');
    expect(hiddenStages(view.container)).toEqual([]);
    expect(screen.getByRole('img', { name: /Ungarn/ }).innerHTML).toContain(nationColours('HUN')[0]);
  });

  it('says so when the question hides the nation', async () => {
    const clues = cluesByStage({ ...puskas, nation: null, flag: null }).flat();
    await renderScreen(<ClueCard clues={clues} stagesOut={5} nextClueAtMs={null} />);
    expect(screen.getByText('Not shown for this card')).toBeInTheDocument();
    expect(screen.queryByText('Hungary')).toBeNull();
  });

  it('reads right to left in Arabic with every hidden row translated', async () => {
    const { view } = await cardWith(2, Date.now() + 1_000, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(view.container.querySelectorAll('.gg-scout__fact--hidden')).toHaveLength(3);
    expect(view.container.textContent).toContain('مخفي');
  });
});
