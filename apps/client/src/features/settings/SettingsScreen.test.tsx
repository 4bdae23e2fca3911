import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { i18next } from '../../i18n';
import { renderScreen, testPlayer } from '../../testing/render-screen';
import { SettingsScreen } from './SettingsScreen';

afterEach(cleanup);

describe('SettingsScreen', () => {
  it('turns sound, music, vibration and notifications on and off and saves each', async () => {
    const user = userEvent.setup();
    const { record, storage } = await renderScreen(<SettingsScreen />, {
      record: testPlayer({
        settings: { ...testPlayer().settings, soundEnabled: true, musicEnabled: true, vibration: true },
      }),
    });
    const toggles = [
      ['Sound effects', 'soundEnabled'],
      ['Music', 'musicEnabled'],
      ['Vibration', 'vibration'],
      ['Notifications', 'notifications'],
    ] as const;
    for (const [name, key] of toggles) {
      const toggle = screen.getByRole('switch', { name });
      const before = record().settings[key];
      expect(toggle).toHaveAttribute('aria-checked', String(before));
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-checked', String(!before));
      expect(record().settings[key]).toBe(!before);
    }
    await waitFor(() => expect(storage.data.get('goalguessr.player')).toContain('"soundEnabled":false'));
  });

  it('says why notifications stay off when the device refused them', async () => {
    await renderScreen(<SettingsScreen />, {
      record: testPlayer({
        settings: { ...testPlayer().settings, notifications: false, notificationPermissionDenied: true },
      }),
    });
    expect(
      screen.getByText('Notifications are blocked. Allow them in your device settings.', { selector: 'p' }),
    ).toHaveAttribute('role', 'status');
    cleanup();
    await renderScreen(<SettingsScreen />);
    expect(screen.queryByText(/Notifications are blocked/)).toBeNull();
  });

  it('switches the theme and keeps it in the save', async () => {
    const user = userEvent.setup();
    const { record } = await renderScreen(<SettingsScreen />);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(record().settings.theme).toBe('dark');
    expect(within(group).getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  });

  it('lists the 13 languages in their own names and saves the chosen one', async () => {
    const user = userEvent.setup();
    const { record } = await renderScreen(<SettingsScreen />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(within(group).getAllByRole('radio')).toHaveLength(13);
    await user.click(within(group).getByRole('radio', { name: 'Deutsch' }));
    expect(record().settings.language).toBe('de');
    // The app-level effect applies the saved language; here the store is what the screen changes.
    expect(i18next.language).toBe('en');
  });

  it('changes the username with the same rules and texts as the first run', async () => {
    const user = userEvent.setup();
    const { record } = await renderScreen(<SettingsScreen />, {
      record: testPlayer({ profile: { username: 'Striker9', level: 1, experience: 0 } }),
    });
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveValue('Striker9');
    expect(input).toHaveAttribute('placeholder', 'Enter username...');
    const save = screen.getByRole('button', { name: 'Save' });

    await user.clear(input);
    await user.type(input, 'abc');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Username must be at least 4 characters.');

    await user.clear(input);
    await user.type(input, 'abcdefghijk');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Username cannot exceed 10 characters.');
    expect(record().profile.username).toBe('Striker9');

    await user.clear(input);
    await user.type(input, ' Keeper1 ');
    await user.click(save);
    expect(screen.getByText('Username updated successfully')).toBeInTheDocument();
    expect(record().profile.username).toBe('Keeper1');
  });

  it('credits the footballer data sources and links to the privacy policy', async () => {
    await renderScreen(<SettingsScreen />);
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(within(credits).getByRole('link', { name: 'openfootball/worldcup' })).toHaveAttribute(
      'href',
      'https://github.com/openfootball/worldcup',
    );
    expect(within(credits).getByRole('link', { name: /transfermarkt-datasets/ })).toBeInTheDocument();
    expect(within(credits).getByRole('link', { name: /Wikidata/ })).toBeInTheDocument();
    // Only CC0 sources: nothing share-alike is credited (packages/footballers/CREDITS.md).
    expect(within(credits).queryByText(/Fjelstul|BY-SA/)).not.toBeInTheDocument();
    expect(within(credits).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    // the licences of the packages the build ships (pwa/third-party-notices-plugin.ts writes the file)
    expect(within(credits).getByRole('link', { name: 'Open-source software licences' })).toHaveAttribute(
      'href',
      '/third-party-notices.txt',
    );
  });
});
