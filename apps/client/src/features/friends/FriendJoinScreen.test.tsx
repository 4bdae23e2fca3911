import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { FriendLookup } from '../../net/friend-lookup';
import { renderScreen, testPlayer } from '../../testing/render-screen';
import { FriendJoinScreen } from './FriendJoinScreen';

afterEach(() => {
  cleanup();
});

const FOUND: FriendLookup = { ok: true, roomId: 'room-42', tournament: 'champions', expiresAtMs: 0 };

/** A look-up the test answers when it wants (to see the loading state first). */
function deferredLookup(): {
  lookup: (code: string) => Promise<FriendLookup>;
  asked: string[];
  answer: (result: FriendLookup) => void;
} {
  const asked: string[] = [];
  let resolve: (result: FriendLookup) => void = () => {};
  return {
    asked,
    lookup: (code) => {
      asked.push(code);
      return new Promise((r) => (resolve = r));
    },
    answer: (result) => resolve(result),
  };
}

describe('FriendJoinScreen (join with a code, or a shared link)', () => {
  it('looks up the link code at once: loading, then the duel with its fee, and Join opens the game page', async () => {
    const deferred = deferredLookup();
    const user = userEvent.setup();
    await renderScreen(<FriendJoinScreen initialCode="abcd-2345" lookup={deferred.lookup} />);
    expect(deferred.asked).toEqual(['ABCD2345']);
    expect(screen.getByText('Looking for the duel…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find the duel' })).toBeDisabled();
    deferred.answer(FOUND);
    expect(await screen.findByText('Champions Arena duel found (code ABCD-2345).')).toBeInTheDocument();
    expect(screen.getByText(/Entry fee in tickets: 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join the duel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/game?tournament=champions&join=ABCD2345&room=room-42',
    );
  });

  it('says who invited you, and "A friend invited you" when the server names nobody (a hidden name)', async () => {
    await renderScreen(
      <FriendJoinScreen
        initialCode="ABCD2345"
        lookup={() => Promise.resolve({ ...FOUND, hostName: 'Kaka22' })}
      />,
    );
    expect(await screen.findByText('Kaka22 invited you to a duel.')).toBeInTheDocument();
    cleanup();
    await renderScreen(<FriendJoinScreen initialCode="ABCD2345" lookup={() => Promise.resolve(FOUND)} />);
    expect(await screen.findByText('A friend invited you to a duel.')).toBeInTheDocument();
    expect(screen.queryByText(/Kaka22/)).toBeNull();
    cleanup();
    await renderScreen(
      <FriendJoinScreen
        initialCode="ABCD2345"
        lookup={() => Promise.resolve({ ...FOUND, hostName: 'Kaka22' })}
      />,
      { language: 'de' },
    );
    expect(await screen.findByText('Kaka22 hat dich zu einem Duell eingeladen.')).toBeInTheDocument();
  });

  it('refuses a malformed code without asking the server (empty state: nothing typed yet)', async () => {
    const deferred = deferredLookup();
    const user = userEvent.setup();
    await renderScreen(<FriendJoinScreen lookup={deferred.lookup} />);
    expect(screen.getByLabelText('Friend code')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Join the duel' })).toBeNull();
    await user.type(screen.getByLabelText('Friend code'), 'OOOO-1111');
    await user.click(screen.getByRole('button', { name: 'Find the duel' }));
    expect(
      screen.getByText('A code has 8 letters and digits (no 0, O, 1 or I). Check it and try again.'),
    ).toBeInTheDocument();
    expect(deferred.asked).toEqual([]);
  });

  it.each([
    ['friend_code_invalid', 'No duel has this code. Check the code and try again.'],
    ['friend_code_expired', 'This code has expired. Ask your friend for a new one.'],
    ['friend_code_cancelled', 'Your friend cancelled this duel. Ask for a new code.'],
    ['friend_duel_started', 'Someone has already joined this duel.'],
    ['rate_limited', 'Too many codes tried from your connection. Wait a few minutes, then try again.'],
  ] as const)('explains %s', async (error, text) => {
    await renderScreen(
      <FriendJoinScreen initialCode="WXYZ6789" lookup={() => Promise.resolve({ ok: false, error })} />,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the duel' })).toBeNull();
  });

  it.each([
    [false, 'Internet connection required. Check your connection and try again.'],
    [true, 'The match server could not be reached. Your connection works: try again in a moment.'],
  ] as const)('no answer, device online %s: %s', async (online, text) => {
    await renderScreen(
      <FriendJoinScreen
        initialCode="WXYZ6789"
        lookup={() => Promise.resolve({ ok: false, error: 'unreachable' })}
        online={() => Promise.resolve(online)}
      />,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the duel' })).toBeNull();
  });

  it('says "You need more tickets to play." and keeps Join disabled when the fee is not covered', async () => {
    await renderScreen(<FriendJoinScreen initialCode="WXYZ6789" lookup={() => Promise.resolve(FOUND)} />, {
      record: testPlayer({ currencies: { moneys: 2500, diamonds: 100, tickets: 0 } }),
    });
    expect(await screen.findByText('You need more tickets to play.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the duel' })).toBeDisabled();
  });

  it('is right-to-left and translated in Arabic', async () => {
    await renderScreen(<FriendJoinScreen lookup={() => Promise.resolve(FOUND)} />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'انضم إلى مبارزة صديق' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
