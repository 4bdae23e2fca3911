import { TEAMS_NAMED_BY_APP, type QuestionCard } from '@goalguessr/game-core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import en from '../../i18n/locales/en.json';
import { renderScreen } from '../../testing/render-screen';
import { ScoutingCard } from './ClueCard';

afterEach(cleanup);

const base: QuestionCard = {
  nation: 'BRA',
  flag: 'br',
  position: 'MF',
  birthYear: 1950,
  worldCups: [{ year: 1974, number: 9, club: 'Dynamo Kyiv' }],
  heightCm: null,
  foot: null,
};

function flagImage(container: HTMLElement): HTMLImageElement | null {
  return container.querySelector('img.gg-scout__flag');
}

describe('nation names on the scouting card', () => {
  it('names every team the app names itself in English (the source locale)', () => {
    const names = en.match.card.nations as Record<string, string>;
    for (const code of TEAMS_NAMED_BY_APP) expect(names[code], code).toMatch(/\S/);
  });

  it.each([
    ['ENG', 'gb-eng', 'en', 'England'],
    ['SCO', 'gb-sct', 'en', 'Scotland'],
    ['WAL', 'gb-wls', 'de', 'Wales'],
    ['NIR', 'gb-nir', 'es', 'Irlanda del Norte'],
    ['ENG', 'gb-eng', 'ar', 'إنجلترا'],
  ])('%s flies its own flag (%s) under its name in %s', async (nation, flag, language, name) => {
    const { view } = await renderScreen(<ScoutingCard card={{ ...base, nation, flag }} />, { language });
    expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.queryByText(nation)).toBeNull();
    // The flag's own SVG: inlined as a data URL when small (its id names it), else its file.
    const own = new RegExp(`flag-icons-${flag}'|/${flag}\\.svg`);
    await waitFor(() => expect(flagImage(view.container)?.getAttribute('src')).toMatch(own));
  });

  it.each([
    ['URS', 'en', 'Soviet Union'],
    ['YUG', 'it', 'Jugoslavia'],
    ['GDR', 'ru', 'ГДР'],
  ])(
    '%s, a defunct state without a flag, gets a plain badge and its name in %s',
    async (nation, language, name) => {
      const { view } = await renderScreen(<ScoutingCard card={{ ...base, nation, flag: null }} />, {
        language,
      });
      expect(screen.getByText(name)).toBeInTheDocument();
      const badge = view.container.querySelector('.gg-scout__badge');
      expect(badge?.textContent).toBe(nation);
      expect(flagImage(view.container)).toBeNull();
    },
  );

  it('names West Germany and Czechoslovakia, not the country whose flag they share', async () => {
    await renderScreen(<ScoutingCard card={{ ...base, nation: 'FRG', flag: 'de' }} />);
    expect(screen.getByText('West Germany')).toBeInTheDocument();
    expect(screen.queryByText('Germany')).toBeNull();
    cleanup();
    await renderScreen(<ScoutingCard card={{ ...base, nation: 'TCH', flag: 'cz' }} />, { language: 'de' });
    expect(screen.getByText('Tschechoslowakei')).toBeInTheDocument();
  });

  it('asks the platform for every other team, in the interface language', async () => {
    await renderScreen(<ScoutingCard card={base} />, { language: 'de' });
    expect(screen.getByText('Brasilien')).toBeInTheDocument();
    cleanup();
    const { view } = await renderScreen(<ScoutingCard card={{ ...base, nation: 'COD', flag: 'cd' }} />);
    expect(screen.getByText('DR Congo')).toBeInTheDocument();
    expect(view.container.querySelector('.gg-scout__badge')).toBeNull();
  });
});
