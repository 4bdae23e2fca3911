import { createNewPlayer, type PlayerRecord } from '@goalguessr/game-core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { applyLanguage, initI18n } from '../i18n';
import { createMemoryStorage, setStorageForTests } from '../platform/storage';
import { usePlayerStore } from '../state/player-store';

/** Parts of the player record a test changes from a new player's; each part is merged into the default. */
export type RecordOverrides = {
  [Part in keyof PlayerRecord]?: PlayerRecord[Part] extends object
    ? Partial<PlayerRecord[Part]>
    : PlayerRecord[Part];
};

/** A loaded player: a new one with every tutorial of the first run done, then `overrides` merged in. */
export function testPlayer(overrides: RecordOverrides = {}): PlayerRecord {
  const base: PlayerRecord = { ...createNewPlayer(), loaded: true };
  base.tutorials = { ...base.tutorials, initial_language_selected: true, username_setup_flow: true };
  const merged: Record<string, unknown> = { ...base };
  for (const [part, value] of Object.entries(overrides)) {
    const current = merged[part];
    merged[part] =
      current !== null && typeof current === 'object' && !Array.isArray(current) && !(current instanceof Date)
        ? { ...current, ...(value as object) }
        : value;
  }
  return merged as unknown as PlayerRecord;
}

/** Shows the current path so tests can check where a screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

export interface ScreenHarness {
  view: RenderResult;
  /** the in-memory storage behind the store (the saved JSON is under the player key) */
  storage: ReturnType<typeof createMemoryStorage>;
  /** the player record as the store holds it now */
  record: () => PlayerRecord;
}

/**
 * Renders `ui` as a loaded app would: i18next in `language`, an in-memory storage, the player store ready with
 * `record`, inside a router at `path`.
 */
export async function renderScreen(
  ui: ReactElement,
  {
    record = testPlayer(),
    path = '/',
    language = 'en',
  }: { record?: PlayerRecord; path?: string; language?: string } = {},
): Promise<ScreenHarness> {
  await initI18n();
  await applyLanguage(language);
  const storage = createMemoryStorage();
  setStorageForTests(storage);
  usePlayerStore.setState({ status: 'ready', record, error: null });
  const view = render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return {
    view,
    storage,
    record: () => {
      const current = usePlayerStore.getState().record;
      if (current === null) throw new Error('the player record is not loaded');
      return current;
    },
  };
}
