import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { initI18n } from '../../i18n';
import type { TestOutcome } from '../../services/notification-service';
import { TestNotificationButton } from './TestNotificationButton';

beforeAll(() => initI18n());
afterEach(cleanup);

describe('TestNotificationButton', () => {
  it.each<[TestOutcome, string]>([
    ['scheduled', 'A test notification will arrive in 10 seconds.'],
    ['denied', 'Notifications are blocked. Allow them in your device settings.'],
    ['unavailable', 'Notifications are not available here.'],
    ['failed', 'The test notification could not be scheduled.'],
  ])('asks once per press and says what happened (%s)', async (outcome, message) => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve(outcome));
    render(<TestNotificationButton send={send} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a rejected request reads as failed', async () => {
    const user = userEvent.setup();
    render(<TestNotificationButton send={() => Promise.reject(new Error('bridge down'))} />);
    await user.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('The test notification could not be scheduled.')).toBeInTheDocument();
  });
});
