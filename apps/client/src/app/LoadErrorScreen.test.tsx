import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { applyLanguage, initI18n } from '../i18n';
import { LoadErrorScreen } from './LoadErrorScreen';

beforeAll(async () => {
  await initI18n();
  await applyLanguage('en');
});
afterEach(cleanup);

describe('LoadErrorScreen', () => {
  it('says the player data failed to load and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadErrorScreen onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Player data failed to load, game cannot start',
    );
    expect(screen.getByText(/has been kept aside and nothing has been overwritten/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Start a new game' })).not.toBeInTheDocument();
  });

  it('offers a new game only when the caller allows it (the bad save is safely aside)', async () => {
    const user = userEvent.setup();
    const onStartNew = vi.fn();
    render(<LoadErrorScreen onRetry={vi.fn()} onStartNew={onStartNew} />);
    const startNew = screen.getByRole('button', { name: 'Start a new game' });
    expect(startNew).toHaveAccessibleDescription(
      'Starts with a fresh player. The unreadable save stays kept aside.',
    );
    await user.click(startNew);
    expect(onStartNew).toHaveBeenCalledTimes(1);
  });
});
