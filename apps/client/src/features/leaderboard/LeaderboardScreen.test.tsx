import type { DeviceIdentity, TournamentId } from '@goalguessr/game-core';
import type { LeaderboardEntry, LeaderboardResponse, MeResponse } from '@goalguessr/protocol';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { LadderAnswer } from '../../net/ladder-api';
import { renderScreen, testPlayer } from '../../testing/render-screen';
import { LeaderboardScreen } from './LeaderboardScreen';
import type { LeaderboardSource } from './use-leaderboard';

afterEach(() => {
  cleanup();
});

const NOW = Date.parse('2026-11-25T12:00:00Z');
const SEASON = {
  id: '2026-11-23',
  startsAtMs: Date.parse('2026-11-23T00:00:00Z'),
  endsAtMs: Date.parse('2026-11-30T00:00:00Z'),
};
const identity: DeviceIdentity = { playerId: 'A'.repeat(22), secret: 'b'.repeat(43) };

function entry(
  rank: number,
  name: string | null,
  rating: number,
  extra: Partial<LeaderboardEntry> = {},
): LeaderboardEntry {
  return {
    rank,
    name,
    tag: 'K3F9',
    rating,
    rd: 80,
    provisional: false,
    wins: 3,
    draws: 1,
    losses: 2,
    ...extra,
  };
}

function board(top: LeaderboardEntry[], top3: LeaderboardEntry[] = []): LeaderboardResponse {
  return {
    tournament: 'rookie',
    season: SEASON,
    players: top.length,
    top,
    previousSeason: { id: '2026-11-16', top3 },
    serverNowMs: NOW,
  };
}

/** Answers as the test says; records what was asked. */
function source(answers: {
  online?: boolean;
  board?: LadderAnswer<LeaderboardResponse> | ((t: TournamentId) => LadderAnswer<LeaderboardResponse>);
  me?: LadderAnswer<MeResponse>;
}): LeaderboardSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    online: () => Promise.resolve(answers.online ?? true),
    board: (t) => {
      asked.push(`board ${t}`);
      const answer = typeof answers.board === 'function' ? answers.board(t) : answers.board;
      return Promise.resolve(answer ?? { ok: false, error: 'unreachable' });
    },
    me: (who, t) => {
      asked.push(`me ${who.playerId.slice(0, 2)} ${t}`);
      return Promise.resolve(answers.me ?? { ok: false, error: 'unknown_player' });
    },
  };
}

describe('LeaderboardScreen (issue 27)', () => {
  it('shows the top 100, the player’s rank among the players around them, last season’s top 3 and friends', async () => {
    const me: MeResponse = {
      tournament: 'rookie',
      season: SEASON,
      ratings: { rookie: { rating: 1662.3, rd: 290.3, volatility: 0.06 }, champions: null, legendary: null },
      standing: {
        me: entry(2, 'Messi10', 1662, { provisional: true }),
        around: [
          entry(1, 'Kaka', 1700),
          entry(2, 'Messi10', 1662, { provisional: true }),
          entry(3, null, 1500),
        ],
      },
      headToHead: [{ name: 'Bobby', tag: 'Q2ZP', wins: 2, draws: 0, losses: 1, lastPlayedAtMs: NOW }],
    };
    const answers = source({
      board: {
        ok: true,
        value: board(
          [entry(1, 'Kaka', 1700), entry(2, 'Messi10', 1662, { provisional: true }), entry(3, null, 1500)],
          [entry(1, 'Zidane', 1900)],
        ),
      },
      me: { ok: true, value: me },
    });
    const harness = await renderScreen(<LeaderboardScreen source={answers} />, {
      record: testPlayer({ identity }),
    });
    expect(await screen.findByText('You are number 2 of 3 this week.')).toBeInTheDocument();
    expect(screen.getByText('New season in 4 d 12 h (Monday 00:00 UTC)')).toBeInTheDocument();
    const top = screen.getByRole('list', { name: 'Top 100' });
    const rows = within(top).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1KakaRating 17003 W · 1 D · 2 L',
      '2Messi10 · youRating 1662 (provisional)3 W · 1 D · 2 L',
      '3Player K3F9Rating 15003 W · 1 D · 2 L',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Players around you' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(
      within(screen.getByRole('list', { name: "Last season's top 3" })).getByText('Zidane'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Friends played by code' })).getByText('2 W · 0 D · 1 L'),
    ).toBeInTheDocument();
    // the device shows the server's rating from now on
    expect(harness.record().ratings.rookie).toEqual({ rating: 1662.3, rd: 290.3, volatility: 0.06 });
    expect([...answers.asked].sort()).toEqual(['board rookie', 'me AA rookie']);
  });

  it('an empty board, a player not ranked yet, a device that never played: says so and asks nothing personal', async () => {
    const answers = source({ board: { ok: true, value: board([]) } });
    await renderScreen(<LeaderboardScreen source={answers} />);
    expect(await screen.findByText('Nobody has played this week yet. Be the first!')).toBeInTheDocument();
    expect(screen.getByText('Play a duel this week to get on the board.')).toBeInTheDocument();
    expect(screen.getByText('Nobody played last season.')).toBeInTheDocument();
    expect(
      screen.getByText('Play a friend by code to see your record against them here.'),
    ).toBeInTheDocument();
    expect(answers.asked).toEqual(['board rookie']);
  });

  it('loading first, then another tournament’s board when its tab is chosen', async () => {
    const user = userEvent.setup();
    const answers = source({
      board: (t) => ({ ok: true, value: { ...board([entry(1, t.slice(0, 8), 1600)]), tournament: t } }),
    });
    await renderScreen(<LeaderboardScreen source={answers} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the leaderboard…');
    expect(await screen.findByText('rookie')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Legendary League' }));
    expect(await screen.findByText('legendar')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Legendary League' })).toHaveAttribute('aria-checked', 'true');
  });

  it('offline: says a connection is needed and Try again loads the board once back online', async () => {
    const user = userEvent.setup();
    let online = false;
    const answers = {
      ...source({ board: { ok: true, value: board([entry(1, 'Kaka', 1700)]) } }),
      online: () => Promise.resolve(online),
    };
    await renderScreen(<LeaderboardScreen source={answers} />);
    expect(await screen.findByRole('heading', { name: 'Internet connection required' })).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Kaka')).toBeInTheDocument();
  });

  it('a server that does not answer: the error state, with Try again', async () => {
    await renderScreen(<LeaderboardScreen source={source({})} />);
    expect(
      await screen.findByRole('heading', { name: 'The leaderboard could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
