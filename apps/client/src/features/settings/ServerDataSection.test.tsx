import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { DeleteServerDataOutcome } from '../../lib/ladder-actions';
import { renderScreen } from '../../testing/render-screen';
import { ServerDataSection } from './ServerDataSection';

afterEach(() => {
  cleanup();
});

describe('Settings: Delete my data on the server (issue 27)', () => {
  it('asks first; Cancel deletes nothing, Delete deletes and says so', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const remove = (): Promise<DeleteServerDataOutcome> => {
      calls.push('delete');
      return Promise.resolve('deleted');
    };
    await renderScreen(<ServerDataSection remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete my data on the server' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete your data on the server?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete my data on the server' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your data on the server has been deleted.')).toBeInTheDocument();
    expect(calls).toEqual(['delete']);
  });

  it.each([
    ['nothing', 'The server holds no data of yours.'],
    ['offline', 'Internet connection required. Check your connection and try again.'],
    ['failed', 'Your data could not be deleted. Try again in a moment.'],
  ] as const)('says what happened: %s', async (outcome, text) => {
    const user = userEvent.setup();
    await renderScreen(<ServerDataSection remove={() => Promise.resolve(outcome)} />);
    await user.click(screen.getByRole('button', { name: 'Delete my data on the server' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(text);
  });
});
