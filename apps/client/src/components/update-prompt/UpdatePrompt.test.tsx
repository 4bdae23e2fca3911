import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { applyLanguage, initI18n } from '../../i18n';
import type { UpdateState } from '../../platform/pwa';
import { PROMPT_OPEN_CLASS, UpdatePrompt, reloadIsSafeAt } from './UpdatePrompt';

// The service worker side (Workbox) is covered by e2e/pwa-update.spec.ts; here a stand-in state.
const pwa = vi.hoisted(() => {
  let state: UpdateState = 'none';
  const listeners = new Set<() => void>();
  return {
    set(next: UpdateState) {
      state = next;
      for (const listener of listeners) listener();
    },
    updateState: () => state,
    onUpdateState(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reloadIntoUpdate: vi.fn(() => Promise.resolve()),
  };
});
vi.mock('../../platform/pwa', () => pwa);

beforeAll(async () => {
  await initI18n();
  await applyLanguage('en');
});
beforeEach(() => {
  pwa.set('none');
  pwa.reloadIntoUpdate.mockClear();
});
afterEach(cleanup);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <UpdatePrompt />
    </MemoryRouter>,
  );

describe('UpdatePrompt', () => {
  it('appears when a new version waits, and Reload asks for it once', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => pwa.set('waiting'));
    const prompt = screen.getByRole('status', { name: 'App update' });
    expect(prompt).toHaveTextContent('A new version of GoalGuessr is ready.');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await user.click(reload);
    expect(pwa.reloadIntoUpdate).toHaveBeenCalledTimes(1);
    expect(reload).toBeDisabled();
  });

  it('gives the pages room to scroll out from under it while it shows, and takes it back when it goes', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(document.documentElement).not.toHaveClass(PROMPT_OPEN_CLASS);
    act(() => pwa.set('waiting'));
    expect(document.documentElement).toHaveClass(PROMPT_OPEN_CLASS);
    expect(document.documentElement.style.getPropertyValue('--gg-update-prompt-space')).toMatch(/^\d+px$/);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(document.documentElement).not.toHaveClass(PROMPT_OPEN_CLASS);
    expect(document.documentElement.style.getPropertyValue('--gg-update-prompt-space')).toBe('');
  });

  it('Later hides it for this visit', async () => {
    const user = userEvent.setup();
    renderAt('/shop');
    act(() => pwa.set('waiting'));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pwa.reloadIntoUpdate).not.toHaveBeenCalled();
  });

  it('never shows during a match', () => {
    renderAt('/game');
    act(() => pwa.set('waiting'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is worded in Arabic too', async () => {
    await applyLanguage('ar');
    renderAt('/');
    act(() => pwa.set('waiting'));
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeInTheDocument();
    await applyLanguage('en');
  });
});

describe('reloadIsSafeAt', () => {
  it('is false only in a match', () => {
    expect(reloadIsSafeAt('/game')).toBe(false);
    expect(reloadIsSafeAt('/game/')).toBe(false);
    expect(reloadIsSafeAt('/')).toBe(true);
    expect(reloadIsSafeAt('/gameover')).toBe(true);
    expect(reloadIsSafeAt('/settings')).toBe(true);
  });
});
