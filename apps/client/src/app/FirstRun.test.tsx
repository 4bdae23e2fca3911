import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { AppEffects } from './AppEffects';
import { renderScreen, testPlayer } from '../testing/render-screen';
import { FirstRun, firstRunStep } from '../features/onboarding/FirstRun';

afterEach(async () => {
  cleanup();
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
  await act(() => Promise.resolve());
});

/** A player who has not started the first run. */
function newPlayer() {
  const record = testPlayer();
  return {
    ...record,
    tutorials: { ...record.tutorials, initial_language_selected: false, username_setup_flow: false },
  };
}

describe('first run', () => {
  it('skips each step once its tutorial flag is set', () => {
    const fresh = newPlayer();
    expect(firstRunStep(fresh)).toBe('language');
    expect(
      firstRunStep({ ...fresh, tutorials: { ...fresh.tutorials, initial_language_selected: true } }),
    ).toBe('username');
    expect(firstRunStep(testPlayer())).toBeNull();
  });

  it('language step: 13 languages in their own names; choosing Arabic switches the interface to right-to-left', async () => {
    const user = userEvent.setup();
    const { record } = await renderScreen(
      <>
        <AppEffects />
        <FirstRun />
      </>,
      { record: newPlayer() },
    );
    expect(screen.getByRole('heading', { name: 'Choose your language' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Choose your language' });
    const labels = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.textContent);
    expect(labels).toEqual([
      'English',
      'Türkçe',
      'Deutsch',
      'Español',
      'Italiano',
      'Português',
      'Русский',
      '中文',
      '日本語',
      '한국어',
      'العربية',
      'हिन्दी',
      'Українська',
    ]);
    await user.click(within(group).getByRole('radio', { name: 'العربية' }));
    expect(record().settings.language).toBe('ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');

    await user.click(within(group).getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(record().tutorials.initial_language_selected).toBe(true);
    expect(screen.getByRole('heading', { name: 'Welcome to GoalGuessr!' })).toBeInTheDocument();
  });

  it('welcome step: every username error text of the spec, then success and the flag set', async () => {
    const user = userEvent.setup();
    const start = newPlayer();
    const { record } = await renderScreen(<FirstRun />, {
      record: { ...start, tutorials: { ...start.tutorials, initial_language_selected: true } },
    });
    expect(screen.getByRole('heading', { name: 'Welcome to GoalGuessr!' })).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Enter username...');
    const submit = screen.getByRole('button', { name: "Let's play" });
    expect(screen.getByText('Username can be up to 10 characters.')).toBeInTheDocument();

    await user.type(input, 'abc');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Username must be at least 4 characters.');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '   ab   ');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Username must be at least 4 characters.');

    await user.clear(input);
    await user.type(input, 'abcdefghijk');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Username cannot exceed 10 characters.');

    await user.clear(input);
    await user.type(input, '  Striker9 ');
    await user.click(submit);
    expect(screen.getByRole('status')).toHaveTextContent('Username saved');
    expect(record().profile.username).toBe('Striker9');
    await waitFor(() => expect(record().tutorials.username_setup_flow).toBe(true), { timeout: 3000 });
  });
});
